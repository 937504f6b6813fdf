import { accountExport, DEFAULT_SETTINGS, pathOf } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ReplyInput, ReplyOutput } from '../../src/companion';
import { SIGN_IN_BACKOFF } from '../../src/plugins/app/accounts/limits';
import { describeEachDatabase } from '../helpers/app';
import { characterIds, characterName, chat, likeCharacter, ScriptedModel } from '../helpers/chat';
import { bearer, injectOk, signUpUser, TEST_PASSWORD, type TestUser } from '../helpers/users';

const [liked = '', disliked = ''] = characterIds;
const NEW_PASSWORD = 'a brand new kindred passphrase';

const api = (path: string) => `/api${path}`;

/** Answers as the scripted model does and learns the user's name from every message, as a real model would. */
class RememberingModel extends ScriptedModel {
  override async reply(input: ReplyInput): Promise<ReplyOutput> {
    const reply = await super.reply(input);
    return { ...reply, facts: [{ kind: 'name', value: 'Robin', at: new Date().toISOString() }] };
  }
}

/** The rows of every table of the database that mention the user's id or email anywhere. */
export async function rowsMentioning(app: FastifyInstance, user: Pick<TestUser, 'id' | 'email'>) {
  return app.database.withSession(async (session) => {
    const tables = await session.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const found: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await session.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM "${name}" AS t WHERE t::text LIKE $1 OR lower(t::text) LIKE $2`,
        [`%${user.id}%`, `%${user.email.toLowerCase()}%`],
      );
      if (row && row.count > 0) found[name] = row.count;
    }
    return found;
  });
}

describeEachDatabase(
  'the account: delete, export, change password',
  (getApp) => {
    const deleteAccount = (user: TestUser, password: string, token = user.accessToken) =>
      getApp().inject({
        method: 'DELETE',
        url: api(pathOf('deleteAccount', { id: user.id })),
        headers: bearer(token),
        payload: { password },
      });
    const exportOf = (user: TestUser, token = user.accessToken) =>
      getApp().inject({ url: api(pathOf('exportAccount', { id: user.id })), headers: bearer(token) });
    const changePassword = (user: TestUser, currentPassword: string, newPassword: string, token = user.accessToken) =>
      getApp().inject({
        method: 'POST',
        url: api(pathOf('changePassword', { id: user.id })),
        headers: bearer(token),
        payload: { currentPassword, newPassword },
      });
    const login = (email: string, password: string) =>
      getApp().inject({ method: 'POST', url: api(pathOf('login')), payload: { email, password } });
    const me = (token: string) => getApp().inject({ url: api(pathOf('me')), headers: bearer(token) });
    const refresh = (refreshToken: string) =>
      getApp().inject({ method: 'POST', url: api(pathOf('refresh')), payload: { refreshToken } });

    /** A user who liked one character, rejected another, talked with the first and is on the waitlist. */
    async function activeUser() {
      const user = await signUpUser(getApp());
      await likeCharacter(getApp(), user, liked);
      await injectOk(getApp(), {
        method: 'POST',
        url: api(pathOf('dislike', { id: disliked })),
        headers: bearer(user.accessToken),
      });
      await chat(getApp(), user, liked, 'My name is Robin and I love hiking in the hills');
      await injectOk(getApp(), { method: 'POST', url: api(pathOf('joinWaitlist')), payload: { email: user.email } });
      await injectOk(getApp(), {
        method: 'PUT',
        url: api(pathOf('updateSettings', { id: user.id })),
        headers: bearer(user.accessToken),
        payload: { ...DEFAULT_SETTINGS, timeZone: 'Europe/Lisbon', breakReminders: false },
      });
      return user;
    }

    describe('DELETE /api/users/:id', () => {
      it('deletes the account and leaves no row of it in any table, the waitlist entry included', async () => {
        const user = await activeUser();
        const bystander = await activeUser();
        const before = await rowsMentioning(getApp(), user);
        expect(Object.keys(before)).toEqual(
          expect.arrayContaining(['users', 'refresh_tokens', 'interactions', 'messages', 'companionships', 'waitlist']),
        );

        const response = await deleteAccount(user, user.password);

        expect(response.statusCode).toBe(204);
        expect(response.body).toBe('');
        expect(await rowsMentioning(getApp(), user)).toEqual({});
        // Only the account asked for goes.
        expect(await rowsMentioning(getApp(), bystander)).toEqual(before);
      });

      it('ends every session at once: the access token answers 401, the refresh token and the password open nothing', async () => {
        const user = await activeUser();
        // The session is read (and cached) before the deletion, as a busy client would.
        expect((await me(user.accessToken)).statusCode).toBe(200);

        expect((await deleteAccount(user, user.password)).statusCode).toBe(204);

        const after = await me(user.accessToken);
        expect(after.statusCode).toBe(401);
        expect(after.json()).toEqual({ message: expect.any(String) });
        expect((await refresh(user.refreshToken)).statusCode).toBe(401);
        expect((await login(user.email, user.password)).statusCode).toBe(401);
      });

      it('refuses a wrong password with 403 and keeps everything', async () => {
        const user = await activeUser();
        const before = await rowsMentioning(getApp(), user);

        const response = await deleteAccount(user, 'not the right passphrase');

        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'That is not your current password' });
        expect(await rowsMentioning(getApp(), user)).toEqual(before);
        expect((await me(user.accessToken)).statusCode).toBe(200);
      });

      it("refuses another user's id with 403, even with that user's password", async () => {
        const [user, other] = await Promise.all([signUpUser(getApp()), signUpUser(getApp())]);
        const response = await deleteAccount(other, other.password, user.accessToken);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: expect.any(String) });
        expect((await me(other.accessToken)).statusCode).toBe(200);
      });

      it('refuses a request without a password with 400', async () => {
        const user = await signUpUser(getApp());
        const response = await getApp().inject({
          method: 'DELETE',
          url: api(pathOf('deleteAccount', { id: user.id })),
          headers: bearer(user.accessToken),
          payload: {},
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: expect.any(String) });
        expect((await me(user.accessToken)).statusCode).toBe(200);
      });
    });

    describe('GET /api/users/:id/export', () => {
      it('answers one JSON file of the profile, likes and dislikes, every message and what the character remembers', async () => {
        const user = await activeUser();

        const response = await exportOf(user);

        expect(response.statusCode).toBe(200);
        expect(response.headers['content-disposition']).toMatch(
          /^attachment; filename="kindred-export-\d{4}-\d{2}-\d{2}\.json"$/,
        );
        expect(response.headers['cache-control']).toBe('no-store');
        const exported = accountExport.strict().parse(response.json());
        expect(exported.profile).toMatchObject({ email: user.email, name: 'Sam Lee', age: 30 });
        expect(exported.settings).toEqual({ ...DEFAULT_SETTINGS, timeZone: 'Europe/Lisbon', breakReminders: false });
        expect(JSON.stringify(exported)).not.toMatch(/argon2|password/i);
        expect(exported.interactions).toEqual([
          expect.objectContaining({ characterId: liked, characterName: characterName(liked), type: 'like' }),
          expect.objectContaining({ characterId: disliked, type: 'dislike', relationship: null }),
        ]);
        const [conversation] = exported.conversations;
        expect(exported.conversations).toHaveLength(1);
        expect(conversation?.characterId).toBe(liked);
        expect(conversation?.messages).toEqual([
          { type: 'human', content: 'My name is Robin and I love hiking in the hills', timestamp: expect.any(String) },
          {
            type: 'ai',
            content: 'Reply to: My name is Robin and I love hiking in the hills',
            timestamp: expect.any(String),
          },
        ]);
        expect(conversation?.memories).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ kind: 'fact', content: 'You go by Robin', source: 'learned' }),
          ]),
        );
        expect(conversation?.affinity).toEqual({
          level: expect.any(Number),
          name: expect.any(String),
          score: expect.any(Number),
        });
      });

      it("refuses another user's export with 403", async () => {
        const [user, other] = await Promise.all([signUpUser(getApp()), activeUser()]);
        const response = await exportOf(other, user.accessToken);
        expect(response.statusCode).toBe(403);
        expect(response.body).not.toContain(other.email);
      });
    });

    describe('POST /api/users/:id/password', () => {
      it('changes the password and signs out every other session, keeping this one', async () => {
        const user = await signUpUser(getApp());
        const otherSession = (await login(user.email, user.password)).json<{
          accessToken: string;
          refreshToken: string;
        }>();

        const response = await changePassword(user, user.password, NEW_PASSWORD);

        expect(response.statusCode).toBe(204);
        expect((await me(user.accessToken)).statusCode).toBe(200);
        expect((await refresh(user.refreshToken)).statusCode).toBe(200);
        expect((await me(otherSession.accessToken)).statusCode).toBe(401);
        expect((await refresh(otherSession.refreshToken)).statusCode).toBe(401);
        expect((await login(user.email, user.password)).statusCode).toBe(401);
        expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
      });

      it('refuses a wrong current password with 403 and keeps the old one', async () => {
        const user = await signUpUser(getApp());
        const response = await changePassword(user, 'not the right passphrase', NEW_PASSWORD);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'That is not your current password' });
        expect((await login(user.email, user.password)).statusCode).toBe(200);
      });

      it('holds the new password to the rules of registration', async () => {
        const user = await signUpUser(getApp());
        for (const newPassword of ['short', 'password123', 'x'.repeat(129)]) {
          const response = await changePassword(user, user.password, newPassword);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ message: expect.any(String) });
        }
        expect((await login(user.email, user.password)).statusCode).toBe(200);
      });

      it("refuses another user's id with 403", async () => {
        const [user, other] = await Promise.all([signUpUser(getApp()), signUpUser(getApp())]);
        const response = await changePassword(other, other.password, NEW_PASSWORD, user.accessToken);
        expect(response.statusCode).toBe(403);
        expect((await login(other.email, other.password)).statusCode).toBe(200);
      });
    });
  },
  { overrides: { companionModel: new RememberingModel() } },
);

describeEachDatabase(
  'the account: password guesses',
  (getApp) => {
    it('slows password guesses on deletion as sign-in does: 429 after the free attempts, even for the right one', async () => {
      const user = await signUpUser(getApp());
      const attempt = (password: string) =>
        getApp().inject({
          method: 'DELETE',
          url: api(pathOf('deleteAccount', { id: user.id })),
          headers: bearer(user.accessToken),
          payload: { password },
        });
      for (let guess = 0; guess < SIGN_IN_BACKOFF.freeAttempts; guess++) {
        expect((await attempt(`wrong guess number ${guess}`)).statusCode).toBe(403);
      }
      const limited = await attempt(TEST_PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: expect.stringMatching(/try again/i) });
      expect((await getApp().inject({ url: api(pathOf('me')), headers: bearer(user.accessToken) })).statusCode).toBe(
        200,
      );
    });
  },
  { env: { RATE_LIMIT_MULTIPLIER: '1' } },
);

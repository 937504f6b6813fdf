import { pathOf } from '@kindred/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/db/schema';
import { describeEachDatabase } from '../helpers/app';
import { characterIds, chat, conversationsOf, historyOf, ScriptedModel, sendMessage } from '../helpers/chat';
import { bearer, injectOk, signUpUser, type TestUser, updateProfile } from '../helpers/users';

const model = new ScriptedModel();
// Every seeded character talks only with adults.
const [character = ''] = characterIds;

const BLOCKED = {
  message: 'This character is not available to chat with you, because your age is outside the ages they talk with.',
};

const like = (app: FastifyInstance, user: TestUser, characterId: string) =>
  injectOk<{ relationship: { type: string } | null }>(app, {
    method: 'POST',
    url: `/api${pathOf('like', { id: characterId })}`,
    headers: bearer(user.accessToken),
  });

const readHistory = (app: FastifyInstance, user: TestUser, characterId: string) =>
  app.inject({ url: `/api${pathOf('history', { userId: user.id, characterId })}`, headers: bearer(user.accessToken) });

const storedMessagesOf = (app: FastifyInstance, user: TestUser) =>
  app.database.db.select().from(messages).where(eq(messages.userId, user.id));

describeEachDatabase(
  'chat with a character that blocked the user',
  (getApp) => {
    describe('a 15-year-old', () => {
      it('completes the profile, is Blocked by a liked character, and can neither chat nor read a history with it', async () => {
        const teen = await signUpUser(getApp(), { age: 15 });
        expect(await like(getApp(), teen, character)).toMatchObject({ relationship: { type: 'Blocked' } });
        const { user } = await injectOk<{ user: object }>(getApp(), {
          url: '/api/users/me',
          headers: bearer(teen.accessToken),
        });
        expect(user).toMatchObject({ likes: [character], matches: [], blocked: [character] });

        const sent = await sendMessage(getApp(), teen, character, 'Hello there');
        expect(sent.statusCode).toBe(403);
        expect(sent.json()).toEqual(BLOCKED);
        const read = await readHistory(getApp(), teen, character);
        expect(read.statusCode).toBe(403);
        expect(read.json()).toEqual(BLOCKED);

        expect(await conversationsOf(getApp(), teen)).toEqual([]);
        expect(await storedMessagesOf(getApp(), teen)).toEqual([]);
      });

      it('is refused the same way with an Idempotency-Key and on a retry, and nothing is stored', async () => {
        const teen = await signUpUser(getApp(), { age: 15 });
        await like(getApp(), teen, character);
        for (let attempt = 0; attempt < 2; attempt++) {
          const sent = await sendMessage(getApp(), teen, character, 'Hello', { idempotencyKey: 'teen-hello' });
          expect(sent.statusCode).toBe(403);
          expect(sent.json()).toEqual(BLOCKED);
        }
        expect(await storedMessagesOf(getApp(), teen)).toEqual([]);
      });
    });

    it('hides a conversation from before the block: not listed, its history refused, no new message taken', async () => {
      const user = await signUpUser(getApp(), { age: 30 });
      await like(getApp(), user, character);
      await chat(getApp(), user, character, 'Hi!');
      expect(await conversationsOf(getApp(), user)).toHaveLength(1);

      // Takes the like back, says 15, and likes again: this like is answered Blocked.
      await injectOk(getApp(), {
        method: 'POST',
        url: `/api${pathOf('dislike', { id: character })}`,
        headers: bearer(user.accessToken),
      });
      await updateProfile(getApp(), user, { age: 15 });
      expect(await like(getApp(), user, character)).toMatchObject({ relationship: { type: 'Blocked' } });

      expect(await conversationsOf(getApp(), user)).toEqual([]);
      const read = await readHistory(getApp(), user, character);
      expect(read.statusCode).toBe(403);
      expect(read.json()).toEqual(BLOCKED);
      const sent = await sendMessage(getApp(), user, character, 'Still there?');
      expect(sent.statusCode).toBe(403);
      expect(sent.json()).toEqual(BLOCKED);
      expect(await storedMessagesOf(getApp(), user)).toHaveLength(2);
    });

    it('closes a matched chat once the user says they are younger than the character talks with', async () => {
      const user = await signUpUser(getApp(), { age: 30 });
      expect(await like(getApp(), user, character)).toMatchObject({ relationship: { type: 'Matched' } });
      await chat(getApp(), user, character, 'Hi!');

      await updateProfile(getApp(), user, { age: 15 });

      const sent = await sendMessage(getApp(), user, character, 'Still there?');
      expect(sent.statusCode).toBe(403);
      expect(sent.json()).toEqual(BLOCKED);
      const read = await readHistory(getApp(), user, character);
      expect(read.statusCode).toBe(403);
      expect(await conversationsOf(getApp(), user)).toEqual([]);
      const { user: me } = await injectOk<{ user: object }>(getApp(), {
        url: '/api/users/me',
        headers: bearer(user.accessToken),
      });
      expect(me).toMatchObject({ likes: [character], blocked: [character] });
      expect(await storedMessagesOf(getApp(), user)).toHaveLength(2);
    });

    it('still lists and shows the conversations of characters the user matched', async () => {
      const user = await signUpUser(getApp(), { age: 30 });
      await like(getApp(), user, character);
      expect(await chat(getApp(), user, character, 'Hello')).toBe('Reply to: Hello');
      expect((await conversationsOf(getApp(), user)).map((conversation) => conversation._id)).toEqual([character]);
      expect(await historyOf(getApp(), user, character)).toHaveLength(2);
    });
  },
  { overrides: { companionModel: model } },
);

import { meResponse } from '@kindred/contract';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  CLOCK_SKEW_TOLERANCE_SECONDS,
} from '../../src/plugins/app/accounts/access-tokens';
import { describeEachDatabase } from '../helpers/app';
import { createTestClock } from '../helpers/clock';
import { bearer, sessionOf, signUpUser, type TestUser } from '../helpers/users';

const profile = { name: 'Ada Quinn', age: 34, gender: 'other', location: '', bio: '', avatar: 'AQ' };

const time = createTestClock();
/** Tokens made here follow the app's clock, which the expiry test moves on. */
const nowInSeconds = () => Math.floor(time.clock().getTime() / 1000);

describeEachDatabase(
  'users',
  (getApp) => {
    const me = (headers: Record<string, string> = {}) => getApp().inject({ url: '/api/users/me', headers });
    const patch = (id: string, accessToken: string, payload: object) =>
      getApp().inject({ method: 'PATCH', url: `/api/users/${id}`, headers: bearer(accessToken), payload });

    describe('GET /api/users/me', () => {
      it('answers the signed-in user, with empty character lists', async () => {
        const user = await signUpUser(getApp(), { profileComplete: false });
        const response = await me(bearer(user.accessToken));
        expect(response.statusCode).toBe(200);
        expect(meResponse.strict().parse(response.json()).user).toEqual({
          _id: user.id,
          email: user.email,
          name: '',
          age: null,
          gender: '',
          location: '',
          bio: '',
          avatar: '',
          profileComplete: false,
          likes: [],
          dislikes: [],
          matches: [],
          blocked: [],
        });
        expect(user.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      });
    });

    describe('PATCH /api/users/:id', () => {
      it('completes the profile, which opens the characters', async () => {
        const user = await signUpUser(getApp(), { profileComplete: false });
        expect((await getApp().inject({ url: '/api/characters', headers: bearer(user.accessToken) })).statusCode).toBe(
          403,
        );
        const response = await patch(user.id, user.accessToken, profile);
        expect(response.statusCode).toBe(200);
        const expected = { _id: user.id, email: user.email, ...profile, profileComplete: true };
        expect(meResponse.parse(response.json()).user).toMatchObject(expected);
        expect((await me(bearer(user.accessToken))).json().user).toMatchObject(expected);
        expect((await getApp().inject({ url: '/api/characters', headers: bearer(user.accessToken) })).statusCode).toBe(
          200,
        );
      });

      it('completes a profile whose initials are letters of any script', async () => {
        for (const [name, avatar] of [
          ['李 小龙', '李小'],
          ['Ömer Şahin', 'ÖŞ'],
          ['𝒜da Lee', '𝒜L'],
        ]) {
          const user = await signUpUser(getApp(), { profileComplete: false });
          const response = await patch(user.id, user.accessToken, { ...profile, name, avatar });
          expect(response.statusCode).toBe(200);
          expect(meResponse.parse(response.json()).user).toMatchObject({ name, avatar, profileComplete: true });
        }
      });

      it("answers 403 for another user's id and changes nothing", async () => {
        const user = await signUpUser(getApp());
        const other = await signUpUser(getApp(), { profileComplete: false });
        for (const id of [other.id, 'not-a-user-id']) {
          const response = await patch(id, user.accessToken, profile);
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({ message: 'You can only update your own profile' });
        }
        expect((await me(bearer(other.accessToken))).json().user).toMatchObject({ name: '', profileComplete: false });
      });

      it.each([
        [{ ...profile, age: 12 }, 'Must be 13+'],
        [{ ...profile, name: '  ' }, 'Required'],
        [{ ...profile, gender: '' }, 'Gender is required'],
        [{ ...profile, avatar: 'ada' }, 'Avatar must be up to two uppercase initials'],
      ])('refuses %o with 400 and stores nothing', async (payload, message) => {
        const user = await signUpUser(getApp(), { profileComplete: false });
        const response = await patch(user.id, user.accessToken, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message });
        expect((await me(bearer(user.accessToken))).json().user).toMatchObject({ name: '', profileComplete: false });
      });

      it('answers 401 before reading the body when there is no token', async () => {
        const user = await signUpUser(getApp());
        const response = await getApp().inject({ method: 'PATCH', url: `/api/users/${user.id}`, payload: '{' });
        expect(response.statusCode).toBe(401);
      });
    });

    describe('access tokens', () => {
      let user: TestUser;
      beforeAll(async () => {
        user = await signUpUser(getApp());
      });
      const secret = () => new TextEncoder().encode(getApp().config.jwtSecret);
      const signed = (claims: Record<string, unknown>, alg = 'HS256', typ = 'at+jwt') =>
        new SignJWT({ sid: sessionOf(user.accessToken).sessionId, ...claims })
          .setProtectedHeader({ alg, typ })
          .setIssuer('kindred')
          .setAudience('kindred-api')
          .setIssuedAt(nowInSeconds())
          .setExpirationTime(nowInSeconds() + ACCESS_TOKEN_LIFETIME_SECONDS);

      it('are accepted as issued', async () => {
        const token = await signed({ sub: user.id, token_use: 'access' }).sign(secret());
        expect((await me(bearer(token))).statusCode).toBe(200);
      });

      it.each([
        ['no Authorization header', async () => ({})],
        ['another scheme', async (id: string) => ({ authorization: `Basic ${id}` })],
        ['a token that is not a JWT', async () => bearer('not-a-jwt')],
        [
          'another secret',
          async (id: string) => bearer(await signed({ sub: id, token_use: 'access' }).sign(new Uint8Array(32))),
        ],
        [
          'another algorithm with the same secret',
          async (id: string) => bearer(await signed({ sub: id, token_use: 'access' }, 'HS512').sign(secret())),
        ],
        [
          'alg none',
          async (id: string) =>
            bearer(
              new UnsecuredJWT({ sub: id, token_use: 'access' })
                .setIssuer('kindred')
                .setAudience('kindred-api')
                .setExpirationTime(nowInSeconds() + ACCESS_TOKEN_LIFETIME_SECONDS)
                .encode(),
            ),
        ],
        [
          'a refresh-use claim',
          async (id: string) => bearer(await signed({ sub: id, token_use: 'refresh' }).sign(secret())),
        ],
        [
          'another token type',
          async (id: string) => bearer(await signed({ sub: id, token_use: 'access' }, 'HS256', 'JWT').sign(secret())),
        ],
      ])('answer 401 { message } for %s', async (_, headersFor) => {
        const response = await me(await headersFor(user.id));
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: expect.any(String) });
      });

      it.each([
        ['issued in the future, beyond the clock skew allowed', CLOCK_SKEW_TOLERANCE_SECONDS + 60, 0],
        ['living longer than 15 minutes', 0, 24 * 60 * 60],
      ])('answer 401 when signed with the real key yet %s', async (_, ahead, longer) => {
        const issuedAt = nowInSeconds() + ahead;
        const token = await signed({ sub: user.id, token_use: 'access' })
          .setIssuedAt(issuedAt)
          .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS + longer)
          .sign(secret());
        const response = await me(bearer(token));
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });
      });

      it("answer 200 when issued a moment ahead of this server's clock, as another instance's may run", async () => {
        const issuedAt = nowInSeconds() + CLOCK_SKEW_TOLERANCE_SECONDS - 5;
        const token = await signed({ sub: user.id, token_use: 'access' })
          .setIssuedAt(issuedAt)
          .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS)
          .sign(secret());
        expect((await me(bearer(token))).statusCode).toBe(200);
      });

      it('answer 401 once the clock runs back before they were issued, though they were accepted before', async () => {
        const { accessToken } = await signUpUser(getApp());
        expect((await me(bearer(accessToken))).statusCode).toBe(200);
        const back = (CLOCK_SKEW_TOLERANCE_SECONDS + 60) * 1000;
        time.advance(-back);
        try {
          expect((await me(bearer(accessToken))).statusCode).toBe(401);
        } finally {
          time.advance(back);
        }
        expect((await me(bearer(accessToken))).statusCode).toBe(200);
      });

      it('answer 401 for a refresh token used as an access token', async () => {
        expect((await me(bearer(user.refreshToken))).statusCode).toBe(401);
      });

      it('expire after 15 minutes', async () => {
        const { accessToken } = await signUpUser(getApp());
        time.advance((ACCESS_TOKEN_LIFETIME_SECONDS - 5) * 1000);
        expect((await me(bearer(accessToken))).statusCode).toBe(200);
        time.advance(10_000);
        const response = await me(bearer(accessToken));
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });
      });

      it('of a deleted user answer 401', async () => {
        const deleted = await signUpUser(getApp());
        await getApp().database.db.delete(users).where(eq(users.id, deleted.id));
        expect((await me(bearer(deleted.accessToken))).statusCode).toBe(401);
      });
    });
  },
  { overrides: { clock: time.clock } },
);

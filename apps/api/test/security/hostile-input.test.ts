import { API_PREFIX, type Endpoint, endpoints, pathOf } from '@kindred/contract';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT_BYTES } from '../../src/app';
import { createAccessTokens } from '../../src/plugins/app/accounts/access-tokens';
import { describeEachDatabase } from '../helpers/app';
import { characterIds, likeCharacter, ScriptedModel } from '../helpers/chat';
import { bearer, sessionOf, signUpUser, type TestUser } from '../helpers/users';
import { arbitraryFor, hostileString } from './arbitraries';

/** Few runs per property, always the same ones: the file must stay quick and repeatable. */
const RUNS = { numRuns: 25, seed: 7_283 } as const;
const REQUEST_DEADLINE_MS = 10_000;

const [liked = ''] = characterIds;
const withBody = Object.entries(endpoints).filter(([, endpoint]) => 'body' in endpoint);
const signedInEndpoints = Object.entries(endpoints).filter(([, endpoint]) => endpoint.access !== 'public');

/** A stack frame (`at fn (file:line)`) or a source file: what must never reach a client. */
const LEAK = /\n\s+at |\bat \S+ \(|\/(?:src|node_modules)\/|\.[jt]s:\d+/;

/** UTF-8 percent-encoding that never throws, whatever the string holds (lone surrogates included). */
const percentEncode = (value: string) =>
  [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const textOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

function queryString(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `?${percentEncode(textOf(value))}`;
  const search = Object.entries(value)
    .flatMap(([key, item]) => (Array.isArray(item) ? item : [item]).map((one) => [key, textOf(one)]))
    .map(([key = '', item = '']) => `${percentEncode(key)}=${percentEncode(item)}`);
  return `?${search.join('&')}`;
}

describeEachDatabase(
  'hostile input',
  (getApp) => {
    let user: TestUser;
    let tables: string[];
    beforeAll(async () => {
      user = await signUpUser(getApp());
      await likeCharacter(getApp(), user, liked);
      tables = await getApp().database.withSession(async (session) =>
        (
          await session.query<{ name: string }>(
            `SELECT table_name AS name FROM information_schema.tables
             WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
          )
        ).map((row) => row.name),
      );
    });

    /** The number of rows of every table of the app. */
    function rowCounts(): Promise<Record<string, number>> {
      const columns = tables.map((table) => `(SELECT count(*) FROM "${table}")::int AS "${table}"`).join(', ');
      return getApp().database.withSession(async (session) => {
        const [counts] = await session.query<Record<string, number>>(`SELECT ${columns}`);
        return counts ?? {};
      });
    }

    async function inject(options: InjectOptions): Promise<LightMyRequestResponse> {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${options.method} ${options.url} hung`)), REQUEST_DEADLINE_MS);
      });
      try {
        return await Promise.race([getApp().inject(options), deadline]);
      } finally {
        clearTimeout(timer);
      }
    }

    /**
     * Sends the request and checks the answer is a success or a 4xx `{ message }`, leaks nothing,
     * and, when rejected, wrote no row.
     */
    async function expectSafe(options: InjectOptions): Promise<LightMyRequestResponse> {
      const before = await rowCounts();
      const response = await inject(options);
      const what = `${options.method ?? 'GET'} ${options.url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
      expect(response.statusCode, what).toBeLessThan(500);
      expect(response.body, what).not.toMatch(LEAK);
      if (response.statusCode >= 400) {
        expect(response.json(), what).toEqual({ message: expect.any(String) });
        expect(await rowCounts(), what).toEqual(before);
      }
      return response;
    }

    /** The endpoint's path with the signed-in user's own ids, or the given ones. */
    function pathWith(endpoint: Endpoint, params: Record<string, string> = {}) {
      const own: Record<string, string> = {
        userId: user.id,
        characterId: liked,
        // `/users/:id` names a user, every other `:id` a character.
        id: endpoint.path.startsWith('/users/') ? user.id : liked,
      };
      return `${API_PREFIX}${endpoint.path.replace(/:(\w+)/g, (_, key: string) => params[key] ?? own[key] ?? '')}`;
    }

    describe.each(Object.entries(endpoints))('%s', (_name, endpoint: Endpoint) => {
      const params = endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape) : [];
      const input = fc.record({
        params: fc.dictionary(fc.constantFrom(...(params.length ? params : ['none'])), hostileString, {
          maxKeys: params.length,
        }),
        query: endpoint.query ? fc.option(arbitraryFor(endpoint.query)) : fc.constant(null),
        body: endpoint.body ? arbitraryFor(endpoint.body) : fc.constant(undefined),
      });

      it('answers contract-shaped and hostile requests with a success or a 4xx, writing nothing when it refuses', async () => {
        await fc.assert(
          fc.asyncProperty(input, async ({ params: hostileParams, query, body }) => {
            const path = Object.fromEntries(
              Object.entries(hostileParams).map(([key, value]) => [key, percentEncode(value)]),
            );
            await expectSafe({
              method: endpoint.method,
              url: `${pathWith(endpoint, path)}${query === null ? '' : queryString(query)}`,
              headers: bearer(user.accessToken),
              ...(body !== undefined && {
                payload: JSON.stringify(body),
                headers: { ...bearer(user.accessToken), 'content-type': 'application/json' },
              }),
            });
          }),
          RUNS,
        );
      });
    });

    it('answers a malformed or overlong path with a 4xx { message }', async () => {
      const paths = [
        `${API_PREFIX}/characters/%`,
        `${API_PREFIX}/characters/%E0%A4%A`,
        `${API_PREFIX}/characters/%ED%A0%80`,
        `${API_PREFIX}/characters/%00`,
        `${API_PREFIX}/characters/${'x'.repeat(2_000)}`,
        `${API_PREFIX}/messages/${user.id}/${'y'.repeat(500)}?limit=10`,
      ];
      for (const url of paths) {
        const response = await expectSafe({ url, headers: bearer(user.accessToken) });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      }
    });

    describe.each(withBody)('the body of %s', (_name, endpoint: Endpoint) => {
      const send = (payload: string, contentType = 'application/json') =>
        expectSafe({
          method: endpoint.method,
          url: pathWith(endpoint),
          headers: { ...bearer(user.accessToken), 'content-type': contentType },
          payload,
        });

      it('refuses a body over the limit with 413', async () => {
        const huge = JSON.stringify({ message: 'x'.repeat(BODY_LIMIT_BYTES), email: 'a@kindred.test' });
        expect((await send(huge)).statusCode).toBe(413);
      });

      it('refuses malformed JSON with 400', async () => {
        for (const malformed of ['{', '{"email":', '[1,2', 'nul', '{"a":1}}', '\u0000', '{"email":"\\ud800"']) {
          expect((await send(malformed)).statusCode, malformed).toBe(400);
        }
      });

      it('refuses a poisoned prototype with 400', async () => {
        expect((await send('{"__proto__":{"admin":true},"email":"a@kindred.test"}')).statusCode).toBe(400);
        expect((await send('{"constructor":{"prototype":{"admin":true}}}')).statusCode).toBe(400);
      });

      it('refuses a body that is not JSON with 415', async () => {
        expect((await send('email=a@kindred.test', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
      });
    });

    describe('tokens', () => {
      const wrongKey = 'not the secret of this server, but long enough';
      const base64url = fc
        .uint8Array({ minLength: 1, maxLength: 60 })
        .map((bytes) => Buffer.from(bytes).toString('base64url'));
      const printable = fc.string({
        unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
        maxLength: 300,
      });

      /** Tokens that must open nothing, each made fresh when the property runs. */
      const badToken = fc.oneof(
        printable.map((token) => async () => token),
        fc.tuple(base64url, base64url, base64url).map((parts) => async () => parts.join('.')),
        fc.constant(async () => {
          // Signed with this server's secret an hour ago: long expired.
          const anHourAgo = () => new Date(Date.now() - 60 * 60_000);
          return createAccessTokens(getApp().config.jwtSecret, anHourAgo).sign(sessionOf(user.accessToken));
        }),
        fc.constant(async () => createAccessTokens(wrongKey, () => new Date()).sign(sessionOf(user.accessToken))),
        fc.constant(async () => {
          // Unsigned: `alg: none` with the user's valid claims.
          const [, claims] = (
            await createAccessTokens(getApp().config.jwtSecret, () => new Date()).sign(sessionOf(user.accessToken))
          ).split('.');
          return `${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString('base64url')}.${claims}.`;
        }),
        fc.constant(async () => user.refreshToken),
      );
      const target = fc.constantFrom(...signedInEndpoints.map(([, endpoint]) => endpoint as Endpoint));

      it('answers 401 { message } to a malformed, expired, wrongly signed or unsigned token', async () => {
        await fc.assert(
          fc.asyncProperty(badToken, target, async (makeToken, endpoint) => {
            const response = await expectSafe({
              method: endpoint.method,
              url: pathWith(endpoint),
              headers: bearer(await makeToken()),
              ...(endpoint.body !== undefined && {
                payload: { message: 'Hello', name: 'Sam', age: 30, gender: 'male' },
              }),
            });
            expect(response.statusCode).toBe(401);
          }),
          RUNS,
        );
      });

      it('answers 401 to the valid token of a deleted account', async () => {
        const deleted = await signUpUser(getApp());
        await getApp().database.withSession((session) =>
          session.query('DELETE FROM users WHERE id = $1', [deleted.id]),
        );
        for (const [, endpoint] of signedInEndpoints) {
          const response = await expectSafe({
            method: endpoint.method,
            url: pathWith(endpoint as Endpoint, { userId: deleted.id, id: deleted.id }),
            headers: bearer(deleted.accessToken),
            ...('body' in endpoint && { payload: { message: 'Hello', name: 'Sam', age: 30, gender: 'male' } }),
          });
          expect(response.statusCode).toBe(401);
        }
        expect(
          (
            await inject({
              method: 'POST',
              url: `${API_PREFIX}${pathOf('refresh')}`,
              payload: { refreshToken: deleted.refreshToken },
            })
          ).statusCode,
        ).toBe(401);
      });
    });
  },
  { overrides: { companionModel: new ScriptedModel() } },
);

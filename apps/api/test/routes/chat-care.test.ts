import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crisisLineForLocale, pathOf } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { crisisResources } from '../../src/companion';
import { seededRandom } from '../../src/companion/random';
import { acknowledgesAi, breakReminder } from '../../src/companion/safety';
import { seedCharacters } from '../../src/seed/characters';
import { describeEachDatabase } from '../helpers/app';
import { historyOf, signUpChatter } from '../helpers/chat';
import { createTestClock } from '../helpers/clock';
import { bearer, injectOk, type TestUser } from '../helpers/users';

const MATHIS = 'mathis-favre';
const MINUTE_MS = 60_000;
/** What a model eager to please says to anything, an ideation message included. */
const CHEERFUL = 'Yay, that sounds like so much fun! Want to go hiking this weekend?';

function answerJson(response: ServerResponse, body: unknown) {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

let modelCalls = 0;
/** A local OpenAI-compatible server that answers every reply cheerfully and finds no facts. */
const server = createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk) => {
    raw += chunk;
  });
  request.on('end', () => {
    const body = JSON.parse(raw) as { messages: Array<{ content: string }> };
    const facts = body.messages[0]?.content.startsWith('You find durable facts');
    if (!facts) modelCalls += 1;
    const content = facts ? '{"facts":[]}' : CHEERFUL;
    answerJson(response, { choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const time = createTestClock(new Date('2025-03-04T10:00:00Z'));

async function send(app: FastifyInstance, user: TestUser, message: string, acceptLanguage?: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api${pathOf('chat', { userId: user.id, characterId: MATHIS })}`,
    headers: { ...bearer(user.accessToken), ...(acceptLanguage && { 'accept-language': acceptLanguage }) },
    payload: { message },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ aiResponse: string }>().aiResponse;
}

const mathis = seedCharacters.find((seed) => seed.slug === MATHIS);
if (!mathis) throw new Error('No seed character mathis-favre');
/** Mathis's voice has one way to suggest a break: the reply holds it, or not. */
const MATHIS_BREAK = breakReminder({ ...mathis, id: mathis.slug }, seededRandom('any'));

describeEachDatabase(
  'care on the model path',
  (getApp) => {
    const chatter = () => signUpChatter(getApp(), MATHIS);

    /** Signs in again first: the test clock outruns the access token's life. */
    async function sendLater(user: TestUser, message: string) {
      const tokens = await injectOk<{ accessToken: string }>(getApp(), {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      });
      return send(getApp(), { ...user, ...tokens }, message);
    }

    it.each([
      ['en-GB,en;q=0.8', '116 123'],
      ['en-US', 'call or text 988'],
      ['fr-FR', '3114'],
      [undefined, 'findahelpline.com'],
    ])(
      'answers passive ideation with care and the crisis line of %s, not with the model’s cheer',
      async (locale, number) => {
        const user = await chatter();
        await send(getApp(), user, 'Hi', locale);
        const before = modelCalls;
        const reply = await send(getApp(), user, 'honestly nobody would notice if I disappeared', locale);
        expect(reply).toContain(crisisResources(crisisLineForLocale(locale ?? '')));
        expect(reply).toContain(number);
        expect(reply).toContain('call your local emergency number');
        expect(reply).not.toContain(CHEERFUL);
        expect(modelCalls).toBe(before);
        expect((await historyOf(getApp(), user, MATHIS))[0]).toMatchObject({ type: 'ai', content: reply });
      },
    );

    it('says it is an AI at the start of every conversation, and only then', async () => {
      const user = await chatter();
      const first = await send(getApp(), user, 'Hi there');
      expect(acknowledgesAi(first)).toBe(true);
      expect(first).toContain(CHEERFUL);

      time.advance(MINUTE_MS);
      expect(await sendLater(user, 'How are you?')).toBe(CHEERFUL);

      // A pause of over 30 minutes ends the conversation; the next message starts another.
      time.advance(31 * MINUTE_MS);
      const again = await sendLater(user, 'Back again');
      expect(acknowledgesAi(again)).toBe(true);
      expect(again).toContain(CHEERFUL);
    });

    it('suggests a break once, at the first reply past three hours of continuous chat', async () => {
      const user = await chatter();
      const replies: string[] = [];
      // A message every 20 minutes for four hours: one conversation, no pause over 30 minutes.
      for (let message = 0; message <= 12; message += 1) {
        replies.push(await sendLater(user, `message ${message}`));
        time.advance(20 * MINUTE_MS);
      }
      const reminded = replies.flatMap((reply, index) => (reply.includes(MATHIS_BREAK) ? [index] : []));
      // Message 9 is sent 180 minutes after the first.
      expect(reminded).toEqual([9]);
    });
  },
  {
    env: { AI_BASE_URL: baseUrl, AI_MODEL: 'kindred-test-model', AI_TIMEOUT_MS: '5000' },
    overrides: { clock: time.clock },
  },
);

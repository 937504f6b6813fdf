import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/app';
import { characterName, chat, historyOf, likeCharacter, sendMessage } from '../helpers/chat';
import { signUpUser, type TestUser } from '../helpers/users';

const MATHIS = 'mathis-favre';
const MODEL = 'kindred-test-model';
const API_KEY = 'test-key-123';

interface Received {
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: { model: string; messages: Array<{ role: string; content: string }> };
}

/** How the server answers a request; the default answers like a healthy model. */
type Answer = (request: Received, response: ServerResponse) => void;

function answerJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const completion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

/** The small completion that finds facts about the user, next to every reply. */
const isFactsRequest = (request: Received) => request.body.messages[0]?.content.startsWith('You find durable facts');

const healthy: Answer = (request, response) => {
  if (isFactsRequest(request)) {
    const message = request.body.messages.at(-1)?.content ?? '';
    const facts = message.includes('Sam')
      ? [
          { kind: 'name', value: 'Sam' },
          { kind: 'like', value: 'hiking' },
        ]
      : [];
    answerJson(response, 200, completion(JSON.stringify({ facts })));
  } else {
    answerJson(response, 200, completion('**Hey Sam!** Hiking is my whole life.'));
  }
};

let received: Received[] = [];
let answer: Answer = healthy;

/** A local server speaking the OpenAI chat-completions wire format, as Ollama or vLLM would. */
const server = createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk) => {
    raw += chunk;
  });
  request.on('end', () => {
    const entry = { url: request.url, headers: request.headers, body: JSON.parse(raw) };
    received.push(entry);
    answer(entry, response);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  answer = healthy;
});

const replyRequests = () => received.filter((request) => !isFactsRequest(request));

describeEachDatabase(
  'chat through an OpenAI-compatible model',
  (getApp) => {
    async function chatter(): Promise<TestUser> {
      const user = await signUpUser(getApp());
      await likeCharacter(getApp(), user, MATHIS);
      return user;
    }

    it('sends the model, the key and the prompt, answers the reply as plain text, and remembers what it learned', async () => {
      const user = await chatter();
      const reply = await chat(getApp(), user, MATHIS, "Hi, I'm Sam and I love hiking", { timeZone: 'Europe/Paris' });
      expect(reply).toBe('Hey Sam! Hiking is my whole life.');

      expect(received).toHaveLength(2);
      for (const request of received) {
        expect(request.url).toBe('/v1/chat/completions');
        expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
        expect(request.headers['content-type']).toBe('application/json');
        expect(request.body.model).toBe(MODEL);
      }
      const [first] = replyRequests();
      const system = first?.body.messages[0];
      expect(system?.role).toBe('system');
      expect(system?.content).toContain(`You are ${characterName(MATHIS)}`);
      expect(system?.content).toContain('Profile name: "Sam Lee"');
      expect(system?.content).toContain('(Europe/Paris)');
      expect(first?.body.messages.at(-1)).toEqual({ role: 'user', content: "Hi, I'm Sam and I love hiking" });

      received = [];
      await chat(getApp(), user, MATHIS, 'What should we do this weekend?');
      const [second] = replyRequests();
      const remembered = second?.body.messages[0]?.content.split('## What you remember about them')[1] ?? '';
      expect(remembered).toContain('Sam');
      expect(remembered).toContain('hiking');
      expect(second?.body.messages.slice(1)).toEqual([
        { role: 'user', content: "Hi, I'm Sam and I love hiking" },
        { role: 'assistant', content: 'Hey Sam! Hiking is my whole life.' },
        { role: 'user', content: 'What should we do this weekend?' },
      ]);
      expect(await historyOf(getApp(), user, MATHIS)).toHaveLength(4);
    });

    it('answers 502 when the model answers an error, keeps the message, and a retry asks again', async () => {
      const user = await chatter();
      answer = (_request, response) => answerJson(response, 500, { error: { message: 'model overloaded' } });
      const failed = await sendMessage(getApp(), user, MATHIS, 'Are you there?', { idempotencyKey: 'wire-1' });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ message: 'The character could not answer right now. Please try again.' });
      expect(await historyOf(getApp(), user, MATHIS)).toMatchObject([{ type: 'human', content: 'Are you there?' }]);

      answer = healthy;
      expect(await chat(getApp(), user, MATHIS, 'Are you there?', { idempotencyKey: 'wire-1' })).toBe(
        'Hey Sam! Hiking is my whole life.',
      );
      expect(await historyOf(getApp(), user, MATHIS)).toHaveLength(2);
    });

    it('answers 504 when the model does not answer within AI_TIMEOUT_MS, and keeps the message', async () => {
      const user = await chatter();
      answer = () => {
        // Never answers; the server is closed with its connections after the tests.
      };
      const slow = await sendMessage(getApp(), user, MATHIS, 'Hello?');
      expect(slow.statusCode).toBe(504);
      expect(slow.json()).toEqual({ message: 'The character took too long to answer. Please try again.' });
      expect(await historyOf(getApp(), user, MATHIS)).toMatchObject([{ type: 'human', content: 'Hello?' }]);
    });
  },
  { env: { AI_BASE_URL: baseUrl, AI_MODEL: MODEL, AI_API_KEY: API_KEY, AI_TIMEOUT_MS: '1000' } },
);

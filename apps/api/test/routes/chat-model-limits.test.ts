import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { CompanionModel } from '../../src/companion';
import { describeEachDatabase } from '../helpers/app';
import { chat, historyOf, likeCharacter, sendMessage, signUpChatter } from '../helpers/chat';
import { signUpUser } from '../helpers/users';

/*
 * What a model sends back cannot hold the server: its answer is read up to a size and a deadline,
 * turned into plain text in time linear in its length, and a reply that is ready only after the
 * deadline is a timeout, never a late 200.
 */

const MATHIS = 'mathis-favre';
const TIMEOUT_MS = 1_000;
const TIMEOUT_MESSAGE = { message: 'The character took too long to answer. Please try again.' };
const UNAVAILABLE_MESSAGE = { message: 'The character could not answer right now. Please try again.' };

const isFactsRequest = (body: string) => body.includes('You find durable facts');
const completionBody = (content: string) =>
  JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });

/** How the model's server answers a reply request; fact requests always find none. */
type Answer = (response: ServerResponse) => void;
const answerWith =
  (content: string): Answer =>
  (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(completionBody(content));
  };

let answer: Answer = answerWith('Hello!');
const open = new Set<ServerResponse>();

const server = createServer((request: IncomingMessage, response) => {
  let raw = '';
  request.on('data', (chunk) => {
    raw += chunk;
  });
  request.on('end', () => {
    if (isFactsRequest(raw)) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(completionBody('{"facts":[]}'));
      return;
    }
    open.add(response);
    response.on('close', () => open.delete(response));
    answer(response);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  answer = answerWith('Hello!');
});

describeEachDatabase(
  'a model answer that is too large, too slow or pathological',
  (getApp) => {
    const chatter = () => signUpChatter(getApp(), MATHIS);

    it('answers 502 to an endless body once it passes the cap, long before the deadline, and keeps the message', async () => {
      const user = await chatter();
      answer = (response) => {
        // Chunked, with no length announced, and never ending: reading it all would last until the deadline (504).
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"choices":[{"message":{"role":"assistant","content":"');
        const chunk = 'Hello there. '.repeat(1_000);
        const flood = setInterval(() => response.write(chunk), 1);
        response.on('close', () => clearInterval(flood));
      };
      const reply = await sendMessage(getApp(), user, MATHIS, 'Tell me everything');
      expect(reply.json()).toEqual(UNAVAILABLE_MESSAGE);
      expect(reply.statusCode).toBe(502);
      expect(await historyOf(getApp(), user, MATHIS)).toMatchObject([{ type: 'human', content: 'Tell me everything' }]);
    });

    it('answers 504 to a body that is still arriving at the deadline', async () => {
      const user = await chatter();
      answer = (response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"choices":[{"message":{"role":"assistant","content":"');
        const drip = setInterval(() => response.write('la '), 100);
        response.on('close', () => clearInterval(drip));
      };
      const reply = await sendMessage(getApp(), user, MATHIS, 'Sing for me');
      expect(reply.statusCode).toBe(504);
      expect(reply.json()).toEqual(TIMEOUT_MESSAGE);
    });

    it('turns a reply of twenty thousand line breaks, a script link and a run of em spaces into plain text', async () => {
      const user = await chatter();
      // Under the cap once JSON-encoded: each line break takes two bytes there, each em space three.
      answer = answerWith(`Hi${'\n'.repeat(20_000)}there, see [this](javascript:alert(3))${'\u2003'.repeat(5_000)}!`);
      // A conversation's first reply opens with the character's AI disclosure, then the model's words.
      const [, ...modelReply] = (await chat(getApp(), user, MATHIS, 'Hello')).split('\n\n');
      expect(modelReply.join('\n\n')).toBe('Hi\n\nthere, see this !');
    });
  },
  { env: { AI_BASE_URL: baseUrl, AI_MODEL: 'kindred-test-model', AI_TIMEOUT_MS: String(TIMEOUT_MS) } },
);

/** A model whose reply holds the process past the deadline, as a slow synchronous step would. */
const blockingModel: CompanionModel = {
  async reply() {
    const until = performance.now() + TIMEOUT_MS * 1.5;
    while (performance.now() < until) {
      // Holding the event loop, so that no timer can fire meanwhile.
    }
    return { text: 'Late, but here.' };
  },
  async extractFacts() {
    return [];
  },
};

describe('a reply ready only after the deadline', () => {
  describeEachDatabase(
    'is a timeout',
    (getApp) => {
      it('answers 504, not a late 200, and stores no reply', async () => {
        const user = await signUpUser(getApp());
        await likeCharacter(getApp(), user, MATHIS);
        const reply = await sendMessage(getApp(), user, MATHIS, 'Are you there?');
        expect(reply.statusCode).toBe(504);
        expect(reply.json()).toEqual(TIMEOUT_MESSAGE);
        expect(await historyOf(getApp(), user, MATHIS)).toMatchObject([{ type: 'human', content: 'Are you there?' }]);
      });
    },
    { env: { AI_TIMEOUT_MS: String(TIMEOUT_MS) }, overrides: { companionModel: blockingModel } },
  );
});

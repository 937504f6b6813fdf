import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { API_PREFIX, pathOf } from '@kindred/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BenchUser, createChattingUser } from '../../bench/user';
import { createServerData, describeEachDriver, type ServerData } from '../helpers/server-data';
import type { RunningServer } from '../helpers/server-process';

/** Chat sends in flight when the server is told to stop. */
/** Generous: the bound only ends a wait that would never succeed. */
const untilParked = { interval: 20, timeout: 20_000 };

/**
 * A model behind an OpenAI-compatible endpoint that answers `Reply to: <message>` at once, or,
 * while held, keeps each reply waiting until released: a test then knows that the sends it made
 * are in flight inside the server. Facts are always answered at once, with none found.
 */
function createHeldModel() {
  let held = false;
  const parked: Array<() => void> = [];
  const answer = (response: ServerResponse, content: string) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  };
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const { messages } = JSON.parse(raw) as { messages: Array<{ content: string }> };
      if (messages[0]?.content.startsWith('You find durable facts')) return answer(response, '{"facts":[]}');
      const reply = () => answer(response, `Reply to: ${messages.at(-1)?.content}`);
      if (held) parked.push(reply);
      else reply();
    });
  });
  return {
    server,
    /** Replies waiting for `release`. */
    parked: () => parked.length,
    hold() {
      held = true;
    },
    release() {
      held = false;
      for (const reply of parked.splice(0)) reply();
    },
  };
}

const model = createHeldModel();
await new Promise<void>((resolve) => model.server.listen(0, '127.0.0.1', resolve));
const modelEnv = {
  AI_BASE_URL: `http://127.0.0.1:${(model.server.address() as AddressInfo).port}/v1`,
  AI_MODEL: 'kindred-test-model',
};
afterAll(async () => {
  model.release();
  model.server.closeAllConnections();
  await new Promise((resolve) => model.server.close(resolve));
});

interface StoredExchange {
  key: string | null;
  message: string;
  reply: string | null;
}

/** Every message `userId` sent, with its stored reply, read from the database itself. */
async function storedExchanges(data: ServerData, userId: string): Promise<StoredExchange[]> {
  const database = await data.open();
  try {
    return await database.withSession((session) =>
      session.query<StoredExchange>(
        `SELECT human.idempotency_key AS key, human.content AS message, reply.content AS reply
           FROM messages human LEFT JOIN messages reply ON reply.reply_to = human.id
          WHERE human.user_id = $1 AND human.type = 'human'`,
        [userId],
      ),
    );
  } finally {
    await database.close();
  }
}

describeEachDriver('the server process', (driver) => {
  let data: ServerData;
  let server: RunningServer;
  let user: BenchUser;

  beforeAll(async () => {
    data = await createServerData(driver, modelEnv);
    server = await data.start();
    const invitationCode = await server.waitForLine((line) => /^Invitation code: (\S+)/.exec(line)?.[1]);
    user = await createChattingUser({ ...server, invitationCode });
  });

  afterAll(async () => {
    model.release();
    await server?.stop();
    await data?.remove();
  });

  const conversation = () => `${server.url}/api/messages/${user.id}/${user.characterId}`;
  const history = async () =>
    ((await (await fetch(conversation(), { headers: user.headers })).json()) as { data: unknown[] }).data;
  const send = (message: string, idempotencyKey: string, characterId = user.characterId) =>
    fetch(`${server.url}/api/chat/${user.id}/${characterId}`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify({ message }),
    });

  if (driver === 'pglite') {
    it('refuses a second server on the same DATA_DIR with one clear line, and the first keeps serving its data', async () => {
      const before = await history();
      const second = data.spawn();
      expect(await second.exited).toEqual({ code: 1, signal: null });
      expect(second.output()).toBe(
        `The database in ${path.join(data.dataDir, 'pglite')} is in use by process ${server.pid}; stop that process or set DATA_DIR to another directory\n`,
      );
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(await history()).toEqual(before);
    });
  }

  it('loses no acknowledged send to SIGKILL, keeps the message of a send it was still answering with its reply interrupted, and answers its retry at once', async () => {
    const acknowledged = await send('Remember this one', 'before-the-crash');
    expect(acknowledged.status).toBe(200);
    const { aiResponse } = (await acknowledged.json()) as { aiResponse: string };
    model.hold();
    const unanswered = send('And this one?', 'during-the-crash').catch((error: Error) => error);
    await expect.poll(model.parked, untilParked).toBe(1);

    server.kill('SIGKILL');
    expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(await unanswered).toBeInstanceOf(Error);
    model.release();
    // On PGlite, the restarted server takes over the lock the killed one left.
    server = await data.start();

    // The reply the killed process was writing is marked interrupted when the next one starts.
    expect((await history()).slice(0, 4)).toMatchObject([
      { type: 'ai', content: '', status: 'interrupted' },
      { type: 'human', content: 'And this one?' },
      { type: 'ai', content: aiResponse },
      { type: 'human', content: 'Remember this one' },
    ]);
    // A retry gets the stored reply, not a second answer.
    expect(await (await send('Remember this one', 'before-the-crash')).json()).toEqual({ aiResponse });
    // The killed process answers nothing any more: a retry of the unanswered send is answered at once.
    const retried = await send('And this one?', 'during-the-crash');
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ aiResponse: 'Reply to: And this one?' });
  });

  it('finishes every send in flight on SIGTERM, stores each with its reply, and exits with 0', async () => {
    // One reply is written per conversation at a time: the sends in flight go to as many conversations.
    const offered = (await (
      await fetch(`${server.url}${API_PREFIX}${pathOf('browse')}`, { headers: user.headers })
    ).json()) as {
      data: Array<{ _id: string }>;
    };
    for (const { _id: id } of offered.data) {
      await fetch(`${server.url}${API_PREFIX}${pathOf('like', { id })}`, { method: 'POST', headers: user.headers });
    }
    // Every conversation the user may write in: a character whose ages exclude the user's is not one.
    const listed = (await (
      await fetch(`${server.url}${API_PREFIX}${pathOf('conversations', { userId: user.id })}`, {
        headers: user.headers,
      })
    ).json()) as { data: Array<{ _id: string }> };
    const characters = listed.data.map((conversation) => conversation._id);
    model.hold();
    const sends = characters.map(async (characterId, index) => {
      const [message, key] = [`Message ${index}`, `in-flight-${index}`];
      const response = await send(message, key, characterId);
      return { key, message, status: response.status, body: (await response.json()) as { aiResponse: string } };
    });
    await expect.poll(model.parked, untilParked).toBe(characters.length);

    server.kill('SIGTERM');
    await server.waitForLine((line) => (line.includes('SIGTERM received') ? line : undefined));
    // The model answers only once the server is closing: every send was in flight when it was told to stop.
    model.release();
    const answered = await Promise.all(sends);
    expect(await server.exited).toEqual({ code: 0, signal: null });

    for (const { message, status, body } of answered) {
      expect(status).toBe(200);
      // A first reply of a conversation opens with the character's AI disclosure.
      expect(body.aiResponse.endsWith(`Reply to: ${message}`)).toBe(true);
    }
    const stored = await storedExchanges(data, user.id);
    for (const { key, message, body } of answered) {
      expect(stored.find((exchange) => exchange.key === key)).toEqual({ key, message, reply: body.aiResponse });
    }
  });
});

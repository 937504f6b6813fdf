import type { AddressInfo } from 'node:net';
import { API_PREFIX, pathOf } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/app';
import { chat, historyOf, sendMessage, signUpChatter } from '../helpers/chat';
import { readEvents } from '../helpers/event-stream';
import { startFakeModel } from '../helpers/fake-model';
import { describeInstances, untilPropagated, useInstances } from '../helpers/instances';
import { bearer, type TestUser } from '../helpers/users';

const MATHIS = 'mathis-favre';
const SENTENCES = ['The rain stopped an hour ago. ', 'I went out to the harbour. ', 'The boats were all back in. '];
/** Long enough to stop halfway: a sentence every 150 ms. */
const LONG = Array.from({ length: 30 }, (_, index) => `Sentence number ${index + 1} is here. `);

const model = await startFakeModel({ pieces: SENTENCES, pauseMs: 30 });
afterAll(() => model.close());

const modelEnv = { AI_BASE_URL: model.baseUrl, AI_MODEL: 'kindred-test-model' };

/** The server's address once it listens on a real port: streams are read as they come, over HTTP. */
async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${API_PREFIX}`;
}

const conversation = (user: TestUser) => ({ userId: user.id, characterId: MATHIS });

describeEachDatabase(
  'live replies',
  (getApp) => {
    let base = '';
    beforeAll(async () => {
      base = await listening(getApp());
    });
    beforeEach(() => {
      model.script = { pieces: SENTENCES, pauseMs: 30 };
    });

    const send = (user: TestUser, message: string, headers: Record<string, string> = {}) =>
      readEvents(`${base}${pathOf('chat', conversation(user))}`, {
        method: 'POST',
        headers: { ...bearer(user.accessToken), ...headers },
        body: { message },
      });
    const follow = (user: TestUser, headers: Record<string, string> = {}) =>
      readEvents(`${base}${pathOf('chatStream', conversation(user))}`, {
        headers: { ...bearer(user.accessToken), ...headers },
      });
    const post = (user: TestUser, name: 'chatStop' | 'chatRegenerate') =>
      fetch(`${base}${pathOf(name, conversation(user))}`, { method: 'POST', headers: bearer(user.accessToken) });

    it('streams the stored message, the reply as the model writes it sentence by sentence, and the stored end', async () => {
      const user = await signUpChatter(getApp(), MATHIS);
      const stream = await send(user, 'How was your day?');
      expect(stream.status).toBe(200);
      const events = await stream.rest();
      expect(events.map((event) => event.event)).toEqual([
        'human',
        'reply',
        ...Array(events.length - 3).fill('delta'),
        'done',
      ]);
      expect(events[0]?.data.message).toMatchObject({ type: 'human', content: 'How was your day?' });
      const replyId = events[1]?.data.message?._id;
      expect(events[1]?.data.message).toMatchObject({ type: 'ai', content: '', status: 'streaming' });
      // The opening disclosure first, then each sentence as it is written; every id says where a reconnect resumes.
      const deltas = events.filter((event) => event.event === 'delta');
      expect(deltas.length).toBeGreaterThanOrEqual(SENTENCES.length);
      const text = deltas.map((event) => event.data.text).join('');
      for (const delta of deltas)
        expect(delta.id).toBe(`${replyId}:${text.indexOf(String(delta.data.text)) + String(delta.data.text).length}`);
      const done = events.at(-1)?.data.message;
      expect(done).toMatchObject({ _id: replyId, type: 'ai' });
      expect(done?.status).toBeUndefined();
      expect(done?.content.endsWith(SENTENCES.join('').trim())).toBe(true);
      expect(text.trim()).toBe(done?.content);
      expect(await historyOf(getApp(), user, MATHIS)).toMatchObject([
        { _id: replyId, type: 'ai', content: done?.content },
        { type: 'human', content: 'How was your day?' },
      ]);
    });

    it('answers a client that waits with the whole reply, as the specification says', async () => {
      const user = await signUpChatter(getApp(), MATHIS);
      expect((await chat(getApp(), user, MATHIS, 'Hello')).endsWith(SENTENCES.join('').trim())).toBe(true);
    });

    it('stops the model on Stop: its request is cancelled and the reply keeps what was written, stopped', async () => {
      const user = await signUpChatter(getApp(), MATHIS);
      await chat(getApp(), user, MATHIS, 'Hello');
      model.script = { pieces: LONG, pauseMs: 150 };
      const abandonedBefore = model.abandoned;
      const stream = await send(user, 'Tell me everything.');
      for (let event = await stream.next(); event && event.event !== 'delta'; event = await stream.next());
      await stream.next();

      const stopped = await post(user, 'chatStop');
      expect(stopped.status).toBe(200);
      const reply = (await stopped.json()) as { content: string; status: string };
      expect(reply.status).toBe('stopped');
      expect(reply.content).toMatch(/^Sentence number 1 is here\. Sentence number 2 is here\./);
      expect(reply.content.length).toBeLessThan(LONG.join('').length / 2);
      await expect.poll(() => model.abandoned, untilPropagated).toBe(abandonedBefore + 1);

      const rest = await stream.rest();
      expect(rest.at(-1)).toMatchObject({
        event: 'done',
        data: { message: { status: 'stopped', content: reply.content } },
      });
      expect((await historyOf(getApp(), user, MATHIS))[0]).toMatchObject({ content: reply.content, status: 'stopped' });
      // Nothing is being written any more.
      expect((await post(user, 'chatStop')).status).toBe(409);
    });

    it('lets a client that left come back to the reply being written and get all of it', async () => {
      const user = await signUpChatter(getApp(), MATHIS);
      await chat(getApp(), user, MATHIS, 'Hello');
      model.script = { pieces: LONG.slice(0, 8), pauseMs: 100 };
      expect((await follow(user)).status).toBe(204);

      const first = await send(user, 'Tell me a story.');
      let seen = await first.next();
      while (seen && seen.event !== 'delta') seen = await first.next();
      // The tab is reloaded: the request goes, the reply goes on.
      first.close();

      // Joining afresh: the text so far, then the rest.
      const joined = await (await follow(user)).rest();
      expect(joined[0]).toMatchObject({ event: 'reply', data: { message: { status: 'streaming' } } });
      const whole = `${joined[0]?.data.message?.content}${joined
        .filter((event) => event.event === 'delta')
        .map((event) => event.data.text)
        .join('')}`;
      expect(joined.at(-1)).toMatchObject({ event: 'done', data: { message: { content: whole.trim() } } });
      expect(whole.trim()).toBe(LONG.slice(0, 8).join('').trim());

      // Resuming from an event id: exactly what follows it (here, the end, since the reply is done).
      const resumed = await (await follow(user, { 'last-event-id': String(seen?.id) })).rest();
      expect(resumed).toMatchObject([{ event: 'done', data: { message: { content: whole.trim() } } }]);
    });

    it('refuses a second reply in a conversation while one is written (409), and takes the next once it is done', async () => {
      model.script = { pieces: LONG.slice(0, 4), pauseMs: 100 };
      const user = await signUpChatter(getApp(), MATHIS);
      const writing = await send(user, 'First');
      await writing.next();
      const second = await sendMessage(getApp(), user, MATHIS, 'Second');
      expect(second.statusCode).toBe(409);
      expect((await post(user, 'chatRegenerate')).status).toBe(409);
      await writing.rest();
      expect((await sendMessage(getApp(), user, MATHIS, 'Second')).statusCode).toBe(200);
    });

    it('regenerates the latest reply as an alternative, and shows and prompts with the one chosen', async () => {
      const user = await signUpChatter(getApp(), MATHIS);
      await chat(getApp(), user, MATHIS, 'Hello');
      await chat(getApp(), user, MATHIS, 'What did you do today?');
      const [original] = await historyOf(getApp(), user, MATHIS);
      model.script = { pieces: ['I baked bread all morning. '], pauseMs: 10 };
      const regenerated = await post(user, 'chatRegenerate');
      expect(regenerated.status).toBe(200);
      expect(await regenerated.json()).toEqual({ aiResponse: 'I baked bread all morning.' });

      const [latest, asked] = await historyOf(getApp(), user, MATHIS);
      expect(asked).toMatchObject({ type: 'human', content: 'What did you do today?' });
      expect(latest).toMatchObject({
        content: 'I baked bread all morning.',
        alternatives: [original?._id, latest?._id],
      });

      const chosen = await getApp().inject({
        method: 'PUT',
        url: `${API_PREFIX}${pathOf('chooseReply', { ...conversation(user), messageId: original?._id ?? '' })}`,
        headers: bearer(user.accessToken),
      });
      expect(chosen.statusCode).toBe(200);
      expect((await historyOf(getApp(), user, MATHIS))[0]).toMatchObject({
        _id: original?._id,
        content: original?.content,
        alternatives: [original?._id, latest?._id],
      });
    });

    it('rewrites a message: marked edited, its reply written anew; deletes a message from the history', async () => {
      const user = await signUpChatter(getApp(), MATHIS);
      await chat(getApp(), user, MATHIS, 'Hello');
      await chat(getApp(), user, MATHIS, 'I live in Lyon');
      const [oldReply, latest] = await historyOf(getApp(), user, MATHIS);
      model.script = { pieces: ['Marseille, how lovely. '], pauseMs: 10 };
      const edited = await getApp().inject({
        method: 'PATCH',
        url: `${API_PREFIX}${pathOf('editMessage', { ...conversation(user), messageId: latest?._id ?? '' })}`,
        headers: bearer(user.accessToken),
        payload: { message: 'I live in Marseille' },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        message: { _id: latest?._id, content: 'I live in Marseille', editedAt: expect.any(String) },
        reply: { type: 'ai', status: 'streaming' },
      });
      await expect
        .poll(async () => (await historyOf(getApp(), user, MATHIS)).slice(0, 2), untilPropagated)
        .toMatchObject([
          { type: 'ai', content: 'Marseille, how lovely.' },
          { _id: latest?._id, content: 'I live in Marseille' },
        ]);
      expect((await historyOf(getApp(), user, MATHIS)).map((message) => message._id)).not.toContain(oldReply?._id);

      const [reply] = await historyOf(getApp(), user, MATHIS);
      const removed = await getApp().inject({
        method: 'DELETE',
        url: `${API_PREFIX}${pathOf('deleteMessage', { ...conversation(user), messageId: reply?._id ?? '' })}`,
        headers: bearer(user.accessToken),
      });
      expect(removed.statusCode).toBe(204);
      expect((await historyOf(getApp(), user, MATHIS))[0]).toMatchObject({ _id: latest?._id });
      const unknown = await getApp().inject({
        method: 'DELETE',
        url: `${API_PREFIX}${pathOf('deleteMessage', { ...conversation(user), messageId: reply?._id ?? '' })}`,
        headers: bearer(user.accessToken),
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'This message does not exist.' });
    });
  },
  { env: modelEnv },
);

describeInstances('a reply written on one instance', () => {
  const instances = useInstances({ env: modelEnv }, { env: modelEnv });

  it('is followed from the other as it is written, to its end', async () => {
    const [a, b] = instances();
    model.script = { pieces: LONG.slice(0, 6), pauseMs: 150 };
    const [baseA, baseB] = [await listening(a), await listening(b)];
    const user = await signUpChatter(a, MATHIS);
    await chat(a, user, MATHIS, 'Hello');
    const writing = await readEvents(`${baseA}${pathOf('chat', conversation(user))}`, {
      method: 'POST',
      headers: bearer(user.accessToken),
      body: { message: 'Tell me about the sea.' },
    });
    await writing.next();

    const followed = await readEvents(`${baseB}${pathOf('chatStream', conversation(user))}`, {
      headers: bearer(user.accessToken),
    });
    expect(followed.status).toBe(200);
    const events = await followed.rest();
    const written = await writing.rest();
    const whole = LONG.slice(0, 6).join('').trim();
    expect(events[0]).toMatchObject({ event: 'reply' });
    // More than one piece: it was followed as it was written, not read once it was done.
    expect(events.filter((event) => event.event === 'delta').length).toBeGreaterThan(0);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { message: { content: whole } } });
    expect(written.at(-1)).toMatchObject({ event: 'done', data: { message: { content: whole } } });
  });
});

describe('the fake model', () => {
  it('counts a request abandoned mid-reply', async () => {
    model.script = { pieces: LONG.slice(0, 3), pauseMs: 100 };
    const before = model.abandoned;
    const controller = new AbortController();
    const response = await fetch(`${model.baseUrl}/chat/completions`, {
      method: 'POST',
      body: JSON.stringify({ stream: true, messages: [{ content: 'Hi' }] }),
      signal: controller.signal,
    });
    await response.body?.getReader().read();
    controller.abort();
    await expect.poll(() => model.abandoned, untilPropagated).toBe(before + 1);
  });
});

describeEachDatabase('memory of a message taken back', (getApp) => {
  const remembered = async (user: TestUser) => {
    const memories = await getApp().inject({
      url: `${API_PREFIX}${pathOf('memories', conversation(user))}`,
      headers: bearer(user.accessToken),
    });
    return memories.json<{ data: Array<{ content: string }> }>().data.map(({ content }) => content);
  };
  const messageUrl = (user: TestUser, name: 'editMessage' | 'deleteMessage', messageId: string) =>
    `${API_PREFIX}${pathOf(name, { ...conversation(user), messageId })}`;

  it('forgets what a deleted message told, and learns a rewritten one anew', async () => {
    const user = await signUpChatter(getApp(), MATHIS);
    await chat(getApp(), user, MATHIS, 'I live in Lyon');
    await chat(getApp(), user, MATHIS, 'I have a dog named Biscuit');
    expect(await remembered(user)).toEqual(expect.arrayContaining(['You live in Lyon', 'Your dog is called Biscuit']));
    const [, dogMessage, , homeMessage] = await historyOf(getApp(), user, MATHIS);

    const removed = await getApp().inject({
      method: 'DELETE',
      url: messageUrl(user, 'deleteMessage', dogMessage?._id ?? ''),
      headers: bearer(user.accessToken),
    });
    expect(removed.statusCode).toBe(204);
    expect(await remembered(user)).not.toContain('Your dog is called Biscuit');

    const edited = await getApp().inject({
      method: 'PATCH',
      url: messageUrl(user, 'editMessage', homeMessage?._id ?? ''),
      headers: bearer(user.accessToken),
      payload: { message: 'I live in Porto' },
    });
    expect(edited.statusCode).toBe(200);
    const facts = await remembered(user);
    expect(facts).toContain('You live in Porto');
    expect(facts).not.toContain('You live in Lyon');
  });
});

import type { ChatMessage } from '@kindred/contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { type ChatInput, chatHistoryFailed, chatMachine, type HistoryRequest, isTyping } from '../src/chat/chat';
import { recoveryDelay } from '../src/shared/recovery';
import { message } from './fixtures';
import { byValueAnd, unreachedStates } from './reachability';
import { deferred } from './stubs';

const at = (second: number) => `2026-01-01T10:00:${String(second).padStart(2, '0')}.000Z`;

type SendRequest = { userId: string; characterId: string; message: string };

function start({
  input = { userId: 'u1', characterId: 'c1' },
  history = async (_request: HistoryRequest): Promise<ChatMessage[]> => [],
  send = async (_request: SendRequest): Promise<string> => 'Hello there',
}: {
  input?: ChatInput;
  history?: (request: HistoryRequest) => Promise<ChatMessage[]>;
  send?: (request: SendRequest) => Promise<string>;
} = {}) {
  const clock = new SimulatedClock();
  const spies = {
    loadHistory: vi.fn(({ input }: { input: HistoryRequest }) => history(input)),
    sendMessage: vi.fn(({ input }: { input: SendRequest }) => send(input)),
    logError: vi.fn(),
  };
  const actor = createActor(
    chatMachine.provide({
      actors: { loadHistory: fromPromise(spies.loadHistory), sendMessage: fromPromise(spies.sendMessage) },
      actions: { logError: (_, { error }) => spies.logError(error) },
    }),
    { input, clock },
  ).start();
  const ready = () =>
    waitFor(actor, (s) => s.matches({ conversation: { ready: { history: 'idle', polling: 'waiting' } } }));
  const sent = () => waitFor(actor, (s) => s.matches({ outbox: 'idle' }) && s.context.outbox.length === 0);
  return { actor, clock, spies, ready, sent };
}

const ids = (messages: { _id: string }[]) => messages.map((m) => m._id);
const contents = (messages: { content: string }[]) => messages.map((m) => m.content);

describe('chat', () => {
  it('loads the latest 50 messages, oldest first', async () => {
    const newestFirst = [message('m3', 'ai', at(3)), message('m2', 'human', at(2)), message('m1', 'ai', at(1))];
    const { spies, ready } = start({ history: async () => newestFirst });
    const snapshot = await ready();
    expect(spies.loadHistory).toHaveBeenCalledWith(
      expect.objectContaining({ input: { userId: 'u1', characterId: 'c1', page: 1, limit: 50 } }),
    );
    expect(ids(snapshot.context.messages)).toEqual(['m1', 'm2', 'm3']);
    expect(snapshot.context.hasMore).toBe(false);
  });

  it('waits for a conversation to be opened', async () => {
    const { actor, spies, ready } = start({ input: { userId: 'u1' } });
    expect(actor.getSnapshot().matches({ conversation: 'closed' })).toBe(true);
    actor.send({ type: 'user.send' });
    expect(spies.loadHistory).not.toHaveBeenCalled();
    actor.send({ type: 'user.openConversation', characterId: 'c7' });
    await ready();
    expect(spies.loadHistory).toHaveBeenCalledWith(
      expect.objectContaining({ input: expect.objectContaining({ characterId: 'c7' }) }),
    );
  });

  it('says a failed history load failed, tries again by itself on the recovery rhythm, and recovers', async () => {
    let down = true;
    const { actor, clock, spies, ready } = start({
      history: async () => {
        if (down) throw new Error('offline');
        return [message('m1', 'ai', at(1))];
      },
    });
    const failed = () => waitFor(actor, (s) => s.matches({ conversation: 'failed' }));
    expect(chatHistoryFailed(await failed())).toBe(true);
    expect(spies.logError).toHaveBeenCalledWith(new Error('offline'));

    clock.increment(recoveryDelay(1) - 1);
    expect(spies.loadHistory).toHaveBeenCalledOnce();
    clock.increment(1);
    expect(spies.loadHistory).toHaveBeenCalledTimes(2);
    // Still failing while it tries again.
    expect(chatHistoryFailed(actor.getSnapshot())).toBe(true);
    expect((await failed()).context.failures).toBe(2);
    clock.increment(recoveryDelay(2) - 1);
    expect(spies.loadHistory).toHaveBeenCalledTimes(2);

    down = false;
    actor.send({ type: 'user.retry' });
    const snapshot = await ready();
    expect(chatHistoryFailed(snapshot)).toBe(false);
    expect(snapshot.context).toMatchObject({ failures: 0, messages: [expect.objectContaining({ _id: 'm1' })] });
  });

  it('forgets the failures of a conversation when another one opens', async () => {
    const { actor, ready } = start({
      history: async ({ characterId }) => {
        if (characterId === 'c1') throw new Error('offline');
        return [];
      },
    });
    await waitFor(actor, (s) => s.matches({ conversation: 'failed' }));
    actor.send({ type: 'user.openConversation', characterId: 'c2' });
    expect(chatHistoryFailed(actor.getSnapshot())).toBe(false);
    expect((await ready()).context.failures).toBe(0);
  });

  it('loads older pages at the top only while there are more, putting them first', async () => {
    const full = (from: number) => Array.from({ length: 50 }, (_, i) => message(`p${from + i}`, 'ai', at(0)));
    const { actor, spies, ready } = start({
      history: async ({ page: number }) => (number === 1 ? full(50) : [message('oldest', 'human', at(0))]),
    });
    expect((await ready()).context.hasMore).toBe(true);
    actor.send({ type: 'user.scrolledToTop' });
    const snapshot = await ready();
    expect(spies.loadHistory).toHaveBeenLastCalledWith(
      expect.objectContaining({ input: expect.objectContaining({ page: 2, limit: 50 }) }),
    );
    expect(snapshot.context.messages[0]?._id).toBe('oldest');
    expect(snapshot.context.messages).toHaveLength(51);
    expect(snapshot.context.hasMore).toBe(false);
    actor.send({ type: 'user.scrolledToTop' });
    expect(spies.loadHistory).toHaveBeenCalledTimes(2);
  });

  it('leaves the view unchanged when an older page fails', async () => {
    const full = Array.from({ length: 50 }, (_, i) => message(`p${i}`, 'ai', at(0)));
    const { actor, spies, ready } = start({
      history: async ({ page: number }) => {
        if (number > 1) throw new Error('offline');
        return full;
      },
    });
    await ready();
    actor.send({ type: 'user.scrolledToTop' });
    const snapshot = await ready();
    expect(snapshot.context.messages).toHaveLength(50);
    expect(spies.logError).toHaveBeenCalledWith(new Error('offline'));
  });

  it('shows a sent message at once, trimmed, clears the input, and shows typing until the reply', async () => {
    const reply = deferred<string>();
    const { actor, spies, ready, sent } = start({ send: () => reply.promise });
    await ready();
    actor.send({ type: 'user.type', text: '  Hi there  ' });
    actor.send({ type: 'user.send' });
    let snapshot = actor.getSnapshot();
    expect(contents(snapshot.context.messages)).toEqual(['Hi there']);
    expect(snapshot.context.messages[0]?.type).toBe('human');
    expect(snapshot.context.draft).toBe('');
    expect(isTyping(snapshot.context)).toBe(true);
    expect(spies.sendMessage).toHaveBeenCalledWith(
      expect.objectContaining({ input: { userId: 'u1', characterId: 'c1', message: 'Hi there' } }),
    );
    reply.resolve('Hello!');
    snapshot = await sent();
    expect(contents(snapshot.context.messages)).toEqual(['Hi there', 'Hello!']);
    expect(snapshot.context.messages[1]?.type).toBe('ai');
    expect(isTyping(snapshot.context)).toBe(false);
  });

  it('does not send empty or blank text', async () => {
    const { actor, spies, ready } = start();
    await ready();
    actor.send({ type: 'user.send' });
    actor.send({ type: 'user.type', text: ' \n ' });
    actor.send({ type: 'user.send' });
    expect(spies.sendMessage).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.messages).toEqual([]);
    expect(actor.getSnapshot().context.draft).toBe(' \n ');
  });

  it('does not send zero-width text, and sends an emoji without what is invisible around it', async () => {
    const { actor, spies, ready } = start();
    await ready();
    actor.send({ type: 'user.type', text: '\u200B\u2060\u202E' });
    actor.send({ type: 'user.send' });
    expect(spies.sendMessage).not.toHaveBeenCalled();
    actor.send({ type: 'user.type', text: '\u200B👨‍👩‍👧\uFEFF' });
    actor.send({ type: 'user.send' });
    expect(contents(actor.getSnapshot().context.messages)).toEqual(['👨‍👩‍👧']);
    expect(spies.sendMessage).toHaveBeenCalledWith(
      expect.objectContaining({ input: { userId: 'u1', characterId: 'c1', message: '👨‍👩‍👧' } }),
    );
  });

  it("logs 'Invalid chat response' for a reply without text and stops typing", async () => {
    const { actor, spies, ready, sent } = start({ send: async () => ' ' });
    await ready();
    actor.send({ type: 'user.type', text: 'Hi' });
    actor.send({ type: 'user.send' });
    const snapshot = await sent();
    expect(spies.logError).toHaveBeenCalledWith(new Error('Invalid chat response'));
    expect(contents(snapshot.context.messages)).toEqual(['Hi']);
    expect(isTyping(snapshot.context)).toBe(false);
  });

  it('only logs a failed send, keeping the message shown', async () => {
    const { actor, spies, ready, sent } = start({
      send: async () => {
        throw new Error('timeout');
      },
    });
    await ready();
    actor.send({ type: 'user.type', text: 'Hi' });
    actor.send({ type: 'user.send' });
    const snapshot = await sent();
    expect(spies.logError).toHaveBeenCalledWith(new Error('timeout'));
    expect(contents(snapshot.context.messages)).toEqual(['Hi']);
  });

  it('sends queued messages one after another, in order', async () => {
    const replies = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const { actor, spies, ready, sent } = start({ send: () => replies[calls++]?.promise ?? Promise.reject() });
    await ready();
    for (const text of ['one', 'two']) {
      actor.send({ type: 'user.type', text });
      actor.send({ type: 'user.send' });
    }
    expect(spies.sendMessage).toHaveBeenCalledOnce();
    const [first, second] = replies;
    first?.resolve('reply one');
    await waitFor(actor, () => spies.sendMessage.mock.calls.length === 2);
    expect(isTyping(actor.getSnapshot().context)).toBe(true);
    second?.resolve('reply two');
    const snapshot = await sent();
    expect(contents(snapshot.context.messages)).toEqual(['one', 'two', 'reply one', 'reply two']);
    expect(isTyping(snapshot.context)).toBe(false);
  });

  it('tracks typing per conversation and keeps a late reply out of another conversation', async () => {
    const reply = deferred<string>();
    const { actor, ready, sent } = start({ send: () => reply.promise });
    await ready();
    actor.send({ type: 'user.type', text: 'Hi' });
    actor.send({ type: 'user.send' });
    actor.send({ type: 'user.openConversation', characterId: 'c2' });
    await ready();
    expect(isTyping(actor.getSnapshot().context)).toBe(false);
    expect(actor.getSnapshot().context.typing).toEqual(['c1']);
    reply.resolve('Hello');
    const snapshot = await sent();
    expect(snapshot.context.messages).toEqual([]);
    expect(snapshot.context.typing).toEqual([]);
  });

  it('polls the 10 latest every 5 seconds, adding only newer messages; an AI message stops typing', async () => {
    let latest: ChatMessage[] = [message('m1', 'ai', at(1))];
    const { actor, clock, spies, ready } = start({
      history: async () => latest,
      send: () => new Promise(() => {}),
    });
    await ready();
    actor.send({ type: 'user.type', text: 'Hi' });
    actor.send({ type: 'user.send' });
    clock.increment(4_999);
    expect(spies.loadHistory).toHaveBeenCalledOnce();
    latest = [message('m3', 'ai', at(50), 'Hello'), message('m2', 'human', at(49), 'Hi'), message('m1', 'ai', at(1))];
    clock.increment(1);
    expect(spies.loadHistory).toHaveBeenLastCalledWith(
      expect.objectContaining({ input: { userId: 'u1', characterId: 'c1', page: 1, limit: 10 } }),
    );
    const snapshot = await ready();
    expect(ids(snapshot.context.messages)).toEqual(['m1', 'm2', 'm3']);
    expect(isTyping(snapshot.context)).toBe(false);
    clock.increment(5_000);
    expect(spies.loadHistory).toHaveBeenCalledTimes(3);
  });

  it('keeps polling after a failed poll', async () => {
    let fail = false;
    const { clock, spies, ready } = start({
      history: async () => {
        if (fail) throw new Error('offline');
        return [];
      },
    });
    await ready();
    fail = true;
    clock.increment(5_000);
    await ready();
    expect(spies.logError).toHaveBeenCalledWith(new Error('offline'));
    clock.increment(5_000);
    expect(spies.loadHistory).toHaveBeenCalledTimes(3);
  });

  it('reaches every state', () => {
    const full = Array.from({ length: 50 }, (_, i) => message(`p${i}`, 'ai', at(0)));
    const events = [
      { type: 'user.openConversation', characterId: 'c1' },
      { type: 'user.type', text: 'Hi' },
      { type: 'xstate.done.actor.loadHistory', output: full },
      { type: 'xstate.error.actor.loadHistory', error: new Error('offline') },
      { type: 'xstate.done.actor.loadOlder', output: [] },
      { type: 'xstate.error.actor.loadOlder', error: new Error('offline') },
      { type: 'xstate.done.actor.pollLatest', output: [] },
      { type: 'xstate.error.actor.pollLatest', error: new Error('offline') },
      { type: 'xstate.done.actor.sendMessage', output: 'Hello' },
      { type: 'xstate.done.actor.sendMessage', output: '' },
      { type: 'xstate.error.actor.sendMessage', error: new Error('offline') },
    ];
    // Messages pile up with every send; the guards read only these.
    const serializeState = byValueAnd(({ context }) => [
      context.characterId,
      context.hasMore,
      context.draft,
      context.outbox.length,
    ]);
    const stopWhen = ({ context }: { context: { outbox: unknown[] } }) => context.outbox.length > 1;
    const inputs = [{ userId: 'u1' }];
    expect(unreachedStates(chatMachine, { inputs, events, serializeState, stopWhen })).toEqual([]);
  });
});

import type { ChatMessage, ChatStreamEvent, EditMessageResponse } from '@kindred/contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  type ChatEvent,
  type ChatInput,
  chatHistoryFailed,
  chatMachine,
  DELETE_UNDO_MS,
  type HistoryRequest,
  isReplying,
  isStopping,
  isTyping,
  type ReplyRequest,
  type SenderEvent,
  type SendRequest,
} from '../src/chat/chat';
import { recoveryDelay } from '../src/shared/recovery';
import { message } from './fixtures';
import { byValueAnd, unreachedStates } from './reachability';
import { deferred } from './stubs';

const at = (second: number) => `2026-01-01T10:00:${String(second).padStart(2, '0')}.000Z`;

/** A sending actor the test drives: it reports the reply's events and how it ended, as the app's would. */
interface FakeSender<TInput> {
  input: TInput;
  emit: (event: ChatStreamEvent) => void;
  done: (text?: string) => void;
  fail: (error: unknown, delivered: boolean) => void;
  stopped: boolean;
}

function fakeSenders<TInput extends ReplyRequest | SendRequest>(onStart: (sender: FakeSender<TInput>) => void) {
  const calls: FakeSender<TInput>[] = [];
  const logic = fromCallback<EventObject, TInput>(({ input, sendBack }) => {
    const { characterId } = input;
    const localId = 'localId' in input ? input.localId : undefined;
    const sender: FakeSender<TInput> = {
      input,
      stopped: false,
      emit: (event) => sendBack({ type: 'api.streamEvent', characterId, localId, event } satisfies SenderEvent),
      done: (text = '') => sendBack({ type: 'api.sendDone', characterId, text } satisfies SenderEvent),
      fail: (error, delivered) =>
        sendBack({ type: 'api.sendFailed', characterId, error, delivered } satisfies SenderEvent),
    };
    calls.push(sender);
    // Settles after the machine has started it, as a request would.
    queueMicrotask(() => onStart(sender));
    return () => {
      sender.stopped = true;
    };
  });
  return { logic, calls };
}

/** Answers at once with a whole reply, as a server that does not stream. */
const replying =
  (text: string) =>
  <T>(sender: FakeSender<T>) =>
    sender.done(text);
const waiting = () => {};

function start({
  input = { userId: 'u1', characterId: 'c1' },
  history = async (_request: HistoryRequest): Promise<ChatMessage[]> => [],
  send = replying('Hello there'),
  regenerate = waiting,
  follow = waiting,
  actors = {},
}: {
  input?: ChatInput;
  history?: (request: HistoryRequest) => Promise<ChatMessage[]>;
  send?: (sender: FakeSender<SendRequest>) => void;
  regenerate?: (sender: FakeSender<ReplyRequest>) => void;
  follow?: (sender: FakeSender<ReplyRequest>) => void;
  actors?: Parameters<typeof chatMachine.provide>[0]['actors'];
} = {}) {
  const clock = new SimulatedClock();
  const senders = {
    send: fakeSenders<SendRequest>(send),
    regenerate: fakeSenders<ReplyRequest>(regenerate),
    follow: fakeSenders<ReplyRequest>(follow),
  };
  const spies = {
    loadHistory: vi.fn(({ input }: { input: HistoryRequest }) => history(input)),
    logError: vi.fn(),
    replyCompleted: vi.fn(),
  };
  const actor = createActor(
    chatMachine.provide({
      actors: {
        loadHistory: fromPromise(spies.loadHistory),
        sendMessage: senders.send.logic,
        regenerateReply: senders.regenerate.logic,
        followReply: senders.follow.logic,
        ...actors,
      },
      actions: {
        logError: (_, { error }) => spies.logError(error),
        replyCompleted: (_, { characterId }) => spies.replyCompleted(characterId),
      },
    }),
    { input, clock },
  ).start();
  const ready = () =>
    waitFor(actor, (s) => s.matches({ conversation: { ready: { history: 'idle', polling: 'waiting' } } }));
  const sent = () => waitFor(actor, (s) => s.context.outbox.length === 0);
  const sends = senders.send.calls;
  return { actor, clock, spies, ready, sent, senders, sends };
}

const say = (actor: { send: (event: ChatEvent) => void }, text: string) => {
  actor.send({ type: 'user.type', text });
  actor.send({ type: 'user.send' });
};

const streaming = (id: string, second: number, content = '') => ({
  ...message(id, 'ai', at(second), content),
  status: 'streaming' as const,
});

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
    const { actor, sends, ready, sent } = start({ send: waiting });
    await ready();
    say(actor, '  Hi there  ');
    let snapshot = actor.getSnapshot();
    expect(contents(snapshot.context.messages)).toEqual(['Hi there']);
    expect(snapshot.context.messages[0]?.type).toBe('human');
    expect(snapshot.context.draft).toBe('');
    expect(isTyping(snapshot)).toBe(true);
    expect(isReplying(snapshot)).toBe(true);
    expect(sends[0]?.input).toMatchObject({ userId: 'u1', characterId: 'c1', message: 'Hi there', localId: 'local-1' });
    sends[0]?.done('Hello!');
    snapshot = await sent();
    expect(contents(snapshot.context.messages)).toEqual(['Hi there', 'Hello!']);
    expect(snapshot.context.messages[1]?.type).toBe('ai');
    expect(isTyping(snapshot)).toBe(false);
    expect(sends[0]?.stopped).toBe(true);
  });

  it('shows a streamed reply as it is written: the stored message, the reply growing, its stored end, announced once', async () => {
    const { actor, ready, sent, spies, sends } = start({ send: waiting });
    await ready();
    say(actor, 'Tell me about the sea');
    const sender = sends[0];
    const human = message('h1', 'human', at(1), 'Tell me about the sea');
    const reply = streaming('r1', 2);
    sender?.emit({ type: 'human', message: human });
    expect(ids(actor.getSnapshot().context.messages)).toEqual(['h1']);
    expect(isTyping(actor.getSnapshot())).toBe(true);
    sender?.emit({ type: 'reply', message: reply });
    expect(ids(actor.getSnapshot().context.messages)).toEqual(['h1', 'r1']);
    // The reply's own bubble says it is being written from here on.
    expect(isTyping(actor.getSnapshot())).toBe(false);
    expect(isReplying(actor.getSnapshot())).toBe(true);
    sender?.emit({ type: 'delta', messageId: 'r1', text: 'Grey and ', offset: 9 });
    sender?.emit({ type: 'delta', messageId: 'r1', text: 'loud.', offset: 14 });
    // A piece already shown is not added again; one that does not continue what is shown waits for the end.
    sender?.emit({ type: 'delta', messageId: 'r1', text: 'loud.', offset: 14 });
    sender?.emit({ type: 'delta', messageId: 'r1', text: 'lost', offset: 40 });
    expect(actor.getSnapshot().context.messages[1]?.content).toBe('Grey and loud.');
    expect(actor.getSnapshot().context.announcement).toBe('');
    expect(spies.replyCompleted).not.toHaveBeenCalled();
    sender?.emit({ type: 'done', message: { ...reply, content: 'Grey and loud!', status: undefined } });
    sender?.done('Grey and loud!');
    const snapshot = await sent();
    expect(contents(snapshot.context.messages)).toEqual(['Tell me about the sea', 'Grey and loud!']);
    expect(snapshot.context.messages[1]?.status).toBeUndefined();
    expect(snapshot.context.announcement).toBe('Grey and loud!');
    expect(spies.replyCompleted).toHaveBeenCalledExactlyOnceWith('c1');
    expect(isReplying(snapshot)).toBe(false);
  });

  it('announces a reply completed in another conversation only to the app, not to the open one', async () => {
    const { actor, ready, sent, spies, sends } = start({ send: waiting });
    await ready();
    say(actor, 'Hi');
    actor.send({ type: 'user.openConversation', characterId: 'c2' });
    await ready();
    sends[0]?.emit({ type: 'done', message: message('r1', 'ai', at(2), 'Hello from c1') });
    sends[0]?.done('Hello from c1');
    const snapshot = await sent();
    expect(snapshot.context.announcement).toBe('');
    expect(snapshot.context.messages).toEqual([]);
    expect(spies.replyCompleted).toHaveBeenCalledExactlyOnceWith('c1');
  });

  it('stops the reply being written on Stop, showing it pending until the server has stopped it', async () => {
    const stopped = deferred<ChatMessage>();
    const stopReply = vi.fn(() => stopped.promise);
    const { actor, ready, senders } = start({
      history: async () => [streaming('r1', 2, 'Grey'), message('h1', 'human', at(1))],
      actors: { stopReply: fromPromise(stopReply) },
    });
    await ready();
    expect(isReplying(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'user.stop' });
    expect(stopReply).toHaveBeenCalledWith(expect.objectContaining({ input: { userId: 'u1', characterId: 'c1' } }));
    expect(isStopping(actor.getSnapshot())).toBe(true);
    // The reply's end comes through the stream it is followed by.
    senders.follow.calls[0]?.emit({
      type: 'done',
      message: { ...message('r1', 'ai', at(2), 'Grey'), status: 'stopped' },
    });
    expect(isStopping(actor.getSnapshot())).toBe(false);
    stopped.resolve({ ...message('r1', 'ai', at(2), 'Grey'), status: 'stopped' });
    const snapshot = await waitFor(actor, (s) => s.matches({ conversation: { ready: { changes: 'idle' } } }));
    expect(snapshot.context.messages[1]).toMatchObject({ _id: 'r1', status: 'stopped' });
  });

  it('ends the pending Stop when the server answers it, and logs a Stop that failed', async () => {
    let attempt = 0;
    const { actor, ready, spies } = start({
      history: async () => [streaming('r1', 2, 'Grey'), message('h1', 'human', at(1))],
      actors: {
        stopReply: fromPromise(async (): Promise<ChatMessage> => {
          attempt += 1;
          if (attempt === 1) throw new Error('offline');
          return { ...message('r1', 'ai', at(2), 'Grey'), status: 'stopped' as const };
        }),
      },
    });
    await ready();
    actor.send({ type: 'user.stop' });
    await waitFor(actor, (s) => !isStopping(s));
    expect(spies.logError).toHaveBeenCalledWith(new Error('offline'));
    actor.send({ type: 'user.stop' });
    const snapshot = await waitFor(actor, (s) => !isStopping(s));
    expect(snapshot.context.messages[1]?.status).toBe('stopped');
  });

  it('marks a message the server never got as not delivered, and Retry sends it with the same key', async () => {
    let attempt = 0;
    const { actor, spies, ready, sent, sends } = start({
      send: (sender) => {
        attempt += 1;
        if (attempt === 1) sender.fail(new Error('offline'), false);
        else sender.done('Here I am');
      },
    });
    await ready();
    say(actor, 'Are you there?');
    let snapshot = await sent();
    expect(snapshot.context.messages).toMatchObject([{ content: 'Are you there?', undelivered: true }]);
    expect(spies.logError).toHaveBeenCalledWith(new Error('offline'));
    expect(isReplying(snapshot)).toBe(false);

    actor.send({ type: 'user.retrySend', messageId: snapshot.context.messages[0]?._id ?? '' });
    expect(actor.getSnapshot().context.messages[0]?.undelivered).toBeUndefined();
    snapshot = await sent();
    const [first, retry] = sends.map((sender) => sender.input.idempotencyKey);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(sends[1]?.input.localId).toBe(sends[0]?.input.localId);
    expect(contents(snapshot.context.messages)).toEqual(['Are you there?', 'Here I am']);
  });

  it('gives every new message a key of its own', async () => {
    const { actor, ready, sent, sends } = start();
    await ready();
    say(actor, 'one');
    await sent();
    say(actor, 'two');
    await sent();
    expect(new Set(sends.map((sender) => sender.input.idempotencyKey)).size).toBe(2);
  });

  it('only logs a send the server got but could not answer, keeping the stored message shown', async () => {
    const { actor, spies, ready, sent } = start({
      send: (sender) => {
        sender.emit({ type: 'human', message: message('h1', 'human', at(1), 'Hi') });
        sender.fail(new Error('Request failed with status code 502'), true);
      },
    });
    await ready();
    say(actor, 'Hi');
    const snapshot = await sent();
    expect(spies.logError).toHaveBeenCalledWith(new Error('Request failed with status code 502'));
    expect(snapshot.context.messages).toEqual([message('h1', 'human', at(1), 'Hi')]);
    expect(isTyping(snapshot)).toBe(false);
  });

  it('sends in two conversations at once: a slow reply in one does not hold up the other', async () => {
    const { actor, ready, sends, spies } = start({ send: waiting });
    await ready();
    say(actor, 'Hi c1');
    actor.send({ type: 'user.openConversation', characterId: 'c2' });
    await ready();
    say(actor, 'Hi c2');
    expect(sends.map((sender) => [sender.input.characterId, sender.input.message])).toEqual([
      ['c1', 'Hi c1'],
      ['c2', 'Hi c2'],
    ]);
    expect(actor.getSnapshot().context.typing).toEqual(['c1', 'c2']);
    const reply = message('r2', 'ai', at(3), 'Hello from c2');
    sends[1]?.emit({ type: 'reply', message: { ...reply, content: '', status: 'streaming' } });
    sends[1]?.emit({ type: 'done', message: reply });
    sends[1]?.done(reply.content);
    const snapshot = await waitFor(actor, (s) => s.context.outbox.length === 1);
    expect(contents(snapshot.context.messages)).toEqual(['Hi c2', 'Hello from c2']);
    expect(snapshot.context.typing).toEqual(['c1']);
    expect(sends[0]?.stopped).toBe(false);
    expect(spies.replyCompleted).toHaveBeenCalledExactlyOnceWith('c2');
  });

  it('sends the queued messages of one conversation one after another, in order', async () => {
    const { actor, sends, ready, sent } = start({ send: waiting });
    await ready();
    say(actor, 'one');
    say(actor, 'two');
    expect(sends).toHaveLength(1);
    sends[0]?.done('reply one');
    await waitFor(actor, () => sends.length === 2);
    expect(sends[1]?.input.message).toBe('two');
    expect(isTyping(actor.getSnapshot())).toBe(true);
    sends[1]?.done('reply two');
    const snapshot = await sent();
    expect(contents(snapshot.context.messages)).toEqual(['one', 'two', 'reply one', 'reply two']);
    expect(isTyping(snapshot)).toBe(false);
  });

  it('tracks typing per conversation and keeps a late reply out of another conversation', async () => {
    const { actor, ready, sent, sends } = start({ send: waiting });
    await ready();
    say(actor, 'Hi');
    actor.send({ type: 'user.openConversation', characterId: 'c2' });
    await ready();
    expect(isTyping(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.typing).toEqual(['c1']);
    sends[0]?.done('Hello');
    const snapshot = await sent();
    expect(snapshot.context.messages).toEqual([]);
    expect(snapshot.context.typing).toEqual([]);
  });

  it('writes the latest reply again in place of the one shown, and shows it again if no other comes', async () => {
    const history = [message('r1', 'ai', at(2), 'Grey'), message('h1', 'human', at(1))];
    const { actor, ready, sent, senders } = start({ history: async () => history });
    await ready();
    actor.send({ type: 'user.regenerate', messageId: 'r1' });
    expect(ids(actor.getSnapshot().context.messages)).toEqual(['h1']);
    expect(isTyping(actor.getSnapshot())).toBe(true);
    const [first] = senders.regenerate.calls;
    expect(first?.input).toEqual({ userId: 'u1', characterId: 'c1' });
    first?.emit({ type: 'reply', message: { ...streaming('r2', 3), alternatives: ['r1', 'r2'] } });
    first?.emit({ type: 'delta', messageId: 'r2', text: 'Blue', offset: 4 });
    expect(actor.getSnapshot().context.messages[1]).toMatchObject({ _id: 'r2', content: 'Blue' });
    first?.emit({ type: 'done', message: { ...message('r2', 'ai', at(3), 'Blue.'), alternatives: ['r1', 'r2'] } });
    first?.done('Blue.');
    let snapshot = await sent();
    expect(contents(snapshot.context.messages)).toEqual(['text h1', 'Blue.']);

    actor.send({ type: 'user.regenerate', messageId: 'r2' });
    senders.regenerate.calls[1]?.fail(new Error('Request failed with status code 409'), true);
    snapshot = await sent();
    expect(ids(snapshot.context.messages)).toEqual(['h1', 'r2']);
  });

  it('shows the chosen alternative in place of the reply shown', async () => {
    const shown = { ...message('r2', 'ai', at(3), 'Blue'), alternatives: ['r1', 'r2'] };
    const chosen = { ...message('r1', 'ai', at(2), 'Grey'), alternatives: ['r1', 'r2'] };
    const chooseReply = vi.fn(async (): Promise<ChatMessage> => chosen);
    const { actor, ready } = start({
      history: async () => [shown, message('h1', 'human', at(1))],
      actors: { chooseReply: fromPromise(chooseReply) },
    });
    await ready();
    actor.send({ type: 'user.chooseAlternative', messageId: 'r2', alternativeId: 'r1' });
    expect(chooseReply).toHaveBeenCalledWith(
      expect.objectContaining({ input: { userId: 'u1', characterId: 'c1', messageId: 'r1' } }),
    );
    const snapshot = await waitFor(actor, (s) => s.context.messages[1]?._id === 'r1');
    expect(snapshot.context.messages[1]).toEqual(chosen);
  });

  it('shows an edited message and follows the new reply in place of the later ones', async () => {
    const history = [
      message('r2', 'ai', at(4)),
      message('h2', 'human', at(3)),
      message('r1', 'ai', at(2)),
      message('h1', 'human', at(1)),
    ];
    const edited = { ...message('h2', 'human', at(3), 'Rewritten'), editedAt: at(9) };
    const { actor, ready, sent, senders } = start({
      history: async () => history,
      actors: {
        editMessage: fromPromise(
          async (): Promise<EditMessageResponse> => ({ message: edited, reply: streaming('r3', 10) }),
        ),
      },
    });
    await ready();
    actor.send({ type: 'user.editMessage', messageId: 'h2', text: 'Rewritten' });
    await waitFor(actor, () => senders.follow.calls.length === 1);
    expect(ids(actor.getSnapshot().context.messages)).toEqual(['h1', 'r1', 'h2', 'r3']);
    expect(actor.getSnapshot().context.messages[2]).toEqual(edited);
    const follower = senders.follow.calls[0];
    expect(follower?.input).toEqual({ userId: 'u1', characterId: 'c1' });
    follower?.emit({ type: 'reply', message: streaming('r3', 10) });
    follower?.emit({ type: 'delta', messageId: 'r3', text: 'New', offset: 3 });
    follower?.emit({ type: 'done', message: message('r3', 'ai', at(10), 'New answer') });
    follower?.done('New answer');
    const snapshot = await sent();
    expect(contents(snapshot.context.messages).slice(2)).toEqual(['Rewritten', 'New answer']);
  });

  it('deletes a message after a few seconds unless Undo comes first', async () => {
    const history = [message('m2', 'ai', at(2)), message('m1', 'human', at(1))];
    const deleted = vi.fn();
    const { actor, clock, ready } = start({
      history: async () => history,
      actors: {
        deleteMessage: fromPromise(async ({ input }: { input: ReplyRequest & { messageId: string } }) => {
          deleted(input.characterId, input.messageId);
        }),
      },
    });
    await ready();
    actor.send({ type: 'user.deleteMessage', messageId: 'm1' });
    expect(actor.getSnapshot().context.messages[0]).toMatchObject({ _id: 'm1', deleted: true });
    actor.send({ type: 'user.undoDelete', messageId: 'm1' });
    clock.increment(DELETE_UNDO_MS);
    expect(ids(actor.getSnapshot().context.messages)).toEqual(['m1', 'm2']);
    expect(actor.getSnapshot().context.messages[0]?.deleted).toBeUndefined();

    // An AI reply goes the same way.
    actor.send({ type: 'user.deleteMessage', messageId: 'm2' });
    clock.increment(DELETE_UNDO_MS - 1);
    expect(ids(actor.getSnapshot().context.messages)).toEqual(['m1', 'm2']);
    clock.increment(1);
    expect(ids(actor.getSnapshot().context.messages)).toEqual(['m1']);
    await vi.waitFor(() => expect(deleted).toHaveBeenCalledWith('c1', 'm2'));
    expect(deleted).toHaveBeenCalledOnce();
  });

  it('deletes in the conversation the message was deleted in, even after another one opened', async () => {
    const deleted = vi.fn();
    const { actor, clock, ready } = start({
      history: async ({ characterId }) => (characterId === 'c1' ? [message('m1', 'human', at(1))] : []),
      actors: {
        deleteMessage: fromPromise(async ({ input }: { input: ReplyRequest & { messageId: string } }) => {
          deleted(input.characterId, input.messageId);
        }),
      },
    });
    await ready();
    actor.send({ type: 'user.deleteMessage', messageId: 'm1' });
    actor.send({ type: 'user.openConversation', characterId: 'c2' });
    await ready();
    clock.increment(DELETE_UNDO_MS);
    await vi.waitFor(() => expect(deleted).toHaveBeenCalledExactlyOnceWith('c1', 'm1'));
  });

  it('follows a reply that was being written when the history loaded (the page was reloaded)', async () => {
    const history = [streaming('r1', 2, 'Grey'), message('h1', 'human', at(1))];
    const { actor, ready, sent, senders } = start({ history: async () => history });
    await ready();
    await waitFor(actor, () => senders.follow.calls.length === 1);
    const follower = senders.follow.calls[0];
    expect(follower?.input).toEqual({ userId: 'u1', characterId: 'c1' });
    expect(isReplying(actor.getSnapshot())).toBe(true);
    follower?.emit({ type: 'reply', message: streaming('r1', 2, 'Grey and') });
    follower?.emit({ type: 'delta', messageId: 'r1', text: ' loud', offset: 13 });
    expect(actor.getSnapshot().context.messages[1]?.content).toBe('Grey and loud');
    follower?.emit({ type: 'done', message: message('r1', 'ai', at(2), 'Grey and loud.') });
    follower?.done('Grey and loud.');
    const snapshot = await sent();
    expect(snapshot.context.messages[1]).toEqual(message('r1', 'ai', at(2), 'Grey and loud.'));
    expect(snapshot.context.announcement).toBe('Grey and loud.');
    expect(isReplying(snapshot)).toBe(false);
  });

  it('follows a reply a poll finds being written, and updates what it shows from later polls', async () => {
    let latest: ChatMessage[] = [message('h1', 'human', at(1))];
    const { actor, clock, ready, senders } = start({
      history: async () => latest,
      follow: (sender) => sender.fail(new Error('offline'), false),
    });
    await ready();
    latest = [streaming('r1', 2, 'Grey'), message('h1', 'human', at(1))];
    clock.increment(5_000);
    await waitFor(actor, () => senders.follow.calls.length === 1);
    expect(actor.getSnapshot().context.messages[1]).toMatchObject({ _id: 'r1', content: 'Grey', status: 'streaming' });
    await waitFor(actor, (s) => s.context.outbox.length === 0);
    latest = [
      { ...message('r1', 'ai', at(2), 'Grey and loud.'), alternatives: ['r0', 'r1'] },
      latest[1] as ChatMessage,
    ];
    clock.increment(5_000);
    const snapshot = await waitFor(actor, (s) => s.context.messages[1]?.status !== 'streaming');
    expect(snapshot.context.messages[1]).toEqual(latest[0]);
  });

  it('does not let a poll take back what a reply streamed here has shown', async () => {
    let latest: ChatMessage[] = [];
    const { actor, clock, ready, sends } = start({ history: async () => latest, send: waiting });
    await ready();
    say(actor, 'Hi');
    sends[0]?.emit({ type: 'human', message: message('h1', 'human', at(1), 'Hi') });
    sends[0]?.emit({ type: 'reply', message: streaming('r1', 2) });
    sends[0]?.emit({ type: 'delta', messageId: 'r1', text: 'Hello there', offset: 11 });
    latest = [streaming('r1', 2, 'Hello'), message('h1', 'human', at(1), 'Hi')];
    clock.increment(5_000);
    const snapshot = await ready();
    expect(snapshot.context.messages[1]?.content).toBe('Hello there');
  });

  it('does not send empty or blank text', async () => {
    const { actor, sends, ready } = start();
    await ready();
    actor.send({ type: 'user.send' });
    say(actor, ' \n ');
    expect(sends).toEqual([]);
    expect(actor.getSnapshot().context.messages).toEqual([]);
    expect(actor.getSnapshot().context.draft).toBe(' \n ');
  });

  it('does not send zero-width text, and sends an emoji without what is invisible around it', async () => {
    const { actor, sends, ready } = start();
    await ready();
    say(actor, '\u200B\u2060\u202E');
    expect(sends).toEqual([]);
    say(actor, '\u200B👨‍👩‍👧\uFEFF');
    expect(contents(actor.getSnapshot().context.messages)).toEqual(['👨‍👩‍👧']);
    expect(sends[0]?.input).toMatchObject({ userId: 'u1', characterId: 'c1', message: '👨‍👩‍👧' });
  });

  it("logs 'Invalid chat response' for a send that ended without a reply, and stops typing", async () => {
    const { actor, spies, ready, sent } = start({ send: replying(' ') });
    await ready();
    say(actor, 'Hi');
    const snapshot = await sent();
    expect(spies.logError).toHaveBeenCalledWith(new Error('Invalid chat response'));
    expect(contents(snapshot.context.messages)).toEqual(['Hi']);
    expect(isTyping(snapshot)).toBe(false);
  });

  it('fails a send loudly when the app has not provided the sending actor', async () => {
    const logError = vi.fn();
    const actor = createActor(
      chatMachine.provide({
        actors: { loadHistory: fromPromise(async (): Promise<ChatMessage[]> => []) },
        actions: { logError: (_, { error }) => logError(error) },
      }),
      { input: { userId: 'u1', characterId: 'c1' } },
    ).start();
    say(actor, 'Hi');
    await waitFor(actor, (s) => s.context.outbox.length === 0);
    expect(logError).toHaveBeenCalledWith(new Error('The "sendMessage" actor is not provided'));
  });

  it('polls the 10 latest every 5 seconds, adding only newer messages; an AI message stops typing', async () => {
    let latest: ChatMessage[] = [message('m1', 'ai', at(1))];
    const { actor, clock, spies, ready } = start({
      history: async () => latest,
      send: waiting,
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
    expect(isTyping(snapshot)).toBe(false);
    clock.increment(5_000);
    expect(spies.loadHistory).toHaveBeenCalledTimes(3);
  });

  it('keeps polling after a failed poll, less often while polls fail', async () => {
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
    await ready();
    // Failing again: the next poll waits longer, and the usual pace comes back once one succeeds.
    clock.increment(recoveryDelay(2) - 1);
    expect(spies.loadHistory).toHaveBeenCalledTimes(3);
    fail = false;
    clock.increment(1);
    expect(spies.loadHistory).toHaveBeenCalledTimes(4);
    await ready();
    clock.increment(5_000);
    expect(spies.loadHistory).toHaveBeenCalledTimes(5);
  });

  it('rests while the tab is hidden and polls at once when it shows again', async () => {
    const { actor, clock, spies, ready } = start();
    await ready();
    actor.send({ type: 'page.hidden' });
    clock.increment(60_000);
    expect(spies.loadHistory).toHaveBeenCalledOnce();
    actor.send({ type: 'page.visible' });
    expect(spies.loadHistory).toHaveBeenCalledTimes(2);
  });

  it('reaches every state', () => {
    const full = Array.from({ length: 50 }, (_, i) => message(`p${i}`, 'ai', at(0)));
    const events = [
      { type: 'user.openConversation', characterId: 'c1' },
      { type: 'user.type', text: 'Hi' },
      { type: 'xstate.done.actor.loadHistory', output: full },
      { type: 'xstate.done.actor.loadHistory', output: [{ ...message('s1', 'ai', at(1)), status: 'streaming' }] },
      { type: 'xstate.error.actor.loadHistory', error: new Error('offline') },
      { type: 'xstate.done.actor.loadOlder', output: [] },
      { type: 'xstate.error.actor.loadOlder', error: new Error('offline') },
      { type: 'xstate.done.actor.pollLatest', output: [] },
      { type: 'xstate.error.actor.pollLatest', error: new Error('offline') },
      { type: 'api.sendDone', characterId: 'c1', text: 'Hello' },
      { type: 'api.sendDone', characterId: 'c1', text: '' },
      { type: 'api.sendFailed', characterId: 'c1', error: new Error('offline'), delivered: false },
      { type: 'page.hidden' },
      { type: 'page.visible' },
      { type: 'user.stop' },
      { type: 'xstate.done.actor.stopReply', output: message('r1', 'ai', at(1)) },
      { type: 'xstate.error.actor.stopReply', error: new Error('offline') },
      { type: 'user.chooseAlternative', messageId: 'p1', alternativeId: 'p2' },
      { type: 'xstate.done.actor.chooseReply', output: message('p2', 'ai', at(1)) },
      { type: 'xstate.error.actor.chooseReply', error: new Error('offline') },
      { type: 'user.editMessage', messageId: 'p1', text: 'Hello' },
      { type: 'xstate.done.actor.editMessage', output: { message: message('p1', 'human', at(1)) } },
      { type: 'xstate.error.actor.editMessage', error: new Error('offline') },
      { type: 'api.streamEvent', characterId: 'c1', event: { type: 'reply', message: message('r1', 'ai', at(1)) } },
      { type: 'user.retrySend', messageId: 'local-1' },
      { type: 'user.regenerate', messageId: 'p1' },
      { type: 'user.deleteMessage', messageId: 'p1' },
      { type: 'user.undoDelete', messageId: 'p1' },
      { type: 'timer.deleteDue', characterId: 'c1', messageId: 'p1' },
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

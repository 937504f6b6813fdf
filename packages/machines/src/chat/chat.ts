import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_POLL_INTERVAL_MS,
  CHAT_POLL_PAGE_SIZE,
  type ChatMessage,
  type ChatStreamEvent,
  type EditMessageResponse,
  FIRST_PAGE,
  INVALID_CHAT_RESPONSE,
  trimText,
} from '@kindred/contract';
import { assign, type EventObject, enqueueActions, fromCallback, type SnapshotFrom, setup, spawnChild } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { recoveryDelay } from '../shared/recovery';
import {
  type ConversationMessage,
  canSendText,
  hasMoreHistory,
  mergePolled,
  prependOlder,
  withHistory,
  withStreamEvent,
} from './chatMessages';

/** How long a deleted message can be brought back before it is deleted on the server. */
export const DELETE_UNDO_MS = 5_000;

export interface ChatInput {
  userId: string;
  /** The character whose conversation opens first, if any. */
  characterId?: string | null;
}

/**
 * What a conversation's queue does, one at a time: send a message, write the latest reply again,
 * or follow a reply being written (after a reload, or an edit). Each conversation has its own
 * queue, so a slow reply in one never holds up another.
 */
export interface OutgoingMessage {
  /** Numbers the queued work; its sending actor is named after it. */
  job: number;
  characterId: string;
  kind: 'send' | 'regenerate' | 'follow';
  text: string;
  /** The local message shown for a send. */
  localId?: string;
  /** Made once when the message is queued: a retry repeats it, so the server stores the message once. */
  idempotencyKey?: string;
  /** Its sending actor runs: it heads its conversation's queue. */
  started?: boolean;
  /** The reply being written for it, once the server has said which. */
  replyId?: string;
  /** The reply a regenerate took away, shown again if no new one comes. */
  replacing?: ConversationMessage;
}

/** What the sending actor is given: the message, and the key that makes a retry the same message. */
export interface SendRequest {
  userId: string;
  characterId: string;
  message: string;
  localId: string;
  idempotencyKey: string;
}

/** What the actors that ask for another reply, or follow one being written, are given. */
export interface ReplyRequest {
  userId: string;
  characterId: string;
}

/**
 * What the sending, regenerating and following actors report to the chat: every event of the reply
 * as it comes, then how it ended. `delivered` says whether the server stored the message (a `human`
 * event came, or the server answered at all) rather than never getting it (the network, a timeout).
 */
export type SenderEvent =
  | { type: 'api.streamEvent'; characterId: string; localId?: string; event: ChatStreamEvent }
  /** The reply has ended; `text` is its text, for a server that answered without streaming. */
  | { type: 'api.sendDone'; characterId: string; text: string }
  | { type: 'api.sendFailed'; characterId: string; error: unknown; delivered: boolean };

export interface ChatContext {
  userId: string;
  characterId: string | null;
  /** The open conversation, oldest first. */
  messages: ConversationMessage[];
  hasMore: boolean;
  /** The last history page loaded. */
  page: number;
  /** The text in the input. */
  draft: string;
  /** Work waiting for a reply, oldest first; each conversation's in order, one at a time. */
  outbox: OutgoingMessage[];
  /** Conversations (character ids) whose character is typing a reply that has not appeared yet. */
  typing: string[];
  /** Numbers the messages shown before the server has them. */
  localCount: number;
  /** Numbers the queued work. */
  jobCount: number;
  /** Loads of the open conversation's history that failed in a row; 0 once one succeeds. */
  failures: number;
  /** Polls that failed in a row: each waits longer than the one before, up to the recovery delay's longest. */
  pollFailures: number;
  /** Stop was pressed in the open conversation and the reply has not ended yet. */
  stopping: boolean;
  /** The text of the latest reply completed in the open conversation, for screen readers to hear once. */
  announcement: string;
}

export type ChatEvent =
  | { type: 'user.openConversation'; characterId: string }
  | { type: 'user.type'; text: string }
  | { type: 'user.send' }
  | { type: 'user.scrolledToTop' }
  /** Try the failed history load again at once. */
  | { type: 'user.retry' }
  | { type: 'user.stop' }
  | { type: 'user.regenerate'; messageId: string }
  | { type: 'user.chooseAlternative'; messageId: string; alternativeId: string }
  | { type: 'user.editMessage'; messageId: string; text: string }
  | { type: 'user.deleteMessage'; messageId: string }
  | { type: 'user.undoDelete'; messageId: string }
  | { type: 'user.retrySend'; messageId: string }
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  | SenderEvent
  | { type: 'timer.deleteDue'; characterId: string; messageId: string };

export interface HistoryRequest {
  userId: string;
  characterId: string;
  page: number;
  limit: number;
}

const conversationRequest = (context: ChatContext) => ({
  userId: context.userId,
  characterId: context.characterId ?? '',
});

/** The work a conversation's queue is doing now, if any. */
const sendingIn = (outbox: OutgoingMessage[], characterId: string | null) =>
  outbox.find((queued) => queued.characterId === characterId && queued.started);

/** The name of the actor doing a piece of queued work. */
const senderId = (queued: OutgoingMessage) => `send:${queued.characterId}:${queued.job}`;

/** The open conversation shows a reply being written that nothing here follows yet (the page was reloaded). */
const replyToFollow = (context: ChatContext) =>
  context.messages.at(-1)?.status === 'streaming' &&
  !context.outbox.some((queued) => queued.characterId === context.characterId);

type ChatState = { context: Pick<ChatContext, 'characterId' | 'messages' | 'outbox' | 'typing' | 'stopping'> };

/** A reply is being written (or asked for) in the open conversation: Stop takes the place of Send. */
export const isReplying = ({ context }: Pick<ChatState, 'context'>) =>
  context.characterId !== null &&
  (context.messages.some((message) => message.status === 'streaming') ||
    context.outbox.some((queued) => queued.characterId === context.characterId));

/**
 * The character of the open conversation is typing a reply that has not appeared yet; a reply
 * being written with no text yet shows as typing by itself.
 */
export const isTyping = ({ context }: ChatState) =>
  context.characterId !== null && context.typing.includes(context.characterId);

/** Stop was pressed in the open conversation and the reply has not ended yet. */
export const isStopping = ({ context }: ChatState) => context.stopping;

/** Adds a conversation to those whose character is typing. */
const withTyping = (typing: string[], characterId: string) =>
  typing.includes(characterId) ? typing : [...typing, characterId];

const historyRequest = (context: ChatContext, page: number, limit: number): HistoryRequest => ({
  userId: context.userId,
  characterId: context.characterId ?? '',
  page,
  limit,
});

/** Placeholder for a sending actor the app supplies: the send fails loudly instead of waiting forever. */
const senderNotProvided = <TInput extends { characterId: string }>(name: string) =>
  fromCallback<EventObject, TInput>(({ input, sendBack }) => {
    sendBack({
      type: 'api.sendFailed',
      characterId: input.characterId,
      error: new Error(`The "${name}" actor is not provided`),
      delivered: true,
    } satisfies SenderEvent);
  });

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    /** A page of the conversation, newest first. */
    loadHistory: notProvided<ChatMessage[], HistoryRequest>('loadHistory'),
    /**
     * Sends one message, reporting each event of its reply as `api.streamEvent`, and ends with
     * `api.sendDone` or `api.sendFailed`. Stopping the actor abandons the request.
     */
    sendMessage: senderNotProvided<SendRequest>('sendMessage'),
    /** Asks for another reply to the latest message; reports like `sendMessage`. */
    regenerateReply: senderNotProvided<ReplyRequest>('regenerateReply'),
    /** Follows the reply being written in the conversation (GET …/stream); reports like `sendMessage`. */
    followReply: senderNotProvided<ReplyRequest>('followReply'),
    stopReply: notProvided<ChatMessage, ReplyRequest>('stopReply'),
    chooseReply: notProvided<ChatMessage, ReplyRequest & { messageId: string }>('chooseReply'),
    editMessage: notProvided<EditMessageResponse, ReplyRequest & { messageId: string; text: string }>('editMessage'),
    deleteMessage: notProvided<void, ReplyRequest & { messageId: string }>('deleteMessage'),
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
    /** A reply was completed (in any conversation): the app may tell a user who is away. */
    replyCompleted: (_, _params: { characterId: string }) => {},
    openConversation: assign((_, params: { characterId: string }) => ({
      characterId: params.characterId,
      messages: [],
      hasMore: false,
      page: FIRST_PAGE,
      draft: '',
      failures: 0,
      stopping: false,
      announcement: '',
    })),
    changeDraft: assign((_, params: { text: string }) => ({ draft: params.text })),
    /** Shows the message at once, clears the input and queues the message for sending. */
    queueDraft: assign(({ context }) => {
      const text = trimText(context.draft);
      const characterId = context.characterId ?? '';
      const localId = `local-${context.localCount + 1}`;
      const shown: ConversationMessage = {
        _id: localId,
        type: 'human',
        content: text,
        timestamp: new Date().toISOString(),
        local: true,
        idempotencyKey: crypto.randomUUID(),
      };
      return {
        messages: [...context.messages, shown],
        draft: '',
        outbox: [
          ...context.outbox,
          { job: context.jobCount + 1, characterId, kind: 'send', text, localId, idempotencyKey: shown.idempotencyKey },
        ],
        jobCount: context.jobCount + 1,
        typing: withTyping(context.typing, characterId),
        localCount: context.localCount + 1,
      };
    }),
    /** Sends an undelivered message again, with the key of its first try. */
    queueRetry: assign(({ context }, params: { messageId: string }) => {
      const message = context.messages.find((shown) => shown._id === params.messageId && shown.undelivered);
      const characterId = context.characterId ?? '';
      if (!message) return {};
      return {
        messages: context.messages.map((shown) =>
          shown._id === params.messageId ? { ...shown, undelivered: undefined } : shown,
        ),
        outbox: [
          ...context.outbox,
          {
            job: context.jobCount + 1,
            characterId,
            kind: 'send',
            text: message.content,
            localId: message._id,
            idempotencyKey: message.idempotencyKey,
          } as const,
        ],
        jobCount: context.jobCount + 1,
        typing: withTyping(context.typing, characterId),
      };
    }),
    /** Asks for another reply: the one shown goes (it stays on the server as an alternative). */
    queueRegenerate: assign(({ context }, params: { messageId: string }) => {
      const characterId = context.characterId ?? '';
      const replacing = context.messages.find((message) => message._id === params.messageId);
      return {
        messages: context.messages.filter((message) => message._id !== params.messageId),
        outbox: [
          ...context.outbox,
          { job: context.jobCount + 1, characterId, kind: 'regenerate', text: '', replacing } as const,
        ],
        jobCount: context.jobCount + 1,
        typing: withTyping(context.typing, characterId),
      };
    }),
    /** Follows the reply the open conversation shows being written, unless something here does already. */
    followIfWriting: assign(({ context }) =>
      replyToFollow(context)
        ? {
            outbox: [
              ...context.outbox,
              { job: context.jobCount + 1, characterId: context.characterId ?? '', kind: 'follow', text: '' } as const,
            ],
            jobCount: context.jobCount + 1,
          }
        : {},
    ),
    /** Each conversation whose queue is not busy starts on its oldest work. */
    startSending: enqueueActions(({ context, enqueue }) => {
      const next = new Map<string, OutgoingMessage>();
      for (const queued of context.outbox) {
        if (!next.has(queued.characterId)) next.set(queued.characterId, queued);
      }
      const starting = [...next.values()].filter((queued) => !queued.started);
      if (starting.length === 0) return;
      enqueue.assign({
        outbox: context.outbox.map((queued) => (starting.includes(queued) ? { ...queued, started: true } : queued)),
      });
      for (const queued of starting) {
        const id = senderId(queued);
        const request = { userId: context.userId, characterId: queued.characterId };
        if (queued.kind === 'send') {
          enqueue.spawnChild('sendMessage', {
            id,
            input: {
              ...request,
              message: queued.text,
              localId: queued.localId ?? '',
              idempotencyKey: queued.idempotencyKey ?? '',
            },
          });
        } else if (queued.kind === 'regenerate') {
          enqueue.spawnChild('regenerateReply', { id, input: request });
        } else {
          enqueue.spawnChild('followReply', { id, input: request });
        }
      }
    }),
    applyStreamEvent: assign(
      ({ context }, params: { characterId: string; localId: string | undefined; event: ChatStreamEvent }) => {
        const { event, characterId } = params;
        const open = characterId === context.characterId;
        const sending = sendingIn(context.outbox, characterId);
        const replyStarted = event.type === 'reply' || event.type === 'done';
        const completed = event.type === 'done' && event.message.status !== 'failed' && open;
        return {
          outbox:
            event.type === 'reply'
              ? context.outbox.map((queued) =>
                  queued === sending ? { ...queued, replyId: event.message._id } : queued,
                )
              : context.outbox,
          typing: replyStarted ? context.typing.filter((id) => id !== characterId) : context.typing,
          messages: open ? withStreamEvent(context.messages, event, params.localId) : context.messages,
          ...(event.type === 'done' && open && { stopping: false }),
          ...(completed && { announcement: event.message.content }),
        };
      },
    ),
    /** The server never got the message: its bubble says so and offers to send it again. */
    markUndelivered: assign(({ context }, params: { characterId: string }) => {
      const sent = sendingIn(context.outbox, params.characterId);
      if (sent?.kind !== 'send' || params.characterId !== context.characterId) return {};
      return {
        messages: context.messages.map((message) =>
          message._id === sent.localId
            ? { ...message, undelivered: true, idempotencyKey: sent.idempotencyKey }
            : message,
        ),
      };
    }),
    /** No other reply came: the one a regenerate took away shows again. */
    restoreReplaced: assign(({ context }, params: { characterId: string }) => {
      const sent = sendingIn(context.outbox, params.characterId);
      const { replacing } = sent ?? {};
      if (!replacing || sent?.replyId || params.characterId !== context.characterId) return {};
      if (context.messages.some((message) => message._id === replacing._id)) return {};
      return { messages: [...context.messages, replacing] };
    }),
    markStopping: assign({ stopping: true }),
    /** Stop has done what it could: the reply has ended, or it could not be stopped. */
    stopEnded: assign({ stopping: false }),
    replaceMessage: assign(({ context }, params: { messageId: string; message: ChatMessage }) => ({
      messages: context.messages.map((shown) => (shown._id === params.messageId ? params.message : shown)),
    })),
    /** The edited message, and a new reply in place of the ones after it when it was the latest. */
    showEdit: assign(({ context }, params: { messageId: string; edited: EditMessageResponse }) => {
      const index = context.messages.findIndex((shown) => shown._id === params.messageId);
      if (index < 0) return {};
      const { message, reply } = params.edited;
      const before = context.messages.slice(0, index);
      const after = reply ? [reply] : context.messages.slice(index + 1);
      return { messages: [...before, message, ...after] };
    }),
    markDeleted: assign(({ context }, params: { messageId: string; deleted: boolean }) => ({
      messages: context.messages.map((shown) =>
        shown._id === params.messageId ? { ...shown, deleted: params.deleted || undefined } : shown,
      ),
    })),
    removeMessage: assign(({ context }, params: { characterId: string; messageId: string }) =>
      params.characterId === context.characterId
        ? { messages: context.messages.filter((shown) => shown._id !== params.messageId) }
        : {},
    ),
    showHistory: assign(({ context }, params: { page: ChatMessage[] }) => ({
      messages: withHistory(context.messages, params.page),
      hasMore: hasMoreHistory(params.page),
      page: FIRST_PAGE,
      failures: 0,
    })),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
    countPollFailure: assign(({ context }) => ({ pollFailures: context.pollFailures + 1 })),
    showOlder: assign(({ context }, params: { page: ChatMessage[] }) => ({
      messages: prependOlder(context.messages, params.page),
      hasMore: hasMoreHistory(params.page),
      page: context.page + 1,
    })),
    showPolled: assign(({ context }, params: { page: ChatMessage[] }) => {
      const streamedHere = sendingIn(context.outbox, context.characterId)?.replyId;
      const { messages, added } = mergePolled(context.messages, params.page, streamedHere);
      const replied = added.some((message) => message.type === 'ai');
      return {
        messages,
        typing: replied ? context.typing.filter((id) => id !== context.characterId) : context.typing,
      };
    }),
    /** Shows a reply that came whole (a server that did not stream) if its conversation is still open. */
    showReply: assign(({ context }, params: { characterId: string; text: string }) => {
      const sent = sendingIn(context.outbox, params.characterId);
      // A streamed reply is shown already, as its events came.
      if (params.characterId !== context.characterId || sent?.replyId || sent?.kind !== 'send') return {};
      const reply: ConversationMessage = {
        _id: `local-${context.localCount + 1}`,
        type: 'ai',
        content: params.text,
        timestamp: new Date().toISOString(),
        local: true,
      };
      return { messages: [...context.messages, reply], localCount: context.localCount + 1 };
    }),
    /** The conversation's current work is done with: it stops typing unless more awaits a reply. */
    finishSending: enqueueActions(({ context, enqueue }, params: { characterId: string }) => {
      const sent = sendingIn(context.outbox, params.characterId);
      if (!sent) return;
      const rest = context.outbox.filter((queued) => queued !== sent);
      const stillWaiting = rest.some((queued) => queued.characterId === params.characterId);
      enqueue.stopChild(senderId(sent));
      enqueue.assign({
        outbox: rest,
        typing: stillWaiting ? context.typing : context.typing.filter((id) => id !== params.characterId),
      });
    }),
  },
  guards: {
    hasConversation: ({ context }) => context.characterId !== null,
    canSend: ({ context }) => context.characterId !== null && canSendText(context.draft),
    hasMoreHistory: ({ context }) => context.hasMore,
    /** A send ends with its reply shown, or the text of one; asking again or following may end with none. */
    hasReply: ({ context }, params: { characterId: string; text: string }) => {
      const sent = sendingIn(context.outbox, params.characterId);
      return sent?.kind !== 'send' || sent.replyId !== undefined || params.text.trim() !== '';
    },
    wasUndelivered: (_, params: { delivered: boolean }) => !params.delivered,
    canChange: ({ context }) => !isReplying({ context }),
    canStop: ({ context }) => isReplying({ context }),
  },
  delays: {
    // A server in trouble is asked less often, and again at the usual pace once it answers.
    pollInterval: ({ context }) =>
      context.pollFailures === 0
        ? CHAT_POLL_INTERVAL_MS
        : Math.max(CHAT_POLL_INTERVAL_MS, recoveryDelay(context.pollFailures)),
    recoveryDelay: ({ context }) => recoveryDelay(context.failures),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    userId: input.userId,
    characterId: input.characterId ?? null,
    messages: [],
    hasMore: false,
    page: FIRST_PAGE,
    draft: '',
    outbox: [],
    typing: [],
    localCount: 0,
    jobCount: 0,
    failures: 0,
    pollFailures: 0,
    stopping: false,
    announcement: '',
  }),
  type: 'parallel',
  on: {
    'user.type': { actions: { type: 'changeDraft', params: ({ event }) => ({ text: event.text }) } },
    'user.send': { guard: 'canSend', actions: ['queueDraft', 'startSending'] },
    'user.retrySend': {
      actions: [{ type: 'queueRetry', params: ({ event }) => ({ messageId: event.messageId }) }, 'startSending'],
    },
    'user.regenerate': {
      guard: 'canChange',
      actions: [{ type: 'queueRegenerate', params: ({ event }) => ({ messageId: event.messageId }) }, 'startSending'],
    },
    'api.streamEvent': {
      actions: [
        {
          type: 'applyStreamEvent',
          params: ({ event }) => ({ characterId: event.characterId, localId: event.localId, event: event.event }),
        },
        enqueueActions(({ event, enqueue }) => {
          const { characterId, event: streamed } = event;
          if (streamed.type === 'done' && streamed.message.status !== 'failed') {
            enqueue({ type: 'replyCompleted', params: { characterId } });
          }
        }),
      ],
    },
    'api.sendDone': [
      {
        guard: { type: 'hasReply', params: ({ event }) => ({ characterId: event.characterId, text: event.text }) },
        actions: [
          { type: 'showReply', params: ({ event }) => ({ characterId: event.characterId, text: event.text }) },
          { type: 'finishSending', params: ({ event }) => ({ characterId: event.characterId }) },
          'startSending',
        ],
      },
      {
        actions: [
          { type: 'logError', params: () => ({ error: new Error(INVALID_CHAT_RESPONSE) }) },
          { type: 'finishSending', params: ({ event }) => ({ characterId: event.characterId }) },
          'startSending',
        ],
      },
    ],
    'api.sendFailed': {
      actions: [
        { type: 'logError', params: ({ event }) => ({ error: event.error }) },
        enqueueActions(({ event, enqueue, check }) => {
          if (check({ type: 'wasUndelivered', params: { delivered: event.delivered } })) {
            enqueue({ type: 'markUndelivered', params: { characterId: event.characterId } });
          }
        }),
        { type: 'restoreReplaced', params: ({ event }) => ({ characterId: event.characterId }) },
        { type: 'finishSending', params: ({ event }) => ({ characterId: event.characterId }) },
        'startSending',
      ],
    },
    'user.deleteMessage': {
      guard: 'canChange',
      actions: [
        { type: 'markDeleted', params: ({ event }) => ({ messageId: event.messageId, deleted: true }) },
        enqueueActions(({ context, event, enqueue }) =>
          enqueue.raise(
            { type: 'timer.deleteDue', characterId: context.characterId ?? '', messageId: event.messageId },
            { delay: DELETE_UNDO_MS, id: `delete:${event.messageId}` },
          ),
        ),
      ],
    },
    'user.undoDelete': {
      actions: [
        enqueueActions(({ event, enqueue }) => enqueue.cancel(`delete:${event.messageId}`)),
        { type: 'markDeleted', params: ({ event }) => ({ messageId: event.messageId, deleted: false }) },
      ],
    },
    'timer.deleteDue': {
      actions: [
        {
          type: 'removeMessage',
          params: ({ event }) => ({ characterId: event.characterId, messageId: event.messageId }),
        },
        // The conversation it was deleted in, even if another one is open by now.
        spawnChild('deleteMessage', {
          input: ({ context, event }) => ({
            userId: context.userId,
            characterId: event.type === 'timer.deleteDue' ? event.characterId : '',
            messageId: event.type === 'timer.deleteDue' ? event.messageId : '',
          }),
        }),
      ],
    },
  },
  states: {
    conversation: {
      initial: 'closed',
      on: {
        'user.openConversation': {
          target: '.loading',
          reenter: true,
          actions: { type: 'openConversation', params: ({ event }) => ({ characterId: event.characterId }) },
        },
      },
      states: {
        closed: { always: { guard: 'hasConversation', target: 'loading' } },
        loading: {
          invoke: {
            id: 'loadHistory',
            src: 'loadHistory',
            input: ({ context }) => historyRequest(context, FIRST_PAGE, CHAT_HISTORY_PAGE_SIZE),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'showHistory', params: ({ event }) => ({ page: event.output }) },
                'followIfWriting',
                'startSending',
              ],
            },
            // Nothing of the conversation is known: the view says it could not be loaded, not that it is empty.
            onError: {
              target: 'failed',
              actions: [{ type: 'logError', params: ({ event }) => ({ error: event.error }) }, 'countFailure'],
            },
          },
        },
        /** The history could not be loaded: tried again by itself after a while, or at once on Retry. */
        failed: {
          after: { recoveryDelay: 'loading' },
          on: { 'user.retry': 'loading' },
        },
        ready: {
          type: 'parallel',
          states: {
            history: {
              initial: 'idle',
              states: {
                idle: { on: { 'user.scrolledToTop': { guard: 'hasMoreHistory', target: 'loadingOlder' } } },
                loadingOlder: {
                  invoke: {
                    id: 'loadOlder',
                    src: 'loadHistory',
                    input: ({ context }) => historyRequest(context, context.page + 1, CHAT_HISTORY_PAGE_SIZE),
                    onDone: {
                      target: 'idle',
                      actions: { type: 'showOlder', params: ({ event }) => ({ page: event.output }) },
                    },
                    onError: {
                      target: 'idle',
                      actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                    },
                  },
                },
              },
            },
            /** Changes to messages already shown, one at a time: Stop, a chosen alternative, an edit. */
            changes: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'user.stop': { guard: 'canStop', target: 'stopping' },
                    'user.chooseAlternative': { guard: 'canChange', target: 'choosing' },
                    'user.editMessage': { guard: 'canChange', target: 'editing' },
                  },
                },
                stopping: {
                  entry: 'markStopping',
                  invoke: {
                    id: 'stopReply',
                    src: 'stopReply',
                    input: ({ context }) => conversationRequest(context),
                    // The reply has ended by now (or had before Stop reached the server).
                    onDone: {
                      target: 'idle',
                      actions: [
                        'stopEnded',
                        {
                          type: 'replaceMessage',
                          params: ({ event }) => ({ messageId: event.output._id, message: event.output }),
                        },
                      ],
                    },
                    onError: {
                      target: 'idle',
                      actions: ['stopEnded', { type: 'logError', params: ({ event }) => ({ error: event.error }) }],
                    },
                  },
                },
                choosing: {
                  invoke: {
                    id: 'chooseReply',
                    src: 'chooseReply',
                    input: ({ context, event }) => ({
                      ...conversationRequest(context),
                      messageId: event.type === 'user.chooseAlternative' ? event.alternativeId : '',
                    }),
                    onDone: {
                      target: 'idle',
                      actions: {
                        type: 'replaceMessage',
                        params: ({ event, context }) => ({
                          messageId:
                            context.messages.find((shown) => shown.alternatives?.includes(event.output._id))?._id ?? '',
                          message: event.output,
                        }),
                      },
                    },
                    onError: {
                      target: 'idle',
                      actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                    },
                  },
                },
                editing: {
                  invoke: {
                    id: 'editMessage',
                    src: 'editMessage',
                    input: ({ context, event }) => ({
                      ...conversationRequest(context),
                      messageId: event.type === 'user.editMessage' ? event.messageId : '',
                      text: event.type === 'user.editMessage' ? event.text : '',
                    }),
                    onDone: {
                      target: 'idle',
                      actions: [
                        {
                          type: 'showEdit',
                          params: ({ event }) => ({ messageId: event.output.message._id, edited: event.output }),
                        },
                        'followIfWriting',
                        'startSending',
                      ],
                    },
                    onError: {
                      target: 'idle',
                      actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                    },
                  },
                },
              },
            },
            polling: {
              initial: 'waiting',
              states: {
                waiting: { after: { pollInterval: 'fetching' }, on: { 'page.hidden': 'paused' } },
                /** The tab is hidden: nobody reads the conversation; it is read again as soon as they are back. */
                paused: { on: { 'page.visible': 'fetching' } },
                fetching: {
                  invoke: {
                    id: 'pollLatest',
                    src: 'loadHistory',
                    input: ({ context }) => historyRequest(context, FIRST_PAGE, CHAT_POLL_PAGE_SIZE),
                    onDone: {
                      target: 'waiting',
                      actions: [
                        { type: 'showPolled', params: ({ event }) => ({ page: event.output }) },
                        'followIfWriting',
                        'startSending',
                        assign({ pollFailures: 0 }),
                      ],
                    },
                    onError: {
                      target: 'waiting',
                      actions: [
                        { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                        'countPollFailure',
                      ],
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type ChatSnapshot = SnapshotFrom<typeof chatMachine>;

/**
 * The open conversation's history could not be loaded: failed, or trying again after a failure (the
 * view keeps saying so until a load succeeds). A poll or an older page that fails keeps what shows.
 */
export const chatHistoryFailed = (snapshot: ChatSnapshot) =>
  snapshot.matches({ conversation: 'failed' }) ||
  (snapshot.matches({ conversation: 'loading' }) && snapshot.context.failures > 0);

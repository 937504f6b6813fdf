import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_POLL_INTERVAL_MS,
  CHAT_POLL_PAGE_SIZE,
  type ChatMessage,
  FIRST_PAGE,
  INVALID_CHAT_RESPONSE,
  trimText,
} from '@kindred/contract';
import { assign, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { recoveryDelay } from '../shared/recovery';
import {
  type ConversationMessage,
  canSendText,
  hasMoreHistory,
  mergePolled,
  prependOlder,
  withHistory,
} from './chatMessages';

export interface ChatInput {
  userId: string;
  /** The character whose conversation opens first, if any. */
  characterId?: string | null;
}

export interface OutgoingMessage {
  characterId: string;
  text: string;
}

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
  /** Sent messages waiting for their reply, oldest first; sent one at a time, in order. */
  outbox: OutgoingMessage[];
  /** Conversations (character ids) whose character is typing a reply. */
  typing: string[];
  /** Numbers the messages shown before the server has them. */
  localCount: number;
  /** Loads of the open conversation's history that failed in a row; 0 once one succeeds. */
  failures: number;
}

export type ChatEvent =
  | { type: 'user.openConversation'; characterId: string }
  | { type: 'user.type'; text: string }
  | { type: 'user.send' }
  | { type: 'user.scrolledToTop' }
  /** Try the failed history load again at once. */
  | { type: 'user.retry' };

export interface HistoryRequest {
  userId: string;
  characterId: string;
  page: number;
  limit: number;
}

/** The character of the open conversation is typing a reply. */
export const isTyping = (context: Pick<ChatContext, 'characterId' | 'typing'>) =>
  context.characterId !== null && context.typing.includes(context.characterId);

const historyRequest = (context: ChatContext, page: number, limit: number): HistoryRequest => ({
  userId: context.userId,
  characterId: context.characterId ?? '',
  page,
  limit,
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
    /** Sends one message; resolves with the chat answer, which should carry the reply text. */
    /** Resolves with the character's reply text. */
    sendMessage: notProvided<string, { userId: string; characterId: string; message: string }>('sendMessage'),
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
    openConversation: assign((_, params: { characterId: string }) => ({
      characterId: params.characterId,
      messages: [],
      hasMore: false,
      page: FIRST_PAGE,
      draft: '',
      failures: 0,
    })),
    changeDraft: assign((_, params: { text: string }) => ({ draft: params.text })),
    /** Shows the message at once, clears the input and queues the message for sending. */
    queueDraft: assign(({ context }) => {
      const text = trimText(context.draft);
      const characterId = context.characterId ?? '';
      const shown: ConversationMessage = {
        _id: `local-${context.localCount + 1}`,
        type: 'human',
        content: text,
        timestamp: new Date().toISOString(),
        local: true,
      };
      return {
        messages: [...context.messages, shown],
        draft: '',
        outbox: [...context.outbox, { characterId, text }],
        typing: context.typing.includes(characterId) ? context.typing : [...context.typing, characterId],
        localCount: context.localCount + 1,
      };
    }),
    showHistory: assign(({ context }, params: { page: ChatMessage[] }) => ({
      messages: withHistory(context.messages, params.page),
      hasMore: hasMoreHistory(params.page),
      page: FIRST_PAGE,
      failures: 0,
    })),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
    showOlder: assign(({ context }, params: { page: ChatMessage[] }) => ({
      messages: prependOlder(context.messages, params.page),
      hasMore: hasMoreHistory(params.page),
      page: context.page + 1,
    })),
    showPolled: assign(({ context }, params: { page: ChatMessage[] }) => {
      const { messages, added } = mergePolled(context.messages, params.page);
      const replied = added.some((message) => message.type === 'ai');
      return {
        messages,
        typing: replied ? context.typing.filter((id) => id !== context.characterId) : context.typing,
      };
    }),
    /** Shows the reply if its conversation is still open. */
    showReply: assign(({ context }, params: { text: string }) => {
      const sent = context.outbox[0];
      if (sent?.characterId !== context.characterId) return {};
      const reply: ConversationMessage = {
        _id: `local-${context.localCount + 1}`,
        type: 'ai',
        content: params.text,
        timestamp: new Date().toISOString(),
        local: true,
      };
      return { messages: [...context.messages, reply], localCount: context.localCount + 1 };
    }),
    /** The sent message is done with: its conversation stops typing unless more await a reply. */
    finishSending: assign(({ context }) => {
      const [sent, ...rest] = context.outbox;
      const stillWaiting = rest.some((message) => message.characterId === sent?.characterId);
      return {
        outbox: rest,
        typing: stillWaiting ? context.typing : context.typing.filter((id) => id !== sent?.characterId),
      };
    }),
  },
  guards: {
    hasConversation: ({ context }) => context.characterId !== null,
    canSend: ({ context }) => context.characterId !== null && canSendText(context.draft),
    hasMoreHistory: ({ context }) => context.hasMore,
    hasQueuedMessage: ({ context }) => context.outbox.length > 0,
    hasReplyText: (_, params: { reply: string }) => params.reply.trim() !== '',
  },
  delays: {
    pollInterval: CHAT_POLL_INTERVAL_MS,
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
    failures: 0,
  }),
  type: 'parallel',
  on: {
    'user.type': { actions: { type: 'changeDraft', params: ({ event }) => ({ text: event.text }) } },
    'user.send': { guard: 'canSend', actions: 'queueDraft' },
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
              actions: { type: 'showHistory', params: ({ event }) => ({ page: event.output }) },
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
            polling: {
              initial: 'waiting',
              states: {
                waiting: { after: { pollInterval: 'fetching' } },
                fetching: {
                  invoke: {
                    id: 'pollLatest',
                    src: 'loadHistory',
                    input: ({ context }) => historyRequest(context, FIRST_PAGE, CHAT_POLL_PAGE_SIZE),
                    onDone: {
                      target: 'waiting',
                      actions: { type: 'showPolled', params: ({ event }) => ({ page: event.output }) },
                    },
                    onError: {
                      target: 'waiting',
                      actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    outbox: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasQueuedMessage', target: 'sending' } },
        sending: {
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => ({
              userId: context.userId,
              characterId: context.outbox[0]?.characterId ?? '',
              message: context.outbox[0]?.text ?? '',
            }),
            onDone: [
              {
                guard: { type: 'hasReplyText', params: ({ event }) => ({ reply: event.output }) },
                target: 'idle',
                actions: [{ type: 'showReply', params: ({ event }) => ({ text: event.output }) }, 'finishSending'],
              },
              {
                target: 'idle',
                actions: [
                  { type: 'logError', params: () => ({ error: new Error(INVALID_CHAT_RESPONSE) }) },
                  'finishSending',
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: [{ type: 'logError', params: ({ event }) => ({ error: event.error }) }, 'finishSending'],
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

import {
  CONVERSATION_LIST_PAGE_SIZE,
  CONVERSATION_LIST_REFRESH_MS,
  type ConversationSummary,
  FIRST_PAGE,
} from '@kindred/contract';
import { assign, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { type ActiveConversation, isLastConversationPage, mergeConversations } from './conversations';

export interface ConversationListInput {
  userId: string;
  active?: ActiveConversation | null;
}

export interface ConversationListContext {
  userId: string;
  conversations: ConversationSummary[];
  /** The last page loaded. */
  page: number;
  hasMore: boolean;
  search: string;
  active: ActiveConversation | null;
}

export type ConversationListEvent =
  | { type: 'user.search'; query: string }
  /** The list was scrolled close to its bottom (the view decides how close). */
  | { type: 'user.scrolledNearBottom' }
  | { type: 'user.openConversation'; conversation: ActiveConversation | null };

export interface ConversationPageRequest {
  userId: string;
  page: number;
  limit: number;
}

const pageRequest = (context: ConversationListContext, page: number): ConversationPageRequest => ({
  userId: context.userId,
  page,
  limit: CONVERSATION_LIST_PAGE_SIZE,
});

export const conversationListMachine = setup({
  types: {
    context: {} as ConversationListContext,
    events: {} as ConversationListEvent,
    input: {} as ConversationListInput,
  },
  actors: {
    loadConversations: notProvided<ConversationSummary[], ConversationPageRequest>('loadConversations'),
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
    showFirstPage: assign((_, params: { page: ConversationSummary[] }) => ({
      conversations: params.page,
      hasMore: !isLastConversationPage(params.page),
    })),
    /** Fresh data for the most recent conversations; the pages below stay as loaded. */
    refreshFirstPage: assign(({ context }, params: { page: ConversationSummary[] }) => ({
      conversations: mergeConversations(context.conversations, params.page),
    })),
    showNextPage: assign(({ context }, params: { page: ConversationSummary[] }) => ({
      conversations: mergeConversations(context.conversations, params.page),
      page: context.page + 1,
      hasMore: !isLastConversationPage(params.page),
    })),
    changeSearch: assign((_, params: { query: string }) => ({ search: params.query })),
    changeActive: assign((_, params: { conversation: ActiveConversation | null }) => ({
      active: params.conversation,
    })),
  },
  guards: {
    hasMore: ({ context }) => context.hasMore,
    isComplete: ({ context }) => !context.hasMore,
  },
  delays: {
    refreshInterval: CONVERSATION_LIST_REFRESH_MS,
  },
}).createMachine({
  id: 'conversationList',
  context: ({ input }) => ({
    userId: input.userId,
    conversations: [],
    page: FIRST_PAGE,
    hasMore: true,
    search: '',
    active: input.active ?? null,
  }),
  initial: 'loading',
  on: {
    'user.search': { actions: { type: 'changeSearch', params: ({ event }) => ({ query: event.query }) } },
    'user.openConversation': {
      actions: { type: 'changeActive', params: ({ event }) => ({ conversation: event.conversation }) },
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadFirstPage',
        src: 'loadConversations',
        input: ({ context }) => pageRequest(context, FIRST_PAGE),
        onDone: {
          target: 'ready',
          actions: { type: 'showFirstPage', params: ({ event }) => ({ page: event.output }) },
        },
        onError: { target: 'ready', actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {
      type: 'parallel',
      states: {
        refresh: {
          initial: 'waiting',
          states: {
            waiting: { after: { refreshInterval: 'refreshing' } },
            refreshing: {
              invoke: {
                id: 'refreshFirstPage',
                src: 'loadConversations',
                input: ({ context }) => pageRequest(context, FIRST_PAGE),
                onDone: {
                  target: 'waiting',
                  actions: { type: 'refreshFirstPage', params: ({ event }) => ({ page: event.output }) },
                },
                onError: {
                  target: 'waiting',
                  actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        paging: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'isComplete', target: 'complete' },
              on: { 'user.scrolledNearBottom': { guard: 'hasMore', target: 'loadingMore' } },
            },
            loadingMore: {
              invoke: {
                id: 'loadNextPage',
                src: 'loadConversations',
                input: ({ context }) => pageRequest(context, context.page + 1),
                onDone: {
                  target: 'idle',
                  actions: { type: 'showNextPage', params: ({ event }) => ({ page: event.output }) },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            /** The last page is in: scrolling loads nothing more. */
            complete: {},
          },
        },
      },
    },
  },
});

export type ConversationListSnapshot = SnapshotFrom<typeof conversationListMachine>;

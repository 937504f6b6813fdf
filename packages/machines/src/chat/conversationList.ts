import {
  CONVERSATION_LIST_PAGE_SIZE,
  CONVERSATION_LIST_REFRESH_MS,
  type ConversationSummary,
  FIRST_PAGE,
} from '@kindred/contract';
import { assign, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { recoveryDelay } from '../shared/recovery';
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
  /** First loads that failed in a row; 0 once one succeeds. */
  failures: number;
}

export type ConversationListEvent =
  | { type: 'user.search'; query: string }
  /** The list was scrolled close to its bottom (the view decides how close). */
  | { type: 'user.scrolledNearBottom' }
  | { type: 'user.openConversation'; conversation: ActiveConversation | null }
  /** Try the failed first load again at once. */
  | { type: 'user.retry' };

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
      failures: 0,
    })),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
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
    recoveryDelay: ({ context }) => recoveryDelay(context.failures),
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
    failures: 0,
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
        // Nothing to show yet: the screen says the list could not be loaded, instead of that it is empty.
        onError: {
          target: 'failed',
          actions: [{ type: 'logError', params: ({ event }) => ({ error: event.error }) }, 'countFailure'],
        },
      },
    },
    /** The first page could not be loaded: tried again by itself after a while, or at once on Retry. */
    failed: {
      after: { recoveryDelay: 'loading' },
      on: { 'user.retry': 'loading' },
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

/**
 * The list could not be loaded and nothing is shown: failed, or trying again after a failure (the
 * screen keeps saying so until a load succeeds). A refresh that fails while the list shows keeps it.
 */
export const conversationListFailed = (snapshot: ConversationListSnapshot) =>
  snapshot.matches('failed') || (snapshot.matches('loading') && snapshot.context.failures > 0);

import type { Character } from '@kindred/contract';
import { assign, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { recoveryDelay } from '../shared/recovery';
import { type CharacterView, toProfileView } from './characterView';

export type MatchesTab = 'matched' | 'rejected';

export interface Connections {
  /** Liked characters. */
  matched: Character[];
  /** Disliked characters. */
  rejected: Character[];
  /** The ids of the liked characters that answered Blocked: no match, and no chat. */
  blocked?: string[] | undefined;
}

export interface MatchesContext {
  /** Liked characters that may chat with the user. */
  matched: CharacterView[];
  /** Liked characters that answered Blocked: listed apart, never as matches. */
  unavailable: CharacterView[];
  rejected: CharacterView[];
  /** Failed loads in a row. */
  failures: number;
}

export type MatchesEvent = { type: 'user.selectTab'; tab: MatchesTab } | { type: 'user.retry' };

/** How many profiles each tab counts. */
export const matchesCounts = (context: MatchesContext): Record<MatchesTab, number> => ({
  matched: context.matched.length,
  rejected: context.rejected.length,
});

export const matchesMachine = setup({
  types: {
    context: {} as MatchesContext,
    events: {} as MatchesEvent,
  },
  actors: {
    loadConnections: notProvided<Connections>('loadConnections'),
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
    showConnections: assign((_, params: Connections) => {
      const liked = params.matched.map(toProfileView);
      const isBlocked = (character: CharacterView) => params.blocked?.includes(character.id) ?? false;
      return {
        matched: liked.filter((character) => !isBlocked(character)),
        unavailable: liked.filter(isBlocked),
        rejected: params.rejected.map(toProfileView),
        failures: 0,
      };
    }),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
  },
  guards: {
    isTab: ({ event }, params: { tab: MatchesTab }) => event.type === 'user.selectTab' && event.tab === params.tab,
  },
  delays: {
    recoveryDelay: ({ context }) => recoveryDelay(context.failures),
  },
}).createMachine({
  id: 'matches',
  context: { matched: [], unavailable: [], rejected: [], failures: 0 },
  type: 'parallel',
  states: {
    tab: {
      initial: 'matched',
      on: {
        'user.selectTab': [
          { guard: { type: 'isTab', params: { tab: 'matched' } }, target: '.matched' },
          { guard: { type: 'isTab', params: { tab: 'rejected' } }, target: '.rejected' },
        ],
      },
      states: {
        /** Header 'Connections'; empty text 'No matches yet.'. */
        matched: {},
        /** Header 'Archived'; empty text 'No rejections yet.'. */
        rejected: {},
      },
    },
    data: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadConnections',
            src: 'loadConnections',
            onDone: { target: 'ready', actions: { type: 'showConnections', params: ({ event }) => event.output } },
            onError: {
              target: 'failed',
              actions: [{ type: 'logError', params: ({ event }) => ({ error: event.error }) }, 'countFailure'],
            },
          },
        },
        /** Says the connections could not be loaded, with Retry; tried again by itself after a while. */
        failed: {
          after: { recoveryDelay: 'loading' },
          on: { 'user.retry': 'loading' },
        },
        ready: {},
      },
    },
  },
});

export type MatchesSnapshot = SnapshotFrom<typeof matchesMachine>;

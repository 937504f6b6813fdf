import type { Character } from '@kindred/contract';
import { assign, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { type CharacterView, toProfileView } from './characterView';

export type MatchesTab = 'matched' | 'rejected';

export interface Connections {
  /** Liked characters. */
  matched: Character[];
  /** Disliked characters. */
  rejected: Character[];
}

export interface MatchesContext {
  matched: CharacterView[];
  rejected: CharacterView[];
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
    showConnections: assign((_, params: Connections) => ({
      matched: params.matched.map(toProfileView),
      rejected: params.rejected.map(toProfileView),
    })),
  },
  guards: {
    isTab: ({ event }, params: { tab: MatchesTab }) => event.type === 'user.selectTab' && event.tab === params.tab,
  },
}).createMachine({
  id: 'matches',
  context: { matched: [], rejected: [] },
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
              actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** Shows 'Failed to load character' with Go Back. */
        failed: { on: { 'user.retry': 'loading' } },
        ready: {},
      },
    },
  },
});

export type MatchesSnapshot = SnapshotFrom<typeof matchesMachine>;

import type { UserSettings } from '@kindred/contract';
import { assign, not, type SnapshotFrom, setup } from 'xstate';
import { errorMessage } from '../shared/errorMessage';
import { notProvided } from '../shared/notProvided';

export const SETTINGS_LOAD_FAILURE = 'We could not load your settings. Please try again.';
export const SETTINGS_SAVE_FAILURE = 'We could not save your change. Please try again.';

export interface SettingsInput {
  userId: string;
}

export interface SettingsContext {
  userId: string;
  /** The settings as the server last confirmed them; null until they have loaded. */
  stored: UserSettings | null;
  /** The settings being saved: `stored` with the user's latest change; null when nothing is being saved. */
  pending: UserSettings | null;
  error: string | null;
}

export type SettingsEvent = { type: 'user.change'; changes: Partial<UserSettings> } | { type: 'user.retry' };

/** What the screen shows: the change being saved, else what the server keeps. */
export const shownSettings = (context: SettingsContext): UserSettings | null => context.pending ?? context.stored;

/**
 * The settings screen: loads the user's settings, then saves each change at once (a change made
 * while one is saving replaces it: the whole settings are sent each time, so the last one wins).
 * A failed save goes back to what the server keeps and says so; a failed load can be retried.
 */
export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    input: {} as SettingsInput,
  },
  actors: {
    loadSettings: notProvided<UserSettings, { userId: string }>('loadSettings'),
    saveSettings: notProvided<UserSettings, { userId: string; settings: UserSettings }>('saveSettings'),
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
    store: assign((_, params: { settings: UserSettings }) => ({ stored: params.settings, pending: null, error: null })),
    change: assign(({ context }, params: { changes: Partial<UserSettings> }) => {
      const base = shownSettings(context);
      return base ? { pending: { ...base, ...params.changes }, error: null } : {};
    }),
    fail: assign((_, params: { error: unknown; fallback: string }) => ({
      pending: null,
      error: errorMessage(params.error, params.fallback),
    })),
    clearError: assign({ error: null }),
  },
  guards: {
    hasLoaded: ({ context }) => context.stored !== null,
  },
}).createMachine({
  id: 'settings',
  context: ({ input }) => ({ userId: input.userId, stored: null, pending: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'pending',
      entry: 'clearError',
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'ready', actions: { type: 'store', params: ({ event }) => ({ settings: event.output }) } },
        onError: {
          target: 'failed',
          actions: [
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            { type: 'fail', params: ({ event }) => ({ error: event.error, fallback: SETTINGS_LOAD_FAILURE }) },
          ],
        },
      },
    },
    ready: {
      on: { 'user.change': { target: 'saving', actions: { type: 'change', params: ({ event }) => event } } },
    },
    saving: {
      tags: 'pending',
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => {
          if (!context.pending) throw new Error('Saving without a change');
          return { userId: context.userId, settings: context.pending };
        },
        onDone: { target: 'saved', actions: { type: 'store', params: ({ event }) => ({ settings: event.output }) } },
        onError: {
          target: 'failed',
          actions: [
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            { type: 'fail', params: ({ event }) => ({ error: event.error, fallback: SETTINGS_SAVE_FAILURE }) },
          ],
        },
      },
      on: {
        // The newer change replaces the one on its way: the save starts again with every setting.
        'user.change': {
          target: 'saving',
          reenter: true,
          actions: { type: 'change', params: ({ event }) => event },
        },
      },
    },
    saved: {
      on: { 'user.change': { target: 'saving', actions: { type: 'change', params: ({ event }) => event } } },
    },
    failed: {
      on: {
        'user.change': {
          guard: 'hasLoaded',
          target: 'saving',
          actions: { type: 'change', params: ({ event }) => event },
        },
        // Only a failed load is tried again; after a failed save the user simply changes the setting again.
        'user.retry': { guard: not('hasLoaded'), target: 'loading' },
      },
    },
  },
});

export type SettingsSnapshot = SnapshotFrom<typeof settingsMachine>;

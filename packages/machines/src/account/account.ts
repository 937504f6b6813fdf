import type { ChangePasswordBody, ProfileUpdateBody, User } from '@kindred/contract';
import { assign, type SnapshotFrom, setup } from 'xstate';
import { errorMessage } from '../shared/errorMessage';
import { notProvided } from '../shared/notProvided';

export const ACCOUNT_LOAD_FAILURE = 'We could not load your account. Please try again.';
export const PROFILE_SAVE_FAILURE = 'We could not save your profile. Please try again.';
export const PASSWORD_CHANGE_FAILURE = 'We could not change your password. Please try again.';
export const EXPORT_FAILURE = 'We could not prepare your data. Please try again.';
export const DELETION_FAILURE = 'We could not delete your account. Please try again.';

/** The parts of the screen a failure or a success belongs to. */
export type AccountSection = 'load' | 'profile' | 'password' | 'export' | 'deletion';

export interface AccountInput {
  userId: string;
}

export interface AccountContext {
  userId: string;
  /** The account as the server last answered it; null until it has loaded. */
  user: User | null;
  error: { section: AccountSection; message: string } | null;
  /** What just succeeded, for the screen to confirm. */
  done: Exclude<AccountSection, 'load' | 'deletion'> | null;
}

export type AccountEvent =
  | { type: 'user.retry' }
  | { type: 'user.saveProfile'; profile: ProfileUpdateBody }
  | { type: 'user.changePassword'; passwords: ChangePasswordBody }
  | { type: 'user.export' }
  | { type: 'user.requestDeletion' }
  | { type: 'user.cancelDeletion' }
  | { type: 'user.confirmDeletion'; password: string };

const failWith = (section: AccountSection, fallback: string) =>
  ({
    type: 'fail',
    params: ({ event }: { event: { error: unknown } }) => ({ section, error: event.error, fallback }),
  }) as const;

/**
 * The account screen: loads the user, then edits the profile, changes the password, downloads the
 * data or, once confirmed with the password, deletes the account for good (the final state: the
 * app signs out). Each action reports its failure next to where it was asked for.
 */
export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    input: {} as AccountInput,
  },
  actors: {
    loadAccount: notProvided<User, { userId: string }>('loadAccount'),
    saveProfile: notProvided<User, { userId: string; profile: ProfileUpdateBody }>('saveProfile'),
    changePassword: notProvided<void, { userId: string; passwords: ChangePasswordBody }>('changePassword'),
    /** Fetches the export and hands it to the user as a file. */
    exportData: notProvided<void, { userId: string }>('exportData'),
    deleteAccount: notProvided<void, { userId: string; password: string }>('deleteAccount'),
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
    storeUser: assign((_, params: { user: User }) => ({ user: params.user })),
    fail: assign((_, params: { section: AccountSection; error: unknown; fallback: string }) => ({
      error: { section: params.section, message: errorMessage(params.error, params.fallback) },
    })),
    succeed: assign((_, params: { section: AccountContext['done'] }) => ({ done: params.section })),
    clear: assign({ error: null, done: null }),
  },
}).createMachine({
  id: 'account',
  context: ({ input }) => ({ userId: input.userId, user: null, error: null, done: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'pending',
      entry: 'clear',
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'ready', actions: { type: 'storeUser', params: ({ event }) => ({ user: event.output }) } },
        onError: {
          target: 'failed',
          actions: [
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            failWith('load', ACCOUNT_LOAD_FAILURE),
          ],
        },
      },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
    ready: {
      on: {
        'user.saveProfile': 'savingProfile',
        'user.changePassword': 'changingPassword',
        'user.export': 'exporting',
        'user.requestDeletion': { target: 'confirmingDeletion', actions: 'clear' },
      },
    },
    savingProfile: {
      tags: 'pending',
      entry: 'clear',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context, event }) => {
          if (event.type !== 'user.saveProfile') throw new Error('Saving a profile without one');
          return { userId: context.userId, profile: event.profile };
        },
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
            { type: 'succeed', params: { section: 'profile' } },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            failWith('profile', PROFILE_SAVE_FAILURE),
          ],
        },
      },
    },
    changingPassword: {
      tags: 'pending',
      entry: 'clear',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context, event }) => {
          if (event.type !== 'user.changePassword') throw new Error('Changing a password without one');
          return { userId: context.userId, passwords: event.passwords };
        },
        onDone: { target: 'ready', actions: { type: 'succeed', params: { section: 'password' } } },
        onError: {
          target: 'ready',
          actions: [
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            failWith('password', PASSWORD_CHANGE_FAILURE),
          ],
        },
      },
    },
    exporting: {
      tags: 'pending',
      entry: 'clear',
      invoke: {
        id: 'exportData',
        src: 'exportData',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'ready', actions: { type: 'succeed', params: { section: 'export' } } },
        onError: {
          target: 'ready',
          actions: [
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            failWith('export', EXPORT_FAILURE),
          ],
        },
      },
    },
    confirmingDeletion: {
      on: {
        'user.cancelDeletion': { target: 'ready', actions: 'clear' },
        'user.confirmDeletion': 'deleting',
      },
    },
    deleting: {
      tags: 'pending',
      entry: 'clear',
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context, event }) => {
          if (event.type !== 'user.confirmDeletion') throw new Error('Deleting without the password');
          return { userId: context.userId, password: event.password };
        },
        onDone: 'deleted',
        // Back to the dialog, which says why: most often a mistyped password.
        onError: {
          target: 'confirmingDeletion',
          actions: [
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            failWith('deletion', DELETION_FAILURE),
          ],
        },
      },
    },
    deleted: { type: 'final' },
  },
});

export type AccountSnapshot = SnapshotFrom<typeof accountMachine>;

import type { ProfileUpdateBody } from '@kindred/contract';
import { assign, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import {
  buildProfilePayload,
  isProfileValid,
  type ProfileFormErrors,
  type ProfileFormValues,
  profileFormDefaults,
  validateProfile,
} from './profileValues';

export interface ProfileFormInput {
  userId: string;
}

export interface ProfileFormContext {
  userId: string;
  values: ProfileFormValues;
  errors: ProfileFormErrors;
  /** After the first submit attempt the errors follow every change. */
  attempted: boolean;
}

export type ProfileFormEvent = { type: 'user.change'; values: Partial<ProfileFormValues> } | { type: 'user.submit' };

export const profileFormMachine = setup({
  types: {
    context: {} as ProfileFormContext,
    events: {} as ProfileFormEvent,
    input: {} as ProfileFormInput,
  },
  actors: {
    updateProfile: notProvided<unknown, { userId: string; body: ProfileUpdateBody }>('updateProfile'),
  },
  actions: {
    /** Asks the session to fetch the user again; its complete profile then leads to the dashboard. */
    reloadUser: () => {},
    logError: (_, _params: { error: unknown }) => {},
    changeValues: assign(({ context }, params: { values: Partial<ProfileFormValues> }) => {
      const values = { ...context.values, ...params.values };
      return { values, errors: context.attempted ? validateProfile(values) : context.errors };
    }),
    showErrors: assign(({ context }) => ({ attempted: true, errors: validateProfile(context.values) })),
  },
  guards: {
    isValid: ({ context }) => isProfileValid(context.values),
  },
}).createMachine({
  id: 'profileForm',
  context: ({ input }) => ({ userId: input.userId, values: profileFormDefaults, errors: {}, attempted: false }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.change': { actions: { type: 'changeValues', params: ({ event }) => ({ values: event.values }) } },
        'user.submit': [{ guard: 'isValid', target: 'submitting', actions: 'showErrors' }, { actions: 'showErrors' }],
      },
    },
    submitting: {
      tags: 'pending',
      invoke: {
        id: 'updateProfile',
        src: 'updateProfile',
        input: ({ context }) => ({ userId: context.userId, body: buildProfilePayload(context.values) }),
        onDone: 'submitted',
        onError: { target: 'editing', actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitted: {
      type: 'final',
      entry: 'reloadUser',
    },
  },
});

export type ProfileFormSnapshot = SnapshotFrom<typeof profileFormMachine>;

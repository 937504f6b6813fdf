import { WAITLIST_ALREADY_JOINED, type WaitlistBody, type WaitlistResponse } from '@kindred/contract';
import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { errorMessage } from '../shared/errorMessage';
import { notProvided } from '../shared/notProvided';

export const WAITLIST_FAILURE_MESSAGE = 'Failed to join waitlist. Please try again.';

export interface WaitlistContext {
  error: string | null;
}

export type WaitlistEvent = { type: 'user.submit'; values: WaitlistBody } | { type: 'user.done' };

/** The message of a waitlist answer or of the error the call failed with. */
const messageOf = (outcome: unknown): unknown =>
  outcome instanceof Error ? outcome.message : (outcome as Partial<WaitlistResponse> | null | undefined)?.message;

/** Being on the list already is as good as joining: both end on the confirmation. */
export const isOnWaitlist = (outcome: unknown): boolean =>
  (outcome as Partial<WaitlistResponse> | null | undefined)?.success === true ||
  messageOf(outcome) === WAITLIST_ALREADY_JOINED;

export const waitlistMachine = setup({
  types: {
    context: {} as WaitlistContext,
    events: {} as WaitlistEvent,
  },
  actors: {
    joinWaitlist: notProvided<WaitlistResponse, WaitlistBody>('joinWaitlist'),
  },
  actions: {
    navigateHome: () => {},
    clearError: assign({ error: null }),
    showFailure: assign((_, params: { failure: unknown }) => ({
      error: errorMessage(messageOf(params.failure), WAITLIST_FAILURE_MESSAGE),
    })),
  },
  guards: {
    isOnWaitlist: (_, params: { outcome: unknown }) => isOnWaitlist(params.outcome),
  },
}).createMachine({
  id: 'waitlist',
  context: { error: null },
  initial: 'form',
  states: {
    form: {
      initial: 'idle',
      states: {
        idle: { on: { 'user.submit': 'submitting' } },
        submitting: {
          tags: 'pending',
          entry: 'clearError',
          invoke: {
            id: 'joinWaitlist',
            src: 'joinWaitlist',
            input: ({ event }) => {
              assertEvent(event, 'user.submit');
              return event.values;
            },
            onDone: [
              {
                guard: { type: 'isOnWaitlist', params: ({ event }) => ({ outcome: event.output }) },
                target: '#waitlist.confirmation',
              },
              { target: 'idle', actions: { type: 'showFailure', params: ({ event }) => ({ failure: event.output }) } },
            ],
            onError: [
              {
                guard: { type: 'isOnWaitlist', params: ({ event }) => ({ outcome: event.error }) },
                target: '#waitlist.confirmation',
              },
              { target: 'idle', actions: { type: 'showFailure', params: ({ event }) => ({ failure: event.error }) } },
            ],
          },
        },
      },
    },
    confirmation: {
      on: { 'user.done': { actions: 'navigateHome' } },
    },
  },
});

export type WaitlistSnapshot = SnapshotFrom<typeof waitlistMachine>;

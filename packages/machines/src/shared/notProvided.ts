import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * Placeholder for a side effect the app supplies with `machine.provide({ actors })`. Failing loudly
 * makes a forgotten wiring obvious instead of leaving a screen waiting forever.
 */
export const notProvided = <TOutput, TInput = NonReducibleUnknown>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`The "${name}" actor is not provided`);
  });

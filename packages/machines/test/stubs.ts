import { fromPromise, type NonReducibleUnknown } from 'xstate';

/** Stand-ins for the app's actors: answer with a fixture, fail, or never settle. */
/** The output type comes from where the stub is used, so a fixture can be narrower than the output. */
export const resolving = <TOutput, TInput = NonReducibleUnknown>(output: NoInfer<TOutput>) =>
  fromPromise<TOutput, TInput>(async () => output);

export const rejecting = <TOutput, TInput = NonReducibleUnknown>(error: unknown) =>
  fromPromise<TOutput, TInput>(async () => {
    throw error;
  });

export const pending = <TOutput, TInput = NonReducibleUnknown>() =>
  fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));

/** Wraps a spy so a test can assert what the machine sent to the actor. */
export const fromSpy = <TOutput, TInput = NonReducibleUnknown>(
  spy: (args: { input: TInput }) => Promise<NoInfer<TOutput>>,
) => fromPromise<TOutput, TInput>(spy);

/** A promise settled by the test, for actors whose timing matters. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

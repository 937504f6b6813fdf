/** Tells waiters when the database announces a change of a scope (read-cache/read-cache.ts names them). */
export interface ChangeSignals {
  /** Resolves at the next announcement of `scope`, or after `timeoutMs` (announcements may be missed). */
  next(scope: string, timeoutMs: number): Promise<void>;
  /** Called with each announced scope. */
  notified(scope: string): void;
}

export function createChangeSignals(): ChangeSignals {
  const waiting = new Map<string, Set<() => void>>();
  return {
    next(scope, timeoutMs) {
      return new Promise((resolve) => {
        const waiters = waiting.get(scope) ?? new Set();
        waiting.set(scope, waiters);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          if (waiters.size === 0 && waiting.get(scope) === waiters) waiting.delete(scope);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        waiters.add(done);
      });
    },
    notified(scope) {
      for (const done of [...(waiting.get(scope) ?? [])]) done();
    },
  };
}

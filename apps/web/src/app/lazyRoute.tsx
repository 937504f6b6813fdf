import type { ReactNode } from 'react';

/** Pauses before each further attempt: a dropped connection often comes back within a second. */
export const importRetryDelays = [300, 1_000] as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads a screen's code, trying again briefly when the fetch fails, so one lost request does not
 * cost the user the page. A chunk that is gone for good (a newer version was deployed) still fails
 * after the last attempt, and the route's error screen offers Reload.
 */
export async function retryImport<Module>(
  load: () => Promise<Module>,
  delays: readonly number[] = importRetryDelays,
): Promise<Module> {
  for (const delay of delays) {
    try {
      return await load();
    } catch {
      await pause(delay);
    }
  }
  return load();
}

/**
 * A route's `lazy`, tried as `retryImport` does. Code that still does not load becomes a component
 * that throws the failure, so the route's error screen shows it: a `lazy` that rejected would leave
 * the router on its blank first-load fallback for good when it was the first page opened.
 */
export const lazyRoute =
  <Route extends object>(load: () => Promise<Route>) =>
  async (): Promise<Route | { element: ReactNode }> => {
    try {
      return await retryImport(load);
    } catch (error) {
      return { element: <Rethrow error={error} /> };
    }
  };

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

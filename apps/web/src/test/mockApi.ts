import { defaultHandlers } from '@kindred/api-client/mocks';
import { API_PREFIX } from '@kindred/contract';
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from 'vitest-browser-react';

/**
 * The mock API for a test file: every endpoint answers from the fixtures unless a test says
 * otherwise with `worker.use(...)`. A call to the API that no handler answers is reported as an error.
 */
export function installMockApi() {
  const worker = setupWorker(...defaultHandlers);
  beforeAll(async () => {
    await worker.start({
      quiet: true,
      // Portraits are files the API serves, not calls; an image that does not load shows the initials.
      onUnhandledRequest: (request, print) => {
        const { pathname } = new URL(request.url);
        if (pathname.startsWith(API_PREFIX) && !pathname.startsWith(`${API_PREFIX}/images/`)) print.error();
      },
    });
  });
  afterEach(async () => {
    // Unmounted first, so no poll of a finished test reaches the next test's handlers.
    await cleanup();
    worker.resetHandlers();
  });
  afterAll(() => worker.stop());
  return worker;
}

import type { TokenPair } from '@kindred/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, type Mock, vi } from 'vitest';
import { createApiClient } from '../src';
import { createMemoryStorage, defaultHandlers, tokens } from '../src/mocks';

/** Outside a browser the API needs an absolute address; the mocks answer under any origin. */
export const BASE_URL = 'http://kindred.test/api';

/** A mock API for the whole file, every endpoint answering successfully unless a test says otherwise. */
export function useMockServer() {
  const server = setupServer(...defaultHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return server;
}

/** A client over an in-memory storage holding the given tokens (both fixture tokens by default). */
export function clientWith(stored: Partial<TokenPair> = tokens) {
  // The storage keys are the token names themselves (`TOKEN_STORAGE_KEYS`).
  const storage = createMemoryStorage(stored);
  const onSessionEnded: Mock<() => void> = vi.fn();
  const client = createApiClient({ baseURL: BASE_URL, storage, onSessionEnded });
  return { ...client, storage, onSessionEnded };
}

import type { TokenStorage } from '../tokens';

/** A Storage kept in memory, for tests and stories that must not touch the browser's own. */
export function createMemoryStorage(initial: Record<string, string> = {}): TokenStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

import { TOKEN_STORAGE_KEYS, type TokenPair } from '@kindred/contract';

/** The part of the Web Storage interface the token store needs; `localStorage` in the app. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TokenStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  /** Both tokens, or null unless both are stored. */
  pair(): TokenPair | null;
  set(pair: TokenPair): void;
  clear(): void;
  /** Called after every `set` and `clear`, with the new pair or null; returns the unsubscribe. */
  subscribe(listener: (pair: TokenPair | null) => void): () => void;
}

export function createTokenStore(storage: TokenStorage): TokenStore {
  const listeners = new Set<(pair: TokenPair | null) => void>();
  const notify = (pair: TokenPair | null) => {
    for (const listener of listeners) listener(pair);
  };

  const accessToken = () => storage.getItem(TOKEN_STORAGE_KEYS.accessToken);
  const refreshToken = () => storage.getItem(TOKEN_STORAGE_KEYS.refreshToken);

  return {
    accessToken,
    refreshToken,
    pair() {
      const access = accessToken();
      const refresh = refreshToken();
      return access && refresh ? { accessToken: access, refreshToken: refresh } : null;
    },
    set(pair) {
      storage.setItem(TOKEN_STORAGE_KEYS.accessToken, pair.accessToken);
      storage.setItem(TOKEN_STORAGE_KEYS.refreshToken, pair.refreshToken);
      notify({ accessToken: pair.accessToken, refreshToken: pair.refreshToken });
    },
    clear() {
      storage.removeItem(TOKEN_STORAGE_KEYS.accessToken);
      storage.removeItem(TOKEN_STORAGE_KEYS.refreshToken);
      notify(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

import type { TokenPair } from '@kindred/contract';
import { type AxiosInstance, type InternalAxiosRequestConfig, isAxiosError } from 'axios';
import type { TokenStore } from './tokens';

export interface SessionOptions {
  tokens: TokenStore;
  /** Trades a refresh token for a new pair without going through the instance being guarded. */
  refresh: (refreshToken: string) => Promise<TokenPair>;
  /** The stored tokens have just been cleared because the session cannot go on. */
  onSessionEnded?: () => void;
}

/** A request retried after a refresh carries this mark, so a second 401 is passed on instead. */
type RetriableConfig = InternalAxiosRequestConfig & { retriedAfterRefresh?: boolean };

const bearer = (token: string) => `Bearer ${token}`;

/**
 * Sends the stored access token with every request and, when a request is refused with a 401,
 * renews the tokens once and retries it (product specification section 8).
 */
export function attachSession(http: AxiosInstance, { tokens, refresh, onSessionEnded }: SessionOptions): void {
  // The refresh under way: every 401 arriving meanwhile waits for it instead of starting another.
  let refreshing: Promise<string> | null = null;

  const endSession = () => {
    tokens.clear();
    onSessionEnded?.();
  };

  const renew = async (refreshToken: string): Promise<string> => {
    try {
      const pair = await refresh(refreshToken);
      tokens.set(pair);
      return pair.accessToken;
    } catch (refreshError) {
      endSession();
      throw refreshError;
    }
  };

  http.interceptors.request.use((config) => {
    const accessToken = tokens.accessToken();
    if (accessToken) config.headers.set('Authorization', bearer(accessToken));
    return config;
  });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
    const config: RetriableConfig = error.config;
    if (config.retriedAfterRefresh) throw error;
    config.retriedAfterRefresh = true;

    const current = tokens.accessToken();
    // Sent before the last refresh finished: the token it produced is all this request needs.
    const alreadyRenewed = !refreshing && current !== null && config.headers.get('Authorization') !== bearer(current);
    if (!refreshing && !alreadyRenewed) {
      const refreshToken = tokens.refreshToken();
      if (!refreshToken) {
        endSession();
        throw error;
      }
      refreshing = renew(refreshToken).finally(() => {
        refreshing = null;
      });
    }
    await refreshing;
    // The request interceptor runs again on the retry and attaches the renewed token.
    return http(config);
  });
}

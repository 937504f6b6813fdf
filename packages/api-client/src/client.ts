import { API_PREFIX } from '@kindred/contract';
import axios from 'axios';
import { createApi } from './api';
import { attachSession } from './session';
import { createTokenStore, type TokenStorage } from './tokens';

export interface ApiClientOptions {
  /** Where the API is mounted; an absolute URL outside the browser. */
  baseURL?: string;
  /** Where the tokens live between visits. */
  storage?: TokenStorage;
  /** The session ended (refresh impossible or refused): the tokens are already cleared. */
  onSessionEnded?: () => void;
}

export function createApiClient({
  baseURL = API_PREFIX,
  storage = window.localStorage,
  onSessionEnded,
}: ApiClientOptions = {}) {
  const tokens = createTokenStore(storage);
  // Credentials go with every call (product specification section 6), cookies included.
  const http = axios.create({ baseURL, withCredentials: true });
  // No interceptors on this one: the refresh must carry no bearer header and never refresh itself.
  const bare = axios.create({ baseURL, withCredentials: true });
  const api = createApi(http, bare);
  attachSession(http, { tokens, refresh: api.refresh, onSessionEnded });
  return { http, tokens, api };
}

export type ApiClient = ReturnType<typeof createApiClient>;

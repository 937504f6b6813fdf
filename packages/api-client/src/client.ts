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
  /** How long a call may take before it fails; tests shorten them. */
  timeouts?: RequestTimeouts;
}

export interface RequestTimeouts {
  /** Every call but the chat send: past it, a screen shows its failure instead of loading forever. */
  request: number;
  /** The chat send waits for the character's reply, which the server gives up on after 60 s (AI_TIMEOUT_MS). */
  reply: number;
}

export const defaultTimeouts: RequestTimeouts = { request: 15_000, reply: 75_000 };

/** What a call that timed out says, wherever a screen shows a failed call's message. */
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';

export function createApiClient({
  baseURL = API_PREFIX,
  storage = window.localStorage,
  onSessionEnded,
  timeouts = defaultTimeouts,
}: ApiClientOptions = {}) {
  const tokens = createTokenStore(storage);
  // Credentials go with every call (product specification section 6), cookies included.
  const config = { baseURL, withCredentials: true, timeout: timeouts.request, timeoutErrorMessage: TIMEOUT_MESSAGE };
  const http = axios.create(config);
  // No interceptors on this one: the refresh must carry no bearer header and never refresh itself.
  const bare = axios.create(config);
  const api = createApi(http, bare, { replyTimeout: timeouts.reply });
  attachSession(http, { tokens, refresh: api.refresh, onSessionEnded });
  return { http, tokens, api };
}

export type ApiClient = ReturnType<typeof createApiClient>;

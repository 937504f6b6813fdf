export type { Api, ChatSendOptions, PageOptions } from './api';
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  defaultTimeouts,
  type RequestTimeouts,
  TIMEOUT_MESSAGE,
} from './client';
export { errorCode, errorMessage, responseStatus, retryAfterSeconds } from './errors';
export { readStreamEvent, StreamError, type StreamOptions } from './events';
export {
  characterQueryOptions,
  charactersQueryOptions,
  conversationsQueryOptions,
  createQueryClient,
  historyQueryOptions,
  interactionsQueryOptions,
  meQueryOptions,
  queryKeys,
} from './queries';
export { UnexpectedResponseError } from './request';
export type { TokenStorage, TokenStore } from './tokens';

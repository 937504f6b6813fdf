import {
  CHARACTERS_PAGE_SIZE,
  CHAT_HISTORY_PAGE_SIZE,
  FETCHED_DATA_FRESH_MS,
  FIRST_PAGE,
  type InteractionType,
} from '@kindred/contract';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import type { Api, PageOptions } from './api';
import { UnexpectedResponseError } from './request';

const roots = {
  me: ['me'],
  characters: ['characters'],
  interactions: ['interactions'],
  conversations: ['conversations'],
  history: ['history'],
} as const;

/** Every query key in one place; the bare roots serve to invalidate a whole family. */
export const queryKeys = {
  ...roots,
  characterList: (page: number, limit: number) => [...roots.characters, 'list', { page, limit }] as const,
  character: (id: string) => [...roots.characters, 'detail', id] as const,
  interactionList: (type?: InteractionType) => [...roots.interactions, type ?? 'all'] as const,
  conversationPage: (userId: string, page: number) => [...roots.conversations, userId, page] as const,
  historyPage: (userId: string, characterId: string, page: number, limit: number) =>
    [...roots.history, userId, characterId, { page, limit }] as const,
};

export const meQueryOptions = (api: Pick<Api, 'me'>) =>
  queryOptions({ queryKey: queryKeys.me, queryFn: () => api.me() });

export const charactersQueryOptions = (
  api: Pick<Api, 'characters'>,
  { page = FIRST_PAGE, limit = CHARACTERS_PAGE_SIZE }: PageOptions = {},
) =>
  queryOptions({
    queryKey: queryKeys.characterList(page, limit),
    queryFn: () => api.characters({ page, limit }),
  });

export const characterQueryOptions = (api: Pick<Api, 'character'>, id: string) =>
  queryOptions({ queryKey: queryKeys.character(id), queryFn: () => api.character(id) });

export const interactionsQueryOptions = (api: Pick<Api, 'interactions'>, type?: InteractionType) =>
  queryOptions({ queryKey: queryKeys.interactionList(type), queryFn: () => api.interactions({ type }) });

export const conversationsQueryOptions = (api: Pick<Api, 'conversations'>, userId: string, page = FIRST_PAGE) =>
  queryOptions({
    queryKey: queryKeys.conversationPage(userId, page),
    queryFn: () => api.conversations(userId, { page }),
  });

export const historyQueryOptions = (
  api: Pick<Api, 'history'>,
  userId: string,
  characterId: string,
  { page = FIRST_PAGE, limit = CHAT_HISTORY_PAGE_SIZE }: PageOptions = {},
) =>
  queryOptions({
    queryKey: queryKeys.historyPage(userId, characterId, page, limit),
    queryFn: () => api.history(userId, characterId, { page, limit }),
  });

const MAX_RETRIES = 3;

/** Asking again cannot fix a refused request (4xx) or a body of the wrong shape. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  if (status !== undefined && status >= 400 && status < 500) return false;
  if (error instanceof UnexpectedResponseError) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: FETCHED_DATA_FRESH_MS, refetchOnWindowFocus: false, retry: shouldRetry },
    },
  });
}

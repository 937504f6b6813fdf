import { CHARACTERS_PAGE_SIZE, type Character, FIRST_PAGE } from '@kindred/contract';
import { assign, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { recoveryDelay } from '../shared/recovery';

export interface CharacterPageRequest {
  page: number;
  limit: number;
  /** Add a later page to the list instead of replacing it. */
  append: boolean;
}

export interface CharacterListContext {
  characters: Character[];
  page: number;
  hasNextPage: boolean;
  activeCharacter: Character | null;
  request: CharacterPageRequest;
  /** Failed loads in a row. */
  failures: number;
}

export type CharacterListEvent =
  | { type: 'user.fetch'; page?: number; limit?: number; append?: boolean }
  | { type: 'user.select'; character: Character | null }
  | { type: 'user.retry' };

/** Page 1 always replaces; a later page is added only when asked to append. */
export const mergeCharacterPage = (
  current: Character[],
  received: Character[],
  request: Pick<CharacterPageRequest, 'page' | 'append'>,
): Character[] => (request.page > FIRST_PAGE && request.append ? [...current, ...received] : received);

export const characterListMachine = setup({
  types: {
    context: {} as CharacterListContext,
    events: {} as CharacterListEvent,
  },
  actors: {
    loadCharacters: notProvided<Character[], { page: number; limit: number }>('loadCharacters'),
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
    rememberRequest: assign((_, params: CharacterPageRequest) => ({ request: params })),
    receivePage: assign(({ context }, params: { characters: Character[] }) => ({
      characters: mergeCharacterPage(context.characters, params.characters, context.request),
      page: context.request.page,
      // A full page suggests there is more; a short one is the last.
      hasNextPage: params.characters.length === context.request.limit,
      failures: 0,
    })),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
    selectCharacter: assign((_, params: { character: Character | null }) => ({ activeCharacter: params.character })),
  },
  delays: {
    recoveryDelay: ({ context }) => recoveryDelay(context.failures),
  },
}).createMachine({
  id: 'characterList',
  context: {
    characters: [],
    page: FIRST_PAGE,
    hasNextPage: true,
    activeCharacter: null,
    request: { page: FIRST_PAGE, limit: CHARACTERS_PAGE_SIZE, append: false },
    failures: 0,
  },
  initial: 'idle',
  on: {
    'user.fetch': {
      target: '.loading',
      actions: {
        type: 'rememberRequest',
        params: ({ event }) => ({
          page: event.page ?? FIRST_PAGE,
          limit: event.limit ?? CHARACTERS_PAGE_SIZE,
          append: event.append ?? false,
        }),
      },
    },
    'user.select': { actions: { type: 'selectCharacter', params: ({ event }) => ({ character: event.character }) } },
  },
  states: {
    idle: {},
    loading: {
      tags: 'pending',
      // A fetch is ignored while one is loading.
      on: { 'user.fetch': {} },
      invoke: {
        id: 'loadCharacters',
        src: 'loadCharacters',
        input: ({ context }) => ({ page: context.request.page, limit: context.request.limit }),
        onDone: {
          target: 'idle',
          actions: { type: 'receivePage', params: ({ event }) => ({ characters: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: [{ type: 'logError', params: ({ event }) => ({ error: event.error }) }, 'countFailure'],
        },
      },
    },
    /**
     * Shows 'Failed to load characters. Please try again later.' in place of the list, with Retry;
     * the same request is tried again by itself after a while.
     */
    failed: {
      after: { recoveryDelay: 'loading' },
      on: { 'user.retry': 'loading' },
    },
  },
});

export type CharacterListSnapshot = SnapshotFrom<typeof characterListMachine>;

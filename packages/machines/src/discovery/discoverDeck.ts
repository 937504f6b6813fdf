import { type Character, DISCOVER_PAGE_SIZE, FIRST_PAGE, type LikeResponse } from '@kindred/contract';
import { assign, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { recoveryDelay } from '../shared/recovery';
import { type CharacterView, isBlocked, isMatch, toDeckCard } from './characterView';

export interface DiscoverDeckInput {
  /** The ids the user has liked, disliked and matched so far (from the current user). */
  likes: string[];
  dislikes: string[];
  matches?: string[];
}

/** How long the answer to a like stays on screen; a failed like stays until the next decision. */
export const DECK_FEEDBACK_MS = 4_000;

/** What the last like came to: a match, a character that is not available to chat, or no like at all. */
export type DeckFeedback = { kind: 'matched' | 'blocked' | 'likeFailed'; name: string };

export interface DiscoverDeckContext {
  deck: CharacterView[];
  /** Position of the centred card in the deck. */
  index: number;
  page: number;
  hasNextPage: boolean;
  likes: string[];
  dislikes: string[];
  matches: string[];
  feedback: DeckFeedback | null;
  /** Failed loads in a row while there is nothing to show. */
  failures: number;
}

export type DiscoverDeckEvent =
  | { type: 'user.like' }
  | { type: 'user.reject' }
  | { type: 'user.flip' }
  | { type: 'user.next' }
  | { type: 'user.previous' }
  | { type: 'user.retry' };

/** Cards for the characters the user has neither liked nor disliked yet. */
export const newDeckCards = (characters: Character[], seen: { likes: string[]; dislikes: string[] }) =>
  characters.map(toDeckCard).filter((card) => !seen.likes.includes(card.id) && !seen.dislikes.includes(card.id));

/** The centred card and its blurred neighbours. */
export const deckNeighbours = ({ deck, index }: Pick<DiscoverDeckContext, 'deck' | 'index'>) => ({
  previous: deck[index - 1] ?? null,
  current: deck[index] ?? null,
  next: deck[index + 1] ?? null,
});

const currentId = (context: DiscoverDeckContext) => context.deck[context.index]?.id ?? '';
const currentName = (context: DiscoverDeckContext) => context.deck[context.index]?.name ?? '';
const addOnce = (ids: string[], id: string) => (ids.includes(id) ? ids : [...ids, id]);
const isPastEnd = (context: DiscoverDeckContext) => context.index >= context.deck.length;

export const discoverDeckMachine = setup({
  types: {
    context: {} as DiscoverDeckContext,
    events: {} as DiscoverDeckEvent,
    input: {} as DiscoverDeckInput,
  },
  actors: {
    loadBrowsePage: notProvided<Character[], { page: number; limit: number }>('loadBrowsePage'),
    likeCharacter: notProvided<LikeResponse, { characterId: string }>('likeCharacter'),
    rejectCharacter: notProvided<unknown, { characterId: string }>('rejectCharacter'),
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
    receivePage: assign(({ context }, params: { page: number; characters: Character[] }) => ({
      deck: [...context.deck, ...newDeckCards(params.characters, context)],
      page: params.page,
      hasNextPage: params.characters.length === DISCOVER_PAGE_SIZE,
      failures: 0,
    })),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
    recordLike: assign(({ context }, params: { response: LikeResponse }) => {
      const id = currentId(context);
      return {
        likes: addOnce(context.likes, id),
        matches: isMatch(params.response) ? addOnce(context.matches, id) : context.matches,
      };
    }),
    /** Says what the like came to: a Blocked like is no match, and the user is told so, not shown a match. */
    answerLike: assign(({ context }, params: { response: LikeResponse }) => {
      const kind = isBlocked(params.response) ? 'blocked' : isMatch(params.response) ? 'matched' : null;
      return { feedback: kind && { kind, name: currentName(context) } };
    }),
    reportFailedLike: assign(({ context }) => ({
      feedback: { kind: 'likeFailed' as const, name: currentName(context) },
    })),
    clearFeedback: assign({ feedback: null }),
    recordDislike: assign(({ context }) => ({ dislikes: addOnce(context.dislikes, currentId(context)) })),
    /** The next card slides into the position of the removed one. */
    removeCurrentCard: assign(({ context }) => ({ deck: context.deck.filter((_, i) => i !== context.index) })),
    showNext: assign(({ context }) => ({ index: context.index + 1 })),
    showPrevious: assign(({ context }) => ({ index: context.index - 1 })),
    restartAtFirst: assign({ index: 0 }),
  },
  guards: {
    isPastEndWithMorePages: ({ context }) => isPastEnd(context) && context.hasNextPage,
    isPastEnd: ({ context }) => isPastEnd(context),
    isDeckEmpty: ({ context }) => context.deck.length === 0,
    hasPrevious: ({ context }) => context.index > 0,
    /** A like's answer fades; a failed like is said until the user decides again. */
    isFeedbackFleeting: ({ context }) => context.feedback !== null && context.feedback.kind !== 'likeFailed',
  },
  delays: {
    recoveryDelay: ({ context }) => recoveryDelay(context.failures),
    feedbackDuration: DECK_FEEDBACK_MS,
  },
}).createMachine({
  id: 'discoverDeck',
  context: ({ input }) => ({
    deck: [],
    index: 0,
    page: FIRST_PAGE,
    hasNextPage: true,
    likes: input.likes,
    dislikes: input.dislikes,
    matches: input.matches ?? [],
    feedback: null,
    failures: 0,
  }),
  initial: 'loading',
  states: {
    /** Shows 'Loading Characters...'. */
    loading: {
      invoke: {
        id: 'loadBrowsePage',
        src: 'loadBrowsePage',
        input: { page: FIRST_PAGE, limit: DISCOVER_PAGE_SIZE },
        onDone: {
          target: 'advancing',
          actions: { type: 'receivePage', params: ({ event }) => ({ page: FIRST_PAGE, characters: event.output }) },
        },
        // Nothing to show: the deck says it could not be loaded, never that there is nobody new.
        onError: {
          target: 'failed',
          actions: [{ type: 'logError', params: ({ event }) => ({ error: event.error }) }, 'countFailure'],
        },
      },
    },
    /** The deck could not be loaded: tried again by itself after a while, or at once on Retry. */
    failed: {
      after: { recoveryDelay: 'loading' },
      on: { 'user.retry': 'loading' },
    },
    /** Decides where the deck goes after its cards or position changed. */
    advancing: {
      always: [
        { guard: 'isPastEndWithMorePages', target: 'loadingMore', actions: 'restartAtFirst' },
        { guard: 'isDeckEmpty', target: 'empty' },
        { guard: 'isPastEnd', target: 'browsing', actions: 'restartAtFirst' },
        { target: 'browsing' },
      ],
    },
    loadingMore: {
      invoke: {
        id: 'loadBrowsePage',
        src: 'loadBrowsePage',
        input: ({ context }) => ({ page: context.page + 1, limit: DISCOVER_PAGE_SIZE }),
        onDone: {
          target: 'advancing',
          actions: {
            type: 'receivePage',
            params: ({ context, event }) => ({ page: context.page + 1, characters: event.output }),
          },
        },
        onError: [
          {
            guard: 'isDeckEmpty',
            target: 'failed',
            actions: [{ type: 'logError', params: ({ event }) => ({ error: event.error }) }, 'countFailure'],
          },
          { target: 'browsing', actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    browsing: {
      initial: 'viewing',
      states: {
        viewing: {
          initial: 'front',
          after: { feedbackDuration: { guard: 'isFeedbackFleeting', actions: 'clearFeedback' } },
          states: {
            front: { on: { 'user.flip': 'back' } },
            back: { on: { 'user.flip': 'front' } },
          },
          on: {
            'user.like': { target: 'liking', actions: 'clearFeedback' },
            'user.reject': { target: 'rejecting', actions: ['clearFeedback', 'recordDislike'] },
            'user.next': { target: '#discoverDeck.advancing', actions: ['clearFeedback', 'showNext'] },
            // Re-entering shows the front of the card again.
            'user.previous': {
              guard: 'hasPrevious',
              target: 'viewing',
              reenter: true,
              actions: ['clearFeedback', 'showPrevious'],
            },
          },
        },
        liking: {
          invoke: {
            id: 'likeCharacter',
            src: 'likeCharacter',
            input: ({ context }) => ({ characterId: currentId(context) }),
            onDone: {
              target: '#discoverDeck.advancing',
              actions: [
                { type: 'recordLike', params: ({ event }) => ({ response: event.output }) },
                { type: 'answerLike', params: ({ event }) => ({ response: event.output }) },
                'removeCurrentCard',
              ],
            },
            // A failed like adds nothing and is no match: the card stays where it is, and the user is told.
            onError: {
              target: 'viewing',
              actions: [{ type: 'logError', params: ({ event }) => ({ error: event.error }) }, 'reportFailedLike'],
            },
          },
        },
        rejecting: {
          invoke: {
            id: 'rejectCharacter',
            src: 'rejectCharacter',
            input: ({ context }) => ({ characterId: currentId(context) }),
            onDone: { target: '#discoverDeck.advancing', actions: 'removeCurrentCard' },
            onError: {
              target: '#discoverDeck.advancing',
              actions: [{ type: 'logError', params: ({ event }) => ({ error: event.error }) }, 'removeCurrentCard'],
            },
          },
        },
      },
    },
    /** Shows 'No New Characters' with 'Go to Matches', and the answer to the last like for a while. */
    empty: {
      after: { feedbackDuration: { guard: 'isFeedbackFleeting', actions: 'clearFeedback' } },
    },
  },
});

export type DiscoverDeckSnapshot = SnapshotFrom<typeof discoverDeckMachine>;

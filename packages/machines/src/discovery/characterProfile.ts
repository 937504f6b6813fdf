import type { Character, LikeResponse } from '@kindred/contract';
import { assign, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { recoveryDelay } from '../shared/recovery';
import { type CharacterView, galleryLength, isBlocked, isMatch, toProfileView } from './characterView';

export type ProfileTab = 'about' | 'interests' | 'gallery';

export interface CharacterProfileInput {
  characterId: string;
  /** The user's liked and matched character ids. */
  likes: string[];
  matches: string[];
  /** The ids of the characters that answered the user's like Blocked, when the server says. */
  blocked?: string[] | undefined;
}

export interface CharacterProfileContext {
  characterId: string;
  character: CharacterView | null;
  liked: boolean;
  matched: boolean;
  /** The character answered the user's like Blocked: no chat with them, whatever the like. */
  blocked: boolean;
  /** The image shown in the lightbox. */
  imageIndex: number;
  /** Failed loads in a row. */
  failures: number;
}

export type CharacterProfileEvent =
  | { type: 'user.like' }
  | { type: 'user.retry' }
  | { type: 'user.selectTab'; tab: ProfileTab }
  | { type: 'user.toggleMore' }
  | { type: 'user.openImage'; index: number }
  | { type: 'user.selectImage'; index: number }
  | { type: 'user.nextImage' }
  | { type: 'user.previousImage' }
  | { type: 'user.closeLightbox' };

/** The Message button works only for a liked or matched character, and never for one that blocked the user. */
export const canMessage = (context: Pick<CharacterProfileContext, 'liked' | 'matched' | 'blocked'>) =>
  (context.liked || context.matched) && !context.blocked;

/** Moves through the gallery, wrapping around at both ends. */
export const wrapIndex = (index: number, length: number) => (length > 0 ? ((index % length) + length) % length : 0);

const imageCount = (context: CharacterProfileContext) => galleryLength(context.character ?? {});

export const characterProfileMachine = setup({
  types: {
    context: {} as CharacterProfileContext,
    events: {} as CharacterProfileEvent,
    input: {} as CharacterProfileInput,
  },
  actors: {
    /** Resolves null when there is no such character; rejects when loading failed. */
    loadCharacter: notProvided<Character | null, { characterId: string }>('loadCharacter'),
    likeCharacter: notProvided<LikeResponse, { characterId: string }>('likeCharacter'),
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
    showCharacter: assign((_, params: { character: Character | null }) => ({
      character: params.character && toProfileView(params.character),
      failures: 0,
    })),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
    recordLike: assign(({ context }, params: { response: LikeResponse }) => ({
      liked: true,
      matched: context.matched || isMatch(params.response),
      blocked: context.blocked || isBlocked(params.response),
    })),
    showImage: assign(({ context }, params: { index: number }) => ({
      imageIndex: wrapIndex(params.index, imageCount(context)),
    })),
    showNextImage: assign(({ context }) => ({ imageIndex: wrapIndex(context.imageIndex + 1, imageCount(context)) })),
    showPreviousImage: assign(({ context }) => ({
      imageIndex: wrapIndex(context.imageIndex - 1, imageCount(context)),
    })),
  },
  guards: {
    isFound: (_, params: { character: Character | null }) => params.character !== null,
    isNotLiked: ({ context }) => !context.liked,
    isTab: ({ event }, params: { tab: ProfileTab }) => event.type === 'user.selectTab' && event.tab === params.tab,
  },
  delays: {
    recoveryDelay: ({ context }) => recoveryDelay(context.failures),
  },
}).createMachine({
  id: 'characterProfile',
  context: ({ input }) => ({
    characterId: input.characterId,
    character: null,
    liked: input.likes.includes(input.characterId),
    matched: input.matches.includes(input.characterId),
    blocked: input.blocked?.includes(input.characterId) ?? false,
    imageIndex: 0,
    failures: 0,
  }),
  initial: 'loading',
  states: {
    /** Shows 'Loading...'. */
    loading: {
      invoke: {
        id: 'loadCharacter',
        src: 'loadCharacter',
        input: ({ context }) => ({ characterId: context.characterId }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => ({ character: event.output }) },
            target: 'ready',
            actions: { type: 'showCharacter', params: ({ event }) => ({ character: event.output }) },
          },
          { target: 'notFound' },
        ],
        onError: {
          target: 'failed',
          actions: [{ type: 'logError', params: ({ event }) => ({ error: event.error }) }, 'countFailure'],
        },
      },
    },
    /** Shows 'Character Not Found' with 'Discover Other Characters'. */
    notFound: {},
    /** Shows 'Failed to load character' with Retry and Go Back; tried again by itself after a while. */
    failed: {
      after: { recoveryDelay: 'loading' },
      on: { 'user.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      states: {
        tab: {
          initial: 'about',
          on: {
            'user.selectTab': [
              { guard: { type: 'isTab', params: { tab: 'about' } }, target: '.about' },
              { guard: { type: 'isTab', params: { tab: 'interests' } }, target: '.interests' },
              { guard: { type: 'isTab', params: { tab: 'gallery' } }, target: '.gallery' },
            ],
          },
          states: { about: {}, interests: {}, gallery: {} },
        },
        /** 'Show more' reveals the background story, flaws & fears and dreams & goals. */
        details: {
          initial: 'collapsed',
          states: {
            collapsed: { on: { 'user.toggleMore': 'expanded' } },
            expanded: { on: { 'user.toggleMore': 'collapsed' } },
          },
        },
        lightbox: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                'user.openImage': {
                  target: 'open',
                  actions: { type: 'showImage', params: ({ event }) => ({ index: event.index }) },
                },
              },
            },
            open: {
              on: {
                'user.nextImage': { actions: 'showNextImage' },
                'user.previousImage': { actions: 'showPreviousImage' },
                'user.selectImage': { actions: { type: 'showImage', params: ({ event }) => ({ index: event.index }) } },
                'user.closeLightbox': 'closed',
              },
            },
          },
        },
        like: {
          initial: 'idle',
          states: {
            idle: { on: { 'user.like': { guard: 'isNotLiked', target: 'liking' } } },
            liking: {
              invoke: {
                id: 'likeCharacter',
                src: 'likeCharacter',
                input: ({ context }) => ({ characterId: context.characterId }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'recordLike', params: ({ event }) => ({ response: event.output }) },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type CharacterProfileSnapshot = SnapshotFrom<typeof characterProfileMachine>;

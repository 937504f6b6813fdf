import type { Character, LikeResponse } from '@kindred/contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type DiscoverDeckInput, deckNeighbours, discoverDeckMachine } from '../src/discovery/discoverDeck';
import { characters } from './fixtures';
import { byValueAnd, unreachedStates } from './reachability';

const matched: LikeResponse = { message: 'Liked', relationship: { type: 'Matched' } };

function start({
  input = { likes: [], dislikes: [] },
  browse = async ({ page }: { page: number }) => characters(page === 1 ? 10 : 3, (page - 1) * 10 + 1),
  like = async (): Promise<LikeResponse> => matched,
  reject = async (): Promise<unknown> => ({ message: 'Disliked' }),
}: {
  input?: DiscoverDeckInput;
  browse?: (request: { page: number; limit: number }) => Promise<Character[]>;
  like?: () => Promise<LikeResponse>;
  reject?: () => Promise<unknown>;
} = {}) {
  const spies = {
    loadBrowsePage: vi.fn(({ input }: { input: { page: number; limit: number } }) => browse(input)),
    likeCharacter: vi.fn(like),
    rejectCharacter: vi.fn(reject),
    logError: vi.fn(),
  };
  const actor = createActor(
    discoverDeckMachine.provide({
      actors: {
        loadBrowsePage: fromPromise(spies.loadBrowsePage),
        likeCharacter: fromPromise(spies.likeCharacter),
        rejectCharacter: fromPromise(spies.rejectCharacter),
      },
      actions: { logError: (_, { error }) => spies.logError(error) },
    }),
    { input },
  ).start();
  const viewing = () => waitFor(actor, (s) => s.matches({ browsing: 'viewing' }) || s.matches('empty'));
  return { actor, spies, viewing };
}

const currentId = (snapshot: { context: Parameters<typeof deckNeighbours>[0] }) =>
  deckNeighbours(snapshot.context).current?.id;

describe('discoverDeck', () => {
  it('loads the first page of ten, showing only characters neither liked nor disliked', async () => {
    const { actor, spies, viewing } = start({ input: { likes: ['c1'], dislikes: ['c2'] } });
    expect(actor.getSnapshot().value).toBe('loading');
    const snapshot = await viewing();
    expect(spies.loadBrowsePage).toHaveBeenCalledWith(expect.objectContaining({ input: { page: 1, limit: 10 } }));
    expect(snapshot.context.deck.map((card) => card.id)).toEqual(['c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9', 'c10']);
    expect(deckNeighbours(snapshot.context)).toMatchObject({
      previous: null,
      current: { id: 'c3' },
      next: { id: 'c4' },
    });
  });

  it('is empty when there is nothing new', async () => {
    const { viewing } = start({ browse: async () => [] });
    expect((await viewing()).value).toBe('empty');
  });

  it('is empty when the first page fails, logging why', async () => {
    const { viewing, spies } = start({
      browse: async () => {
        throw new Error('offline');
      },
    });
    expect((await viewing()).value).toBe('empty');
    expect(spies.logError).toHaveBeenCalledWith(new Error('offline'));
  });

  it('likes the centred card: a match, removed from the deck, on to the next card', async () => {
    const { actor, spies, viewing } = start();
    await viewing();
    actor.send({ type: 'user.like' });
    expect(actor.getSnapshot().matches({ browsing: 'liking' })).toBe(true);
    const snapshot = await viewing();
    expect(spies.likeCharacter).toHaveBeenCalledWith(expect.objectContaining({ input: { characterId: 'c1' } }));
    expect(snapshot.context).toMatchObject({ likes: ['c1'], matches: ['c1'] });
    expect(snapshot.context.deck.map((card) => card.id)).not.toContain('c1');
    expect(currentId(snapshot)).toBe('c2');
  });

  it('does not match when the relationship is blocked or missing', async () => {
    for (const relationship of [{ type: 'Blocked' as const }, null]) {
      const { actor, viewing } = start({ like: async () => ({ message: 'Liked', relationship }) });
      await viewing();
      actor.send({ type: 'user.like' });
      const snapshot = await viewing();
      expect(snapshot.context).toMatchObject({ likes: ['c1'], matches: [] });
      expect(currentId(snapshot)).toBe('c2');
    }
  });

  it('adds nothing when a like fails and keeps the card', async () => {
    const { actor, spies, viewing } = start({
      like: async () => {
        throw new Error('offline');
      },
    });
    await viewing();
    actor.send({ type: 'user.like' });
    const snapshot = await viewing();
    expect(snapshot.context).toMatchObject({ likes: [], matches: [] });
    expect(currentId(snapshot)).toBe('c1');
    expect(spies.logError).toHaveBeenCalledWith(new Error('offline'));
  });

  it('rejects the centred card: disliked at once, removed, on to the next card', async () => {
    const { actor, spies, viewing } = start();
    await viewing();
    actor.send({ type: 'user.reject' });
    expect(actor.getSnapshot().context.dislikes).toEqual(['c1']);
    const snapshot = await viewing();
    expect(spies.rejectCharacter).toHaveBeenCalledWith(expect.objectContaining({ input: { characterId: 'c1' } }));
    expect(currentId(snapshot)).toBe('c2');
    expect(snapshot.context.deck).toHaveLength(9);
  });

  it('keeps the dislike and removes the card even when the reject call fails', async () => {
    const { actor, viewing } = start({
      reject: async () => {
        throw new Error('offline');
      },
    });
    await viewing();
    actor.send({ type: 'user.reject' });
    const snapshot = await viewing();
    expect(snapshot.context.dislikes).toEqual(['c1']);
    expect(snapshot.context.deck.map((card) => card.id)).not.toContain('c1');
  });

  it('flips the card and shows the front again on every card change', async () => {
    const { actor, viewing } = start();
    await viewing();
    actor.send({ type: 'user.flip' });
    expect(actor.getSnapshot().matches({ browsing: { viewing: 'back' } })).toBe(true);
    actor.send({ type: 'user.flip' });
    expect(actor.getSnapshot().matches({ browsing: { viewing: 'front' } })).toBe(true);
    actor.send({ type: 'user.flip' });
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().matches({ browsing: { viewing: 'front' } })).toBe(true);
    actor.send({ type: 'user.flip' });
    actor.send({ type: 'user.previous' });
    expect(actor.getSnapshot().matches({ browsing: { viewing: 'front' } })).toBe(true);
    actor.send({ type: 'user.flip' });
    actor.send({ type: 'user.like' });
    expect((await viewing()).matches({ browsing: { viewing: 'front' } })).toBe(true);
  });

  it('moves between neighbours and cannot go before the first card', async () => {
    const { actor, viewing } = start();
    await viewing();
    actor.send({ type: 'user.previous' });
    expect(currentId(actor.getSnapshot())).toBe('c1');
    actor.send({ type: 'user.next' });
    actor.send({ type: 'user.next' });
    expect(currentId(actor.getSnapshot())).toBe('c3');
    actor.send({ type: 'user.previous' });
    expect(currentId(actor.getSnapshot())).toBe('c2');
  });

  it('fetches the next page at the end of the list, appends it and restarts at the first card', async () => {
    const { actor, spies, viewing } = start();
    await viewing();
    for (let i = 0; i < 9; i++) actor.send({ type: 'user.next' });
    expect(currentId(actor.getSnapshot())).toBe('c10');
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().value).toBe('loadingMore');
    const snapshot = await viewing();
    expect(spies.loadBrowsePage).toHaveBeenLastCalledWith(expect.objectContaining({ input: { page: 2, limit: 10 } }));
    expect(snapshot.context.deck).toHaveLength(13);
    expect(snapshot.context.hasNextPage).toBe(false);
    expect(currentId(snapshot)).toBe('c1');
  });

  it('restarts at the first card without fetching when there is no next page', async () => {
    const { actor, spies, viewing } = start({ browse: async () => characters(2) });
    await viewing();
    actor.send({ type: 'user.next' });
    actor.send({ type: 'user.reject' });
    const snapshot = await viewing();
    expect(currentId(snapshot)).toBe('c1');
    expect(spies.loadBrowsePage).toHaveBeenCalledOnce();
  });

  it('keeps browsing what it has when the next page fails', async () => {
    const { actor, viewing } = start({
      browse: async ({ page }) => {
        if (page > 1) throw new Error('offline');
        return characters(10);
      },
    });
    await viewing();
    for (let i = 0; i < 10; i++) actor.send({ type: 'user.next' });
    const snapshot = await viewing();
    expect(snapshot.matches('browsing')).toBe(true);
    expect(currentId(snapshot)).toBe('c1');
  });

  it('is empty after the last card is gone', async () => {
    const { actor, viewing } = start({ browse: async () => characters(1) });
    await viewing();
    actor.send({ type: 'user.like' });
    expect((await viewing()).value).toBe('empty');
  });

  it('reaches every state', () => {
    const failure = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('offline') });
    const events = [
      { type: 'xstate.done.actor.loadBrowsePage', output: characters(10) },
      { type: 'xstate.done.actor.loadBrowsePage', output: characters(1) },
      { type: 'xstate.done.actor.likeCharacter', output: matched },
      { type: 'xstate.done.actor.rejectCharacter', output: {} },
      ...['loadBrowsePage', 'likeCharacter', 'rejectCharacter'].map(failure),
    ];
    // The guards read the deck's size, the position and whether more pages exist, not the cards;
    // full pages could keep coming, so a deck of more than two pages is not explored further.
    const serializeState = byValueAnd(({ context }) => [context.deck.length, context.index, context.hasNextPage]);
    const stopWhen = ({ context }: { context: { deck: unknown[] } }) => context.deck.length > 20;
    const inputs = [{ likes: [], dislikes: [] }];
    expect(unreachedStates(discoverDeckMachine, { inputs, events, serializeState, stopWhen })).toEqual([]);
  });
});

import type { Character, LikeResponse } from '@kindred/contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  DECK_FEEDBACK_MS,
  type DiscoverDeckInput,
  deckNeighbours,
  discoverDeckMachine,
} from '../src/discovery/discoverDeck';
import { recoveryDelay } from '../src/shared/recovery';
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
  const clock = new SimulatedClock();
  const actor = createActor(
    discoverDeckMachine.provide({
      actors: {
        loadBrowsePage: fromPromise(spies.loadBrowsePage),
        likeCharacter: fromPromise(spies.likeCharacter),
        rejectCharacter: fromPromise(spies.rejectCharacter),
      },
      actions: { logError: (_, { error }) => spies.logError(error) },
    }),
    { input, clock },
  ).start();
  const viewing = () => waitFor(actor, (s) => s.matches({ browsing: 'viewing' }) || s.matches('empty'));
  return { actor, spies, clock, viewing };
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

  it('says a failed first page failed, never that nobody is new, and tries again by itself until it loads', async () => {
    let down = true;
    const { actor, clock, spies, viewing } = start({
      browse: async () => {
        if (down) throw new Error('offline');
        return characters(3);
      },
    });
    const failed = () => waitFor(actor, (s) => s.matches('failed'));
    expect((await failed()).context.failures).toBe(1);
    expect(spies.logError).toHaveBeenCalledWith(new Error('offline'));

    clock.increment(recoveryDelay(1) - 1);
    expect(spies.loadBrowsePage).toHaveBeenCalledOnce();
    clock.increment(1);
    expect(spies.loadBrowsePage).toHaveBeenCalledTimes(2);
    expect((await failed()).context.failures).toBe(2);

    down = false;
    clock.increment(recoveryDelay(2));
    const snapshot = await viewing();
    expect(snapshot.matches('browsing')).toBe(true);
    expect(snapshot.context.failures).toBe(0);
  });

  it('loads at once on Retry after a failure', async () => {
    let down = true;
    const { actor, viewing } = start({
      browse: async () => {
        if (down) throw new Error('offline');
        return characters(3);
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    down = false;
    actor.send({ type: 'user.retry' });
    expect((await viewing()).matches('browsing')).toBe(true);
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

  it("says it's a match for a while, without holding up the next card", async () => {
    const { actor, clock, viewing } = start();
    await viewing();
    actor.send({ type: 'user.like' });
    const snapshot = await viewing();
    expect(snapshot.context.feedback).toEqual({ kind: 'matched', name: 'Character c1' });
    expect(snapshot.matches({ browsing: 'viewing' })).toBe(true);
    clock.increment(DECK_FEEDBACK_MS);
    expect(actor.getSnapshot().context.feedback).toBeNull();
  });

  it('says a Blocked like is no match: the character is not available to chat', async () => {
    const { actor, viewing } = start({
      like: async () => ({ message: 'Liked', relationship: { type: 'Blocked' } }),
    });
    await viewing();
    actor.send({ type: 'user.like' });
    expect((await viewing()).context.feedback).toEqual({ kind: 'blocked', name: 'Character c1' });
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

  it('says a failed like failed until the user decides again, and the like can be tried again', async () => {
    let down = true;
    const { actor, clock, spies, viewing } = start({
      like: async () => {
        if (down) throw new Error('offline');
        return matched;
      },
    });
    await viewing();
    actor.send({ type: 'user.like' });
    expect((await viewing()).context.feedback).toEqual({ kind: 'likeFailed', name: 'Character c1' });
    clock.increment(DECK_FEEDBACK_MS);
    expect(actor.getSnapshot().context.feedback?.kind).toBe('likeFailed');

    down = false;
    actor.send({ type: 'user.like' });
    expect(actor.getSnapshot().context.feedback).toBeNull();
    const snapshot = await viewing();
    expect(spies.likeCharacter).toHaveBeenCalledTimes(2);
    expect(snapshot.context).toMatchObject({ likes: ['c1'], matches: ['c1'], feedback: { kind: 'matched' } });
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

  it('says the deck failed when its cards are all gone and the next page fails', async () => {
    const { actor } = start({
      browse: async ({ page }) => {
        if (page > 1) throw new Error('offline');
        return characters(10);
      },
    });
    await waitFor(actor, (s) => s.matches('browsing'));
    for (let i = 0; i < 10; i++) {
      actor.send({ type: 'user.reject' });
      await waitFor(actor, (s) => !s.matches({ browsing: 'rejecting' }));
    }
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.deck).toEqual([]);
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

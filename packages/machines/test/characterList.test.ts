import type { Character } from '@kindred/contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { characterListMachine } from '../src/discovery/characterList';
import { recoveryDelay } from '../src/shared/recovery';
import { character, characters } from './fixtures';
import { unreachedStates } from './reachability';

type Request = { page: number; limit: number };

function start(answer: (request: Request) => Promise<Character[]>) {
  const loadCharacters = vi.fn(({ input }: { input: Request }) => answer(input));
  const logError = vi.fn();
  const clock = new SimulatedClock();
  const actor = createActor(
    characterListMachine.provide({
      actors: { loadCharacters: fromPromise(loadCharacters) },
      actions: { logError: (_, { error }) => logError(error) },
    }),
    { clock },
  ).start();
  return { actor, clock, loadCharacters, logError, idle: () => waitFor(actor, (s) => !s.hasTag('pending')) };
}

const pages = async ({ page, limit }: Request) => characters(limit, (page - 1) * limit + 1);

describe('characterList', () => {
  it('starts on page 1 with a next page assumed', () => {
    const { actor } = start(pages);
    expect(actor.getSnapshot().context).toMatchObject({ characters: [], page: 1, hasNextPage: true });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('loads the first page with the default size', async () => {
    const { actor, loadCharacters, idle } = start(pages);
    actor.send({ type: 'user.fetch' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    const snapshot = await idle();
    expect(loadCharacters).toHaveBeenCalledWith(expect.objectContaining({ input: { page: 1, limit: 20 } }));
    expect(snapshot.context.characters).toHaveLength(20);
    expect(snapshot.context.hasNextPage).toBe(true);
  });

  it('ignores a fetch while one is loading', async () => {
    const { actor, loadCharacters, idle } = start(pages);
    actor.send({ type: 'user.fetch', limit: 50 });
    actor.send({ type: 'user.fetch', page: 2, limit: 50, append: true });
    await idle();
    expect(loadCharacters).toHaveBeenCalledOnce();
  });

  it('appends a later page when asked to, and replaces otherwise', async () => {
    const { actor, idle } = start(pages);
    actor.send({ type: 'user.fetch', limit: 3 });
    await idle();
    actor.send({ type: 'user.fetch', page: 2, limit: 3, append: true });
    expect((await idle()).context.characters.map((c) => c.id)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6']);
    expect(actor.getSnapshot().context.page).toBe(2);
    actor.send({ type: 'user.fetch', page: 3, limit: 3 });
    expect((await idle()).context.characters.map((c) => c.id)).toEqual(['c7', 'c8', 'c9']);
    actor.send({ type: 'user.fetch', page: 1, limit: 3, append: true });
    expect((await idle()).context.characters.map((c) => c.id)).toEqual(['c1', 'c2', 'c3']);
  });

  it('has no next page after a short page', async () => {
    const { actor, idle } = start(async () => [character('only')]);
    actor.send({ type: 'user.fetch', limit: 50 });
    expect((await idle()).context.hasNextPage).toBe(false);
  });

  it('stops loading on failure, keeping what it had', async () => {
    let fail = false;
    const { actor, idle, logError } = start(async (request) => {
      if (fail) throw new Error('offline');
      return pages(request);
    });
    actor.send({ type: 'user.fetch', limit: 2 });
    await idle();
    fail = true;
    actor.send({ type: 'user.fetch', page: 2, limit: 2, append: true });
    const snapshot = await idle();
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.characters).toHaveLength(2);
    expect(logError).toHaveBeenCalledWith(new Error('offline'));
    fail = false;
    actor.send({ type: 'user.fetch', limit: 2 });
    expect((await idle()).value).toBe('idle');
  });

  it('tries the failed request again by itself on the recovery rhythm, or at once on Retry', async () => {
    let down = true;
    const { actor, clock, loadCharacters, idle } = start(async (request) => {
      if (down) throw new Error('offline');
      return pages(request);
    });
    actor.send({ type: 'user.fetch', limit: 3 });
    expect((await idle()).context.failures).toBe(1);
    clock.increment(recoveryDelay(1) - 1);
    expect(loadCharacters).toHaveBeenCalledOnce();
    clock.increment(1);
    expect(loadCharacters).toHaveBeenLastCalledWith(expect.objectContaining({ input: { page: 1, limit: 3 } }));
    expect((await idle()).context.failures).toBe(2);

    down = false;
    actor.send({ type: 'user.retry' });
    const snapshot = await idle();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context).toMatchObject({ failures: 0, characters: [{ _id: 'c1' }, { _id: 'c2' }, { _id: 'c3' }] });
  });

  it('remembers the active character', () => {
    const { actor } = start(pages);
    actor.send({ type: 'user.select', character: character('c9') });
    expect(actor.getSnapshot().context.activeCharacter?.id).toBe('c9');
    actor.send({ type: 'user.select', character: null });
    expect(actor.getSnapshot().context.activeCharacter).toBeNull();
  });

  it('reaches every state', () => {
    const events = [
      { type: 'user.fetch', page: 1 },
      { type: 'user.select', character: null },
      { type: 'xstate.done.actor.loadCharacters', output: [] },
      { type: 'xstate.error.actor.loadCharacters', error: new Error('offline') },
    ];
    // Failures in a row only set the wait before the next try: one more is nothing new to explore.
    const stopWhen = ({ context }: { context: { failures: number } }) => context.failures > 1;
    expect(unreachedStates(characterListMachine, { events, stopWhen })).toEqual([]);
  });
});

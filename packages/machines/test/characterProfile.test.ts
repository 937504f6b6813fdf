import type { LikeResponse } from '@kindred/contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import {
  type CharacterProfileInput,
  canMessage,
  characterProfileMachine,
  wrapIndex,
} from '../src/discovery/characterProfile';
import { recoveryDelay } from '../src/shared/recovery';
import { character } from './fixtures';
import { unreachedStates } from './reachability';
import { fromSpy, pending, rejecting, resolving } from './stubs';

type Actors = NonNullable<Parameters<typeof characterProfileMachine.provide>[0]['actors']>;
const matched: LikeResponse = { message: 'Liked', relationship: { type: 'Matched' } };

function start(actors: Actors = {}, input: Partial<CharacterProfileInput> = {}) {
  const logError = vi.fn();
  const clock = new SimulatedClock();
  const actor = createActor(
    characterProfileMachine.provide({
      actors: { loadCharacter: resolving(character('c1')), likeCharacter: resolving(matched), ...actors },
      actions: { logError: (_, { error }) => logError(error) },
    }),
    { input: { characterId: 'c1', likes: [], matches: [], ...input }, clock },
  ).start();
  return { actor, clock, logError, settled: () => waitFor(actor, (s) => !s.matches('loading')) };
}

describe('characterProfile', () => {
  it('loads the character with the profile defaults', async () => {
    const loadCharacter = vi.fn(async () => character('c1', { gender: 'Male' }));
    const { actor, settled } = start({ loadCharacter: fromSpy(loadCharacter) });
    expect(actor.getSnapshot().value).toBe('loading');
    const snapshot = await settled();
    expect(loadCharacter).toHaveBeenCalledWith(expect.objectContaining({ input: { characterId: 'c1' } }));
    expect(snapshot.matches({ ready: { tab: 'about', details: 'collapsed', lightbox: 'closed' } })).toBe(true);
    expect(snapshot.context.character).toMatchObject({ id: 'c1', gender: 'male', verified: false });
  });

  it('says when there is no such character', async () => {
    const { settled } = start({ loadCharacter: resolving(null) });
    expect((await settled()).value).toBe('notFound');
  });

  it('logs a failed load and shows the failure', async () => {
    const { settled, logError } = start({ loadCharacter: rejecting(new Error('offline')) });
    expect((await settled()).value).toBe('failed');
    expect(logError).toHaveBeenCalledWith(new Error('offline'));
  });

  it('tries a failed load again by itself on the recovery rhythm, or at once on Retry', async () => {
    let down = true;
    const loadCharacter = vi.fn(async () => {
      if (down) throw new Error('offline');
      return character('c1');
    });
    const { actor, clock, settled } = start({ loadCharacter: fromSpy(loadCharacter) });
    expect((await settled()).context.failures).toBe(1);
    clock.increment(recoveryDelay(1));
    expect(loadCharacter).toHaveBeenCalledTimes(2);
    expect((await settled()).context.failures).toBe(2);

    down = false;
    actor.send({ type: 'user.retry' });
    const snapshot = await settled();
    expect(snapshot.matches('ready')).toBe(true);
    expect(snapshot.context.failures).toBe(0);
  });

  it('knows from the user whether the character is liked or matched', async () => {
    const liked = await start({}, { likes: ['c1'] }).settled();
    expect(liked.context).toMatchObject({ liked: true, matched: false });
    expect(canMessage(liked.context)).toBe(true);
    const matchedOnly = await start({}, { matches: ['c1'] }).settled();
    expect(canMessage(matchedOnly.context)).toBe(true);
    const stranger = await start({}, { likes: ['c2'] }).settled();
    expect(canMessage(stranger.context)).toBe(false);
  });

  it('likes the character, becoming a match unless blocked', async () => {
    const { actor, settled } = start();
    await settled();
    actor.send({ type: 'user.like' });
    expect(actor.getSnapshot().matches({ ready: { like: 'liking' } })).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches({ ready: { like: 'idle' } }));
    expect(snapshot.context).toMatchObject({ liked: true, matched: true });

    const blocked = start({ likeCharacter: resolving({ message: 'Liked', relationship: { type: 'Blocked' } }) });
    await blocked.settled();
    blocked.actor.send({ type: 'user.like' });
    const blockedSnapshot = await waitFor(blocked.actor, (s) => s.matches({ ready: { like: 'idle' } }));
    expect(blockedSnapshot.context).toMatchObject({ liked: true, matched: false, blocked: true });
    expect(canMessage(blockedSnapshot.context)).toBe(false);
  });

  it('knows from the user which characters blocked them, and never offers their chat', async () => {
    const blocked = await start({}, { likes: ['c1'], blocked: ['c1'] }).settled();
    expect(blocked.context).toMatchObject({ liked: true, matched: false, blocked: true });
    expect(canMessage(blocked.context)).toBe(false);
    const elsewhere = await start({}, { likes: ['c1'], blocked: ['c2'] }).settled();
    expect(canMessage(elsewhere.context)).toBe(true);
  });

  it('does not like twice, and changes nothing when the like fails', async () => {
    const likeCharacter = vi.fn(async () => matched);
    const already = start({ likeCharacter: fromSpy(likeCharacter) }, { likes: ['c1'] });
    await already.settled();
    already.actor.send({ type: 'user.like' });
    expect(likeCharacter).not.toHaveBeenCalled();

    const failing = start({ likeCharacter: rejecting(new Error('offline')) });
    await failing.settled();
    failing.actor.send({ type: 'user.like' });
    const snapshot = await waitFor(failing.actor, (s) => s.matches({ ready: { like: 'idle' } }));
    expect(snapshot.context.liked).toBe(false);
    expect(failing.logError).toHaveBeenCalledWith(new Error('offline'));
  });

  it('switches tabs and toggles the extra details', async () => {
    const { actor, settled } = start();
    await settled();
    actor.send({ type: 'user.selectTab', tab: 'gallery' });
    expect(actor.getSnapshot().matches({ ready: { tab: 'gallery' } })).toBe(true);
    actor.send({ type: 'user.selectTab', tab: 'interests' });
    expect(actor.getSnapshot().matches({ ready: { tab: 'interests' } })).toBe(true);
    actor.send({ type: 'user.toggleMore' });
    expect(actor.getSnapshot().matches({ ready: { details: 'expanded' } })).toBe(true);
    actor.send({ type: 'user.toggleMore' });
    expect(actor.getSnapshot().matches({ ready: { details: 'collapsed' } })).toBe(true);
  });

  it('opens the lightbox and moves through the images, wrapping at both ends', async () => {
    const { actor, settled } = start();
    await settled();
    actor.send({ type: 'user.openImage', index: 2 });
    expect(actor.getSnapshot().matches({ ready: { lightbox: 'open' } })).toBe(true);
    actor.send({ type: 'user.nextImage' });
    expect(actor.getSnapshot().context.imageIndex).toBe(0);
    actor.send({ type: 'user.previousImage' });
    expect(actor.getSnapshot().context.imageIndex).toBe(2);
    actor.send({ type: 'user.selectImage', index: 1 });
    expect(actor.getSnapshot().context.imageIndex).toBe(1);
    actor.send({ type: 'user.closeLightbox' });
    expect(actor.getSnapshot().matches({ ready: { lightbox: 'closed' } })).toBe(true);
  });

  it('wraps over the six placeholders when the character has no images', async () => {
    const { actor, settled } = start({ loadCharacter: resolving(character('c1', { images: [] })) });
    await settled();
    actor.send({ type: 'user.openImage', index: 0 });
    actor.send({ type: 'user.previousImage' });
    expect(actor.getSnapshot().context.imageIndex).toBe(5);
  });

  it('wraps indexes', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(0, 0)).toBe(0);
  });

  it('does nothing before the character is there', () => {
    const { actor } = start({ loadCharacter: pending() });
    actor.send({ type: 'user.like' });
    actor.send({ type: 'user.openImage', index: 0 });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('reaches every state', () => {
    const events = [
      { type: 'xstate.done.actor.loadCharacter', output: character('c1') },
      { type: 'xstate.done.actor.loadCharacter', output: null },
      { type: 'xstate.error.actor.loadCharacter', error: new Error('offline') },
      { type: 'xstate.done.actor.likeCharacter', output: matched },
      { type: 'xstate.error.actor.likeCharacter', error: new Error('offline') },
      ...(['about', 'interests', 'gallery'] as const).map((tab) => ({ type: 'user.selectTab', tab })),
      { type: 'user.openImage', index: 1 },
      { type: 'user.selectImage', index: 2 },
    ];
    const inputs = [{ characterId: 'c1', likes: [], matches: [] }];
    // Failures in a row only set the wait before the next try: one more is nothing new to explore.
    const stopWhen = ({ context }: { context: { failures: number } }) => context.failures > 1;
    expect(unreachedStates(characterProfileMachine, { inputs, events, stopWhen })).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { type Connections, matchesCounts, matchesMachine } from '../src/discovery/matches';
import { recoveryDelay } from '../src/shared/recovery';
import { character, characters } from './fixtures';
import { unreachedStates } from './reachability';
import { fromSpy, resolving } from './stubs';

type Actors = NonNullable<Parameters<typeof matchesMachine.provide>[0]['actors']>;
const connections: Connections = { matched: characters(3), rejected: [character('r1', { gender: 'Male' })] };

function start(loadConnections: Actors['loadConnections']) {
  const logError = vi.fn();
  const clock = new SimulatedClock();
  const actor = createActor(
    matchesMachine.provide({ actors: { loadConnections }, actions: { logError: (_, { error }) => logError(error) } }),
    { clock },
  ).start();
  return { actor, clock, logError, settled: () => waitFor(actor, (s) => !s.matches({ data: 'loading' })) };
}

describe('matches', () => {
  it('loads both lists and counts them, showing the matched tab first', async () => {
    const { actor, settled } = start(resolving(connections));
    expect(actor.getSnapshot().matches({ tab: 'matched', data: 'loading' })).toBe(true);
    const snapshot = await settled();
    expect(snapshot.matches({ data: 'ready' })).toBe(true);
    expect(matchesCounts(snapshot.context)).toEqual({ matched: 3, rejected: 1 });
    expect(snapshot.context.rejected[0]).toMatchObject({ id: 'r1', gender: 'male' });
  });

  it('never counts a liked character that answered Blocked as a match: it is listed as unavailable', async () => {
    const { settled } = start(resolving({ ...connections, blocked: ['c2'] }));
    const snapshot = await settled();
    expect(snapshot.context.matched.map((character) => character.id)).toEqual(['c1', 'c3']);
    expect(snapshot.context.unavailable.map((character) => character.id)).toEqual(['c2']);
    expect(matchesCounts(snapshot.context)).toEqual({ matched: 2, rejected: 1 });
  });

  it('switches between the tabs', async () => {
    const { actor, settled } = start(resolving(connections));
    await settled();
    actor.send({ type: 'user.selectTab', tab: 'rejected' });
    expect(actor.getSnapshot().matches({ tab: 'rejected' })).toBe(true);
    actor.send({ type: 'user.selectTab', tab: 'matched' });
    expect(actor.getSnapshot().matches({ tab: 'matched' })).toBe(true);
  });

  it('logs a failure, shows it, and can try again', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return connections;
    });
    const { actor, settled, logError } = start(fromSpy(load));
    expect((await settled()).matches({ data: 'failed' })).toBe(true);
    expect(logError).toHaveBeenCalledWith(new Error('offline'));
    fail = false;
    actor.send({ type: 'user.retry' });
    expect((await settled()).matches({ data: 'ready' })).toBe(true);
  });

  it('tries a failed load again by itself on the recovery rhythm', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return connections;
    });
    const { clock, settled } = start(fromSpy(load));
    expect((await settled()).context.failures).toBe(1);
    clock.increment(recoveryDelay(1) - 1);
    expect(load).toHaveBeenCalledOnce();
    fail = false;
    clock.increment(1);
    const snapshot = await settled();
    expect(snapshot.matches({ data: 'ready' })).toBe(true);
    expect(snapshot.context.failures).toBe(0);
  });

  it('reaches every state', () => {
    const events = [
      { type: 'xstate.done.actor.loadConnections', output: connections },
      { type: 'xstate.error.actor.loadConnections', error: new Error('offline') },
      { type: 'user.selectTab', tab: 'matched' },
      { type: 'user.selectTab', tab: 'rejected' },
    ];
    // Failures in a row only set the wait before the next try: one more is nothing new to explore.
    const stopWhen = ({ context }: { context: { failures: number } }) => context.failures > 1;
    expect(unreachedStates(matchesMachine, { events, stopWhen })).toEqual([]);
  });
});

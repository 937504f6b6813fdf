import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { type Connections, matchesCounts, matchesMachine } from '../src/discovery/matches';
import { character, characters } from './fixtures';
import { unreachedStates } from './reachability';
import { fromSpy, resolving } from './stubs';

type Actors = NonNullable<Parameters<typeof matchesMachine.provide>[0]['actors']>;
const connections: Connections = { matched: characters(3), rejected: [character('r1', { gender: 'Male' })] };

function start(loadConnections: Actors['loadConnections']) {
  const logError = vi.fn();
  const actor = createActor(
    matchesMachine.provide({ actors: { loadConnections }, actions: { logError: (_, { error }) => logError(error) } }),
  ).start();
  return { actor, logError, settled: () => waitFor(actor, (s) => !s.matches({ data: 'loading' })) };
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

  it('reaches every state', () => {
    const events = [
      { type: 'xstate.done.actor.loadConnections', output: connections },
      { type: 'xstate.error.actor.loadConnections', error: new Error('offline') },
      { type: 'user.selectTab', tab: 'matched' },
      { type: 'user.selectTab', tab: 'rejected' },
    ];
    expect(unreachedStates(matchesMachine, { events })).toEqual([]);
  });
});

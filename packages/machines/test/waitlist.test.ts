import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { isOnWaitlist, waitlistMachine } from '../src/waitlist/waitlist';
import { unreachedStates } from './reachability';
import { fromSpy, rejecting, resolving } from './stubs';

type Actors = NonNullable<Parameters<typeof waitlistMachine.provide>[0]['actors']>;
const values = { email: 'ada@example.com' };

function start(joinWaitlist: Actors['joinWaitlist']) {
  const navigateHome = vi.fn();
  const actor = createActor(waitlistMachine.provide({ actors: { joinWaitlist }, actions: { navigateHome } })).start();
  actor.send({ type: 'user.submit', values });
  return { actor, navigateHome, settled: waitFor(actor, (snapshot) => !snapshot.hasTag('pending')) };
}

describe('waitlist', () => {
  it('joins with the email and shows the confirmation', async () => {
    const joinWaitlist = vi.fn(async () => ({ success: true, message: 'Joined' }));
    const { actor, settled } = start(fromSpy(joinWaitlist));
    expect(actor.getSnapshot().matches({ form: 'submitting' })).toBe(true);
    expect((await settled).value).toBe('confirmation');
    expect(joinWaitlist).toHaveBeenCalledWith(expect.objectContaining({ input: values }));
  });

  it('confirms when the email is already on the list, as an answer or as an error', async () => {
    expect(
      (await start(resolving({ success: false, message: 'Email already exists in waitlist' })).settled).value,
    ).toBe('confirmation');
    expect((await start(rejecting(new Error('Email already exists in waitlist'))).settled).value).toBe('confirmation');
  });

  it('shows the failure message and stays on the form', async () => {
    const snapshot = await start(rejecting(new Error('Too many requests'))).settled;
    expect(snapshot.matches({ form: 'idle' })).toBe(true);
    expect(snapshot.context.error).toBe('Too many requests');
  });

  it('falls back to its own text when the failure has no message', async () => {
    expect((await start(rejecting(new Error(''))).settled).context.error).toBe(
      'Failed to join waitlist. Please try again.',
    );
    expect((await start(resolving({ success: false, message: '' })).settled).context.error).toBe(
      'Failed to join waitlist. Please try again.',
    );
  });

  it('clears the error when trying again', async () => {
    const { actor, settled } = start(rejecting(new Error('Nope')));
    await settled;
    actor.send({ type: 'user.submit', values });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('goes home when done', async () => {
    const { actor, navigateHome, settled } = start(resolving({ success: true, message: 'Joined' }));
    await settled;
    actor.send({ type: 'user.done' });
    expect(navigateHome).toHaveBeenCalledOnce();
  });

  it('tells a joined or already-listed outcome apart from a failure', () => {
    expect(isOnWaitlist({ success: true, message: 'Joined' })).toBe(true);
    expect(isOnWaitlist({ success: false, message: 'Email already exists in waitlist' })).toBe(true);
    expect(isOnWaitlist({ success: false, message: 'Closed' })).toBe(false);
    expect(isOnWaitlist(new Error('Closed'))).toBe(false);
    expect(isOnWaitlist(undefined)).toBe(false);
  });

  it('reaches every state', () => {
    const events = [
      { type: 'user.submit', values },
      { type: 'xstate.done.actor.joinWaitlist', output: { success: true, message: 'Joined' } },
      { type: 'xstate.done.actor.joinWaitlist', output: { success: false, message: 'Closed' } },
      { type: 'xstate.error.actor.joinWaitlist', error: new Error('Email already exists in waitlist') },
      { type: 'xstate.error.actor.joinWaitlist', error: new Error('Closed') },
    ];
    expect(unreachedStates(waitlistMachine, { events })).toEqual([]);
  });
});

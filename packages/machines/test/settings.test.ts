import { DEFAULT_SETTINGS, type UserSettings } from '@kindred/contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SETTINGS_LOAD_FAILURE, SETTINGS_SAVE_FAILURE, settingsMachine, shownSettings } from '../src/settings/settings';
import { unreachedStates } from './reachability';
import { deferred, fromSpy, rejecting, resolving } from './stubs';

type Actors = NonNullable<Parameters<typeof settingsMachine.provide>[0]['actors']>;

const userId = 'user-1';
const stored: UserSettings = { ...DEFAULT_SETTINGS, timeZone: 'Europe/Lisbon' };
/** Answers a save with what it was sent, as the server does. */
const echo = fromSpy<UserSettings, { userId: string; settings: UserSettings }>(async ({ input }) => input.settings);

function start(actors: Partial<Actors>) {
  const logError = vi.fn();
  const actor = createActor(
    settingsMachine.provide({
      actors: { loadSettings: resolving(stored), saveSettings: echo, ...actors },
      actions: { logError },
    }),
    { input: { userId } },
  ).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('pending'));
  return { actor, logError, settled };
}

describe('settings', () => {
  it("loads the user's settings and shows them", async () => {
    const loadSettings = vi.fn(async () => stored);
    const { actor, settled } = start({ loadSettings: fromSpy(loadSettings) });
    expect(actor.getSnapshot().value).toBe('loading');
    const snapshot = await settled();
    expect(snapshot.value).toBe('ready');
    expect(shownSettings(snapshot.context)).toEqual(stored);
    expect(loadSettings).toHaveBeenCalledWith(expect.objectContaining({ input: { userId } }));
  });

  it('saves a change with every other setting as it was, and shows it saved', async () => {
    const saveSettings = vi.fn(
      async ({ input }: { input: { userId: string; settings: UserSettings } }) => input.settings,
    );
    const { actor, settled } = start({ saveSettings: fromSpy(saveSettings) });
    await settled();
    actor.send({ type: 'user.change', changes: { breakReminders: false } });
    expect(actor.getSnapshot().value).toBe('saving');
    // The change shows at once, while it is saved.
    expect(shownSettings(actor.getSnapshot().context)?.breakReminders).toBe(false);
    const snapshot = await settled();
    expect(snapshot.value).toBe('saved');
    expect(saveSettings).toHaveBeenCalledWith(
      expect.objectContaining({ input: { userId, settings: { ...stored, breakReminders: false } } }),
    );
    expect(snapshot.context.stored).toEqual({ ...stored, breakReminders: false });
  });

  it('sends the latest of two quick changes with both in it, and keeps what the server answers', async () => {
    const first = deferred<UserSettings>();
    const saves: UserSettings[] = [];
    const saveSettings = fromSpy<UserSettings, { userId: string; settings: UserSettings }>(({ input }) => {
      saves.push(input.settings);
      return saves.length === 1 ? first.promise : Promise.resolve(input.settings);
    });
    const { actor, settled } = start({ saveSettings });
    await settled();
    actor.send({ type: 'user.change', changes: { breakReminders: false } });
    actor.send({ type: 'user.change', changes: { crisisLineId: 'gb-samaritans' } });
    first.resolve({ ...stored, breakReminders: false });
    const snapshot = await settled();
    expect(saves.at(-1)).toEqual({ ...stored, breakReminders: false, crisisLineId: 'gb-samaritans' });
    expect(snapshot.context.stored).toEqual({ ...stored, breakReminders: false, crisisLineId: 'gb-samaritans' });
  });

  it("goes back to what the server keeps when a save fails, with the server's reason", async () => {
    const { actor, logError, settled } = start({
      saveSettings: rejecting(new Error('Time zone must be an IANA time zone')),
    });
    await settled();
    actor.send({ type: 'user.change', changes: { timeZone: 'Asia/Tokyo' } });
    const snapshot = await settled();
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toBe('Time zone must be an IANA time zone');
    expect(shownSettings(snapshot.context)).toEqual(stored);
    expect(logError).toHaveBeenCalledOnce();
  });

  it('lets the user change a setting again after a failed save, which clears the failure', async () => {
    let calls = 0;
    const saveSettings = fromSpy<UserSettings, { userId: string; settings: UserSettings }>(async ({ input }) => {
      calls += 1;
      if (calls === 1) throw new Error('');
      return input.settings;
    });
    const { actor, settled } = start({ saveSettings });
    await settled();
    actor.send({ type: 'user.change', changes: { charactersMayWriteFirst: false } });
    expect((await settled()).context.error).toBe(SETTINGS_SAVE_FAILURE);
    actor.send({ type: 'user.change', changes: { charactersMayWriteFirst: false } });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect((await settled()).value).toBe('saved');
  });

  it('says a load failed and loads again on retry', async () => {
    let calls = 0;
    const loadSettings = fromSpy<UserSettings, { userId: string }>(async () => {
      calls += 1;
      if (calls === 1) throw new Error('');
      return stored;
    });
    const { actor, settled } = start({ loadSettings });
    const failed = await settled();
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toBe(SETTINGS_LOAD_FAILURE);
    expect(shownSettings(failed.context)).toBeNull();
    // Nothing to change before the settings are known.
    actor.send({ type: 'user.change', changes: { breakReminders: false } });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect((await settled()).value).toBe('ready');
  });

  it('reaches every state', () => {
    const events = [
      { type: 'user.change', changes: { breakReminders: false } },
      { type: 'xstate.done.actor.loadSettings', output: stored },
      { type: 'xstate.error.actor.loadSettings', error: new Error('Offline') },
      { type: 'xstate.done.actor.saveSettings', output: { ...stored, breakReminders: false } },
      { type: 'xstate.error.actor.saveSettings', error: new Error('Offline') },
    ];
    expect(unreachedStates(settingsMachine, { events, inputs: [{ userId }] })).toEqual([]);
  });
});

import type { ChangePasswordBody, ProfileUpdateBody, User } from '@kindred/contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ACCOUNT_LOAD_FAILURE, accountMachine, DELETION_FAILURE, EXPORT_FAILURE } from '../src/account/account';
import { user } from './fixtures';
import { unreachedStates } from './reachability';
import { fromSpy, rejecting, resolving } from './stubs';

type Actors = NonNullable<Parameters<typeof accountMachine.provide>[0]['actors']>;

const userId = user._id;
const profile = { name: 'Robin Vale', age: 41, gender: 'other', location: '', bio: '', avatar: 'RV' };
const passwords = { currentPassword: 'old passphrase', newPassword: 'new passphrase' };

function start(actors: Partial<Actors> = {}) {
  const logError = vi.fn();
  const actor = createActor(
    accountMachine.provide({
      actors: {
        loadAccount: resolving<User, { userId: string }>(user),
        saveProfile: resolving<User, { userId: string; profile: ProfileUpdateBody }>({ ...user, ...profile }),
        changePassword: resolving<void, { userId: string; passwords: ChangePasswordBody }>(undefined),
        exportData: resolving<void, { userId: string }>(undefined),
        deleteAccount: resolving<void, { userId: string; password: string }>(undefined),
        ...actors,
      },
      actions: { logError },
    }),
    { input: { userId } },
  ).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('pending'));
  return { actor, logError, settled };
}

describe('account', () => {
  it('loads the account, and after a failed load tries again on retry', async () => {
    let calls = 0;
    const { actor, settled } = start({
      loadAccount: fromSpy<User, { userId: string }>(async () => {
        calls += 1;
        if (calls === 1) throw new Error('');
        return user;
      }),
    });
    const failed = await settled();
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toEqual({ section: 'load', message: ACCOUNT_LOAD_FAILURE });
    actor.send({ type: 'user.retry' });
    const ready = await settled();
    expect(ready.value).toBe('ready');
    expect(ready.context.user).toEqual(user);
    expect(ready.context.error).toBeNull();
  });

  it('saves the profile and shows what the server answered', async () => {
    const saveProfile = vi.fn(async () => ({ ...user, ...profile }));
    const { actor, settled } = start({ saveProfile: fromSpy(saveProfile) });
    await settled();
    actor.send({ type: 'user.saveProfile', profile });
    expect(actor.getSnapshot().value).toBe('savingProfile');
    const snapshot = await settled();
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.user?.name).toBe('Robin Vale');
    expect(snapshot.context.done).toBe('profile');
    expect(saveProfile).toHaveBeenCalledWith(expect.objectContaining({ input: { userId, profile } }));
  });

  it("changes the password, and says the server's reason when it refuses", async () => {
    const { actor, settled } = start({ changePassword: rejecting(new Error('That is not your current password')) });
    await settled();
    actor.send({ type: 'user.changePassword', passwords });
    const snapshot = await settled();
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.error).toEqual({ section: 'password', message: 'That is not your current password' });
    expect(snapshot.context.done).toBeNull();
  });

  it('downloads the data, and says so when it fails', async () => {
    const exportData = vi.fn(async () => {});
    const { actor, settled } = start({ exportData: fromSpy(exportData) });
    await settled();
    actor.send({ type: 'user.export' });
    expect((await settled()).context.done).toBe('export');
    expect(exportData).toHaveBeenCalledOnce();

    const failing = start({ exportData: rejecting(new Error('')) });
    await failing.settled();
    failing.actor.send({ type: 'user.export' });
    expect((await failing.settled()).context.error).toEqual({ section: 'export', message: EXPORT_FAILURE });
  });

  it('deletes only after the confirmation, with the password, and ends', async () => {
    const deleteAccount = vi.fn(async () => {});
    const { actor, settled } = start({ deleteAccount: fromSpy(deleteAccount) });
    await settled();
    actor.send({ type: 'user.requestDeletion' });
    expect(actor.getSnapshot().value).toBe('confirmingDeletion');
    actor.send({ type: 'user.cancelDeletion' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(deleteAccount).not.toHaveBeenCalled();

    actor.send({ type: 'user.requestDeletion' });
    actor.send({ type: 'user.confirmDeletion', password: 'my passphrase' });
    const snapshot = await waitFor(actor, (current) => current.status === 'done');
    expect(snapshot.value).toBe('deleted');
    expect(deleteAccount).toHaveBeenCalledWith(
      expect.objectContaining({ input: { userId, password: 'my passphrase' } }),
    );
  });

  it('keeps the confirmation open with the reason when the deletion is refused', async () => {
    const { actor, settled, logError } = start({ deleteAccount: rejecting(new Error('')) });
    await settled();
    actor.send({ type: 'user.requestDeletion' });
    actor.send({ type: 'user.confirmDeletion', password: 'mistyped' });
    const snapshot = await settled();
    expect(snapshot.value).toBe('confirmingDeletion');
    expect(snapshot.context.error).toEqual({ section: 'deletion', message: DELETION_FAILURE });
    expect(logError).toHaveBeenCalledOnce();
  });

  it('reaches every state', () => {
    const error = new Error('Offline');
    const events = [
      { type: 'user.saveProfile', profile },
      { type: 'user.changePassword', passwords },
      { type: 'user.confirmDeletion', password: 'my passphrase' },
      { type: 'xstate.done.actor.loadAccount', output: user },
      { type: 'xstate.error.actor.loadAccount', error },
      { type: 'xstate.done.actor.saveProfile', output: user },
      { type: 'xstate.error.actor.saveProfile', error },
      { type: 'xstate.done.actor.changePassword' },
      { type: 'xstate.error.actor.changePassword', error },
      { type: 'xstate.done.actor.exportData' },
      { type: 'xstate.error.actor.exportData', error },
      { type: 'xstate.done.actor.deleteAccount' },
      { type: 'xstate.error.actor.deleteAccount', error },
    ];
    expect(unreachedStates(accountMachine, { events, inputs: [{ userId }] })).toEqual([]);
  });
});

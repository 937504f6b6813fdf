import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type AuthSessionInput,
  authSessionMachine,
  isAuthenticated,
  isLoading,
  isProfileComplete,
  sessionStatus,
  signInWithSession,
} from '../src/auth/authSession';
import { newTokens, tokens, user } from './fixtures';
import { unreachedStates } from './reachability';
import { pending, rejecting, resolving } from './stubs';

type Actors = NonNullable<Parameters<typeof authSessionMachine.provide>[0]['actors']>;

function start({
  input = { storedTokens: tokens },
  fetchUser = resolving(user),
  logoutOnServer = resolving(undefined),
}: { input?: AuthSessionInput } & Actors = {}) {
  const effects = { storeTokens: vi.fn(), clearStoredTokens: vi.fn(), logError: vi.fn() };
  const actor = createActor(
    authSessionMachine.provide({
      actors: { fetchUser, logoutOnServer },
      actions: {
        storeTokens: (_, stored) => effects.storeTokens(stored),
        clearStoredTokens: () => effects.clearStoredTokens(),
        logError: (_, { error }) => effects.logError(error),
      },
    }),
    { input },
  ).start();
  return { actor, effects };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => !isLoading(snapshot));

describe('authSession', () => {
  it('starts loading', () => {
    const { actor } = start({ fetchUser: pending() });
    expect(isLoading(actor.getSnapshot())).toBe(true);
    expect(sessionStatus(actor.getSnapshot())).toBe('loading');
  });

  it('fetches the user when both stored tokens exist and becomes authenticated', async () => {
    const { actor } = start();
    const snapshot = await settled(actor);
    expect(isAuthenticated(snapshot)).toBe(true);
    expect(snapshot.context.user).toEqual(user);
    expect(isProfileComplete(snapshot)).toBe(true);
  });

  it('is signed out without fetching when a stored token is missing', () => {
    const fetchUser = vi.fn(async () => user);
    const { actor } = start({ input: { storedTokens: { accessToken: 'a' } }, fetchUser: fromPromise(fetchUser) });
    expect(sessionStatus(actor.getSnapshot())).toBe('unauthenticated');
    expect(fetchUser).not.toHaveBeenCalled();
  });

  it('clears the stored tokens and signs out when the first fetch fails', async () => {
    const { actor, effects } = start({ fetchUser: rejecting(new Error('expired')) });
    const snapshot = await settled(actor);
    expect(sessionStatus(snapshot)).toBe('unauthenticated');
    expect(effects.clearStoredTokens).toHaveBeenCalled();
    expect(snapshot.context).toEqual({ user: null, accessToken: null, refreshToken: null });
  });

  it('reports an incomplete profile', async () => {
    const { actor } = start({ fetchUser: resolving({ ...user, profileComplete: false }) });
    expect(isProfileComplete(await settled(actor))).toBe(false);
  });

  it('signs in: stores the tokens, fetches the user, and resolves the caller', async () => {
    const { actor, effects } = start({ input: {} });
    const signedIn = await signInWithSession(actor, newTokens);
    expect(signedIn).toEqual(user);
    expect(effects.storeTokens).toHaveBeenCalledWith(newTokens);
    expect(isAuthenticated(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.refreshToken).toBe('refresh-2');
  });

  it('signs out again and rejects the caller when the user cannot be fetched after sign-in', async () => {
    const logoutOnServer = vi.fn(async () => {});
    const { actor, effects } = start({
      input: {},
      fetchUser: rejecting(new Error('User not found')),
      logoutOnServer: fromPromise(logoutOnServer),
    });
    await expect(signInWithSession(actor, newTokens)).rejects.toThrow('User not found');
    const snapshot = await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(logoutOnServer).toHaveBeenCalledWith(expect.objectContaining({ input: { refreshToken: 'refresh-2' } }));
    expect(effects.clearStoredTokens).toHaveBeenCalled();
    expect(snapshot.context.accessToken).toBeNull();
  });

  it('rejects the caller when the session ends while signing in', async () => {
    const { actor } = start({ input: {}, fetchUser: pending() });
    const signingIn = signInWithSession(actor, newTokens);
    actor.send({ type: 'session.ended' });
    await expect(signingIn).rejects.toBeUndefined();
  });

  it('logs out through the server with the refresh token, then clears everything', async () => {
    const logoutOnServer = vi.fn(async () => {});
    const { actor, effects } = start({ logoutOnServer: fromPromise(logoutOnServer) });
    await settled(actor);
    actor.send({ type: 'user.logout' });
    expect(isAuthenticated(actor.getSnapshot())).toBe(false);
    const snapshot = await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(logoutOnServer).toHaveBeenCalledWith(expect.objectContaining({ input: { refreshToken: 'refresh-1' } }));
    expect(effects.clearStoredTokens).toHaveBeenCalled();
    expect(snapshot.context.user).toBeNull();
  });

  it('still signs out when the server logout fails, logging the failure', async () => {
    const { actor, effects } = start({ logoutOnServer: rejecting(new Error('offline')) });
    await settled(actor);
    actor.send({ type: 'user.logout' });
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(effects.logError).toHaveBeenCalledWith(new Error('offline'));
    expect(effects.clearStoredTokens).toHaveBeenCalled();
  });

  it('replaces the tokens on refresh', async () => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'session.refreshed', tokens: newTokens });
    expect(actor.getSnapshot().context).toMatchObject(newTokens);
  });

  it('signs out when the session ends', async () => {
    const { actor, effects } = start();
    await settled(actor);
    actor.send({ type: 'session.ended' });
    expect(sessionStatus(actor.getSnapshot())).toBe('unauthenticated');
    expect(effects.clearStoredTokens).toHaveBeenCalled();
  });

  it('reloads the user after a profile update', async () => {
    let profileComplete = false;
    const { actor } = start({ fetchUser: fromPromise(async () => ({ ...user, profileComplete })) });
    expect(isProfileComplete(await settled(actor))).toBe(false);
    profileComplete = true;
    actor.send({ type: 'user.reload' });
    expect(isAuthenticated(actor.getSnapshot())).toBe(true);
    const reloaded = await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    expect(isProfileComplete(reloaded)).toBe(true);
  });

  it('reads the user again when a reload is asked for during another', async () => {
    const likes: string[][] = [[], ['c1'], ['c1', 'c2']];
    let reads = 0;
    const pending: Array<(value: typeof user) => void> = [];
    const { actor } = start({
      fetchUser: fromPromise(
        () =>
          new Promise<typeof user>((resolve) => {
            const snapshotOfLikes = likes[Math.min(reads, likes.length - 1)] ?? [];
            reads += 1;
            pending.push(() => resolve({ ...user, likes: snapshotOfLikes }));
          }),
      ),
    });
    pending.shift()?.(user);
    await settled(actor);
    actor.send({ type: 'user.reload' });
    actor.send({ type: 'user.reload' });
    for (const resolve of pending.splice(0)) resolve(user);
    const reloaded = await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    expect(reads).toBe(3);
    expect(reloaded.context.user?.likes).toEqual(['c1', 'c2']);
  });

  it('reaches every state', () => {
    const events = [
      { type: 'user.login', tokens: newTokens },
      { type: 'session.refreshed', tokens: newTokens },
      { type: 'xstate.done.actor.fetchUser', output: user },
      { type: 'xstate.error.actor.fetchUser', error: new Error('nope') },
      { type: 'xstate.done.actor.logoutOnServer', output: undefined },
      { type: 'xstate.error.actor.logoutOnServer', error: new Error('nope') },
    ];
    const inputs = [{ storedTokens: tokens }, {}];
    expect(unreachedStates(authSessionMachine, { inputs, events })).toEqual([]);
  });
});

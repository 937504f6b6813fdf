import type { RouteName } from '@kindred/contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type AccessDecision, type AccessRequest, accessGuardMachine, decideAccess } from '../src/auth/accessGuard';
import type { SessionStatus } from '../src/auth/authSession';
import { unreachedStates } from './reachability';

describe('decideAccess', () => {
  const cases: [RouteName, SessionStatus, boolean, AccessDecision][] = [
    ['dashboard', 'loading', false, 'checking'],
    ['messages', 'loading', true, 'checking'],
    ['createProfile', 'loading', false, 'checking'],
    ['dashboard', 'unauthenticated', false, 'redirectingToAuth'],
    ['createProfile', 'unauthenticated', false, 'redirectingToAuth'],
    ['browse', 'authenticated', false, 'redirectingToProfile'],
    ['createProfile', 'authenticated', false, 'allowed'],
    ['createProfile', 'authenticated', true, 'redirectingToDashboard'],
    ['character', 'authenticated', true, 'allowed'],
    ['vip', 'authenticated', true, 'allowed'],
    ['landing', 'authenticated', true, 'redirectingToDashboard'],
    ['auth', 'authenticated', false, 'redirectingToDashboard'],
    ['landing', 'loading', false, 'allowed'],
    ['landing', 'unauthenticated', false, 'allowed'],
    ['waitlist', 'authenticated', true, 'allowed'],
    ['privacy', 'unauthenticated', false, 'allowed'],
    ['terms', 'loading', false, 'allowed'],
  ];
  it.each(cases)('%s while %s (profile complete: %s) → %s', (route, session, profileComplete, decision) => {
    expect(decideAccess({ route, session, profileComplete })).toBe(decision);
  });
});

describe('accessGuard', () => {
  function start(input: AccessRequest) {
    const redirects = { redirectToAuth: vi.fn(), redirectToProfile: vi.fn(), redirectToDashboard: vi.fn() };
    const actor = createActor(accessGuardMachine.provide({ actions: redirects }), { input }).start();
    return { actor, redirects };
  }

  it('checks while the session loads, then lets a complete profile in', () => {
    const { actor, redirects } = start({ route: 'matches', session: 'loading', profileComplete: false });
    expect(actor.getSnapshot().value).toBe('checking');
    actor.send({ type: 'session.changed', session: 'authenticated', profileComplete: true });
    expect(actor.getSnapshot().value).toBe('allowed');
    expect(Object.values(redirects).every((redirect) => redirect.mock.calls.length === 0)).toBe(true);
  });

  it('sends a signed-out visitor to /auth', () => {
    const { actor, redirects } = start({ route: 'matches', session: 'loading', profileComplete: false });
    actor.send({ type: 'session.changed', session: 'unauthenticated', profileComplete: false });
    expect(actor.getSnapshot().value).toBe('redirectingToAuth');
    expect(redirects.redirectToAuth).toHaveBeenCalledOnce();
  });

  it('sends an incomplete profile to /create-profile, and on to the dashboard once completed', () => {
    const { actor, redirects } = start({ route: 'createProfile', session: 'authenticated', profileComplete: false });
    expect(actor.getSnapshot().value).toBe('allowed');
    actor.send({ type: 'session.changed', session: 'authenticated', profileComplete: true });
    expect(actor.getSnapshot().value).toBe('redirectingToDashboard');
    expect(redirects.redirectToDashboard).toHaveBeenCalledOnce();
    expect(redirects.redirectToProfile).not.toHaveBeenCalled();
  });

  it('decides again when the visitor moves to another route under the same guard', () => {
    const { actor, redirects } = start({ route: 'auth', session: 'authenticated', profileComplete: false });
    expect(redirects.redirectToDashboard).toHaveBeenCalledOnce();
    actor.send({ type: 'route.changed', route: 'dashboard' });
    expect(actor.getSnapshot().value).toBe('redirectingToProfile');
    expect(redirects.redirectToProfile).toHaveBeenCalledOnce();
  });

  it('sends a signed-in visitor of the landing page to the dashboard', () => {
    const { redirects } = start({ route: 'landing', session: 'authenticated', profileComplete: true });
    expect(redirects.redirectToDashboard).toHaveBeenCalledOnce();
  });

  it('redirects to profile completion from a protected page', () => {
    const { actor, redirects } = start({ route: 'browse', session: 'authenticated', profileComplete: false });
    expect(actor.getSnapshot().value).toBe('redirectingToProfile');
    expect(redirects.redirectToProfile).toHaveBeenCalledOnce();
  });

  it('reaches every state', () => {
    const statuses: SessionStatus[] = ['loading', 'authenticated', 'unauthenticated'];
    const events = statuses.flatMap((session) =>
      [true, false].map((profileComplete) => ({ type: 'session.changed', session, profileComplete })),
    );
    const routes: RouteName[] = ['dashboard', 'createProfile'];
    const inputs = routes.map((route): AccessRequest => ({ route, session: 'loading', profileComplete: false }));
    expect(unreachedStates(accessGuardMachine, { inputs, events })).toEqual([]);
  });
});

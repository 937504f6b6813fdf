import { pathOf, tokenPair } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../../src/plugins/app/accounts/refresh-tokens';
import { createTestClock } from '../helpers/clock';
import { describeInstances, useInstances } from '../helpers/instances';
import { signUpUser } from '../helpers/users';

const SESSION_EXPIRED = { message: 'Your session has expired. Please sign in again.' };

const refresh = (app: FastifyInstance, refreshToken: string) =>
  app.inject({ method: 'POST', url: `/api${pathOf('refresh')}`, payload: { refreshToken } });

describeInstances('sign-ins kept through two instances', () => {
  // The instances of one service read one time.
  const time = createTestClock();
  const instance = { overrides: { clock: time.clock } };
  const instances = useInstances(instance, instance);

  it('revokes the sign-in on both when a token refreshed through one comes back through the other after the grace window', async () => {
    const [a, b] = instances();
    const user = await signUpUser(a);
    const refreshed = await refresh(a, user.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const { refreshToken: current } = tokenPair.parse(refreshed.json());
    // Within the grace window, another tab refreshing through the other instance gets the same token.
    time.advance(REFRESH_REUSE_GRACE_MS - 1_000);
    const lateTab = await refresh(b, user.refreshToken);
    expect(lateTab.statusCode).toBe(200);
    expect(tokenPair.parse(lateTab.json()).refreshToken).toBe(current);

    // Past the window the old token can only be a stolen copy.
    time.advance(2_000);
    const replayed = await refresh(b, user.refreshToken);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual(SESSION_EXPIRED);
    for (const instance of [a, b]) expect((await refresh(instance, current)).json()).toEqual(SESSION_EXPIRED);
  });
});

import { pathOf, tokenPair } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../../src/plugins/app/accounts/refresh-tokens';
import { createTestClock } from '../helpers/clock';
import { describeInstances, untilPropagated, useInstances } from '../helpers/instances';
import { bearer, capturingMailer, signUpUser } from '../helpers/users';

const SESSION_EXPIRED = { message: 'Your session has expired. Please sign in again.' };

const refresh = (app: FastifyInstance, refreshToken: string) =>
  app.inject({ method: 'POST', url: `/api${pathOf('refresh')}`, payload: { refreshToken } });

/** The status GET /users/me answers through `app` with this access token. */
const meStatus = async (app: FastifyInstance, accessToken: string) =>
  (await app.inject({ url: `/api${pathOf('me')}`, headers: bearer(accessToken) })).statusCode;

/** Both instances honour the token: each has read, and keeps, that its sign-in stands. */
async function expectSignedInOn(instances: FastifyInstance[], accessToken: string) {
  for (const instance of instances) expect(await meStatus(instance, accessToken)).toBe(200);
}

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

  describe('access tokens die with their sign-in on every instance', () => {
    it('on a logout through one: at once there, and as soon as the other hears of it', async () => {
      const [a, b] = instances();
      const user = await signUpUser(a);
      await expectSignedInOn([a, b], user.accessToken);

      await a.inject({ method: 'POST', url: `/api${pathOf('logout')}`, payload: { refreshToken: user.refreshToken } });
      expect(await meStatus(a, user.accessToken)).toBe(401);
      await expect.poll(() => meStatus(b, user.accessToken), untilPropagated).toBe(401);
    });

    it('on a password reset through one', async () => {
      const [a, b] = instances();
      const user = await signUpUser(a);
      await expectSignedInOn([a, b], user.accessToken);

      await a.inject({ method: 'POST', url: `/api${pathOf('forgotPassword')}`, payload: { email: user.email } });
      const otp = capturingMailer(a).lastCodeFor(user.email);
      const reset = await a.inject({
        method: 'POST',
        url: `/api${pathOf('resetPassword')}`,
        payload: { email: user.email, otp, newPassword: 'a brand new passphrase' },
      });
      expect(reset.statusCode).toBe(200);
      expect(await meStatus(a, user.accessToken)).toBe(401);
      await expect.poll(() => meStatus(b, user.accessToken), untilPropagated).toBe(401);
    });

    it('on the reuse of a stolen refresh token through one', async () => {
      const [a, b] = instances();
      const user = await signUpUser(a);
      const { accessToken } = tokenPair.parse((await refresh(a, user.refreshToken)).json());
      await expectSignedInOn([a, b], accessToken);

      time.advance(REFRESH_REUSE_GRACE_MS + 1_000);
      expect((await refresh(b, user.refreshToken)).statusCode).toBe(401);
      expect(await meStatus(b, accessToken)).toBe(401);
      await expect.poll(() => meStatus(a, accessToken), untilPropagated).toBe(401);
    });
  });
});

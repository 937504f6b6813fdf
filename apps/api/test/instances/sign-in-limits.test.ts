import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { SIGN_IN_BACKOFF } from '../../src/plugins/app/accounts/limits';
import { describeInstances, redisUrl, useInstances } from '../helpers/instances';
import { capturingMailer, signUpUser } from '../helpers/users';

/** Counts in Redis outlive a test run: each run's client addresses are its own. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const login = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describeInstances(
  'sign-in attempts counted across two instances',
  () => {
    const limited = { env: { REDIS_URL: redisUrl, RATE_LIMIT_MULTIPLIER: '1' } };
    const instances = useInstances({}, limited, limited);

    it('slow one address guessing through both, let the owner in from another, and at once after a reset', async () => {
      const [signUp, a, b] = instances();
      const user = await signUpUser(signUp);
      const guesser = newAddress();
      for (let attempt = 0; attempt < SIGN_IN_BACKOFF.freeAttempts; attempt++) {
        const response = await login(attempt % 2 === 0 ? a : b, user.email, 'guess-number-x', guesser);
        expect(response.statusCode).toBe(401);
      }
      for (const instance of [a, b]) {
        const refused = await login(instance, user.email, user.password, guesser);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({
          message: 'Too many sign-in attempts. Please try again in 1 minute or reset your password.',
        });
      }
      expect((await login(a, user.email, user.password, newAddress())).statusCode).toBe(200);

      const post = (url: string, payload: object) => b.inject({ method: 'POST', url, payload, remoteAddress: guesser });
      expect((await post('/api/auth/password/forgot', { email: user.email })).statusCode).toBe(200);
      const otp = capturingMailer(b).lastCodeFor(user.email);
      const reset = await post('/api/auth/password/reset', { email: user.email, otp, newPassword: 'fresh passphrase' });
      expect(reset.statusCode).toBe(200);
      expect((await login(a, user.email, 'fresh passphrase', guesser)).statusCode).toBe(200);
    });
  },
  { redis: true },
);

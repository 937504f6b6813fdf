import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_LIMITS,
  ADDRESS_SIGN_IN_FAILURES,
  EMAIL_LIMITS,
  SIGN_IN_BACKOFF,
} from '../../src/plugins/app/accounts/limits';
import { useTestApp } from '../helpers/app';
import { createTestClock } from '../helpers/clock';
import {
  capturingMailer,
  newInvitationCode,
  registerUnverified,
  signUpUser,
  TEST_PASSWORD,
  type TestUser,
  uniqueEmail,
} from '../helpers/users';

// Limits are counted in memory (or Redis), never in the database: one database is enough here.
const limited = useTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
const pausing = useTestApp({ env: { MAIL_COOLDOWN_SECONDS: '60' } });
const time = createTestClock();
const backingOff = useTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' }, overrides: { clock: time.clock } });

let addresses = 0;
/** A client address of its own, so each test starts with fresh counts. */
const newAddress = () => {
  addresses++;
  return `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

const post = (app: () => ReturnType<typeof limited>, url: string, payload: object, remoteAddress = newAddress()) =>
  app().inject({ method: 'POST', url, payload, remoteAddress });

describe('limits per client address', () => {
  // Signing in counts here successful or not: the limit bounds the work an address asks for.
  let member: TestUser | undefined;
  beforeAll(async () => {
    member = await signUpUser(limited());
  });
  const endpoints = {
    register: [
      '/api/auth/register',
      () => ({ email: uniqueEmail(), password: 'x1y2z3w4', invitationCode: 'NONE1-NONE2' }),
    ],
    verifyOtp: ['/api/auth/otp/verify', () => ({ email: uniqueEmail(), otp: '123456' })],
    login: ['/api/auth/login', () => ({ email: member?.email, password: member?.password })],
    resendOtp: ['/api/auth/otp/resend', () => ({ email: uniqueEmail() })],
    forgotPassword: ['/api/auth/password/forgot', () => ({ email: uniqueEmail() })],
    resetPassword: [
      '/api/auth/password/reset',
      () => ({ email: uniqueEmail(), otp: '123456', newPassword: 'x1y2z3w4' }),
    ],
    joinWaitlist: ['/api/waitlist', () => ({ email: uniqueEmail() })],
  } satisfies Record<keyof typeof ADDRESS_LIMITS, [string, () => object]>;

  it.each(Object.entries(endpoints))(
    '%s answers 429 { message } past its limit, and other addresses go on',
    async (name, [url, payload]) => {
      const { max, minutes } = ADDRESS_LIMITS[name as keyof typeof ADDRESS_LIMITS];
      const address = newAddress();
      for (let request = 0; request < max; request++) {
        expect((await post(limited, url, payload(), address)).statusCode).not.toBe(429);
      }
      const response = await post(limited, url, payload(), address);
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ message: `Too many requests. Please try again in ${minutes} minutes.` });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post(limited, url, payload())).statusCode).not.toBe(429);
    },
  );
});

describe('limits on sign-in attempts', () => {
  const TOO_MANY_ON_ACCOUNT = (wait: string) => ({
    message: `Too many sign-in attempts. Please try again in ${wait} or reset your password.`,
  });
  const { freeAttempts } = SIGN_IN_BACKOFF;
  const login = (app: () => FastifyInstance, email: string, password: string, address: string) =>
    post(app, '/api/auth/login', { email, password }, address);
  /** `freeAttempts` wrong passwords from `address`, each answered 401, then one more answered 429. */
  async function guessUntilRefused(app: () => FastifyInstance, email: string, address: string) {
    for (let attempt = 0; attempt < freeAttempts; attempt++) {
      expect((await login(app, email, 'guess-number-x', address)).statusCode).toBe(401);
    }
    const refused = await login(app, email, 'guess-number-x', address);
    expect(refused.statusCode).toBe(429);
    return refused;
  }

  it('slow the guesses of one address on an account, while its owner signs in from another', async () => {
    const user = await signUpUser(limited());
    const attacker = newAddress();
    const refused = await guessUntilRefused(limited, user.email, attacker);
    expect(refused.json()).toEqual(TOO_MANY_ON_ACCOUNT('1 minute'));
    expect((await login(limited, user.email, user.password, attacker)).statusCode).toBe(429);

    expect((await login(limited, user.email, user.password, newAddress())).statusCode).toBe(200);
  });

  it('slow guesses on an email without an account the same way', async () => {
    const refused = await guessUntilRefused(limited, uniqueEmail('nobody'), newAddress());
    expect(refused.json()).toEqual(TOO_MANY_ON_ACCOUNT('1 minute'));
  });

  it('let the owner sign in at once after a password reset, from the very address that was refused', async () => {
    const user = await signUpUser(limited());
    const owner = newAddress();
    await guessUntilRefused(limited, user.email, owner);

    expect((await post(limited, '/api/auth/password/forgot', { email: user.email }, owner)).statusCode).toBe(200);
    const otp = capturingMailer(limited()).lastCodeFor(user.email);
    const reset = { email: user.email, otp, newPassword: 'fresh passphrase' };
    expect((await post(limited, '/api/auth/password/reset', reset, owner)).statusCode).toBe(200);
    expect((await login(limited, user.email, 'fresh passphrase', owner)).statusCode).toBe(200);
  });

  it('forget the wrong passwords of an address once it signs in', async () => {
    const user = await signUpUser(limited());
    const address = newAddress();
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < freeAttempts - 1; attempt++) {
        expect((await login(limited, user.email, 'guess-number-x', address)).statusCode).toBe(401);
      }
      expect((await login(limited, user.email, user.password, address)).statusCode).toBe(200);
    }
  });

  it('make each further guess of an address wait twice as long as the one before, up to 15 minutes', async () => {
    const email = uniqueEmail('nobody');
    const address = newAddress();
    await guessUntilRefused(backingOff, email, address);
    for (const minutes of [1, 2, 4, 8, 15, 15]) {
      const early = await login(backingOff, email, 'guess-number-x', address);
      expect(early.json()).toEqual(TOO_MANY_ON_ACCOUNT(minutes === 1 ? '1 minute' : `${minutes} minutes`));
      time.advance(minutes * 60_000);
      expect((await login(backingOff, email, 'guess-number-x', address)).statusCode).toBe(401);
    }
  });

  it(`refuse an address after ${ADDRESS_SIGN_IN_FAILURES.max} failed sign-ins in a day across accounts, and only that address`, async () => {
    const sprayer = newAddress();
    for (let attempt = 0; attempt < ADDRESS_SIGN_IN_FAILURES.max; attempt++) {
      expect((await login(limited, uniqueEmail('sprayed'), 'Summer2026!', sprayer)).statusCode).toBe(401);
    }
    const refused = await login(limited, uniqueEmail('sprayed'), 'Summer2026!', sprayer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many failed sign-ins from your network. Please try again in 24 hours.',
      retryAfterSeconds: expect.any(Number),
    });
    expect((await login(limited, uniqueEmail('sprayed'), 'Summer2026!', newAddress())).statusCode).toBe(401);
  });
});

describe('limits per email address', () => {
  it.each([
    ['/api/auth/otp/verify', EMAIL_LIMITS.verifyOtp.max, (email: string) => ({ email, otp: '123456' })],
    [
      '/api/auth/password/reset',
      EMAIL_LIMITS.resetPassword.max,
      (email: string) => ({ email, otp: '123456', newPassword: 'x1y2z3w4' }),
    ],
  ])('throttle code guesses on %s from any address', async (url, max, payload) => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < max; attempt++) {
      expect((await post(limited, url, payload(email))).statusCode).toBe(400);
    }
    const response = await post(limited, url, payload(email));
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      message: 'Too many attempts. Please try again in 15 minutes.',
      retryAfterSeconds: expect.any(Number),
    });
  });
});

describe('the pause between mails', () => {
  /** The 429 of an address that asked again within the minute: how long is left, in words and in seconds. */
  const PLEASE_WAIT = {
    message: 'Please wait 1 minute before asking for another code.',
    retryAfterSeconds: expect.toSatisfy((seconds: number) => seconds > 50 && seconds <= 60),
  };
  const mailer = () => capturingMailer(pausing());

  it('lets one mail a minute go to an address, answering alike for addresses without an account', async () => {
    const user = await signUpUser(pausing());
    const nobody = uniqueEmail('nobody');
    expect((await post(pausing, '/api/auth/password/forgot', { email: nobody })).statusCode).toBe(200);
    for (const email of [user.email, nobody]) {
      const response = await post(pausing, '/api/auth/password/forgot', { email });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(PLEASE_WAIT);
    }
    expect(mailer().mailsTo(user.email)).toHaveLength(1);
    expect(mailer().mailsTo(nobody)).toHaveLength(0);
  });

  it('answers a repeated registration with 429 and mails nothing more', async () => {
    const email = uniqueEmail();
    const register = async () =>
      post(pausing, '/api/auth/register', {
        email,
        password: TEST_PASSWORD,
        invitationCode: await newInvitationCode(pausing()),
      });
    expect((await register()).statusCode).toBe(200);
    const again = await register();
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual(PLEASE_WAIT);
    expect(mailer().mailsTo(email)).toHaveLength(1);
  });

  it('refuses a new code within the minute with the wait in words, seconds and Retry-After, and answers an unknown address as any other', async () => {
    const { email } = await registerUnverified(pausing());
    const nobody = uniqueEmail('nobody');
    const resend = (address: string) => post(pausing, '/api/auth/otp/resend', { email: address });

    const tooSoon = await resend(email);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual(PLEASE_WAIT);
    expect(Number(tooSoon.headers['retry-after'])).toBe(tooSoon.json().retryAfterSeconds);
    expect(mailer().mailsTo(email)).toHaveLength(1);

    const unknown = await resend(nobody);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({
      message: 'If this email is waiting for verification, we have sent a new code to it.',
      retryAfterSeconds: 60,
    });
    expect((await resend(nobody)).json()).toEqual(PLEASE_WAIT);
    expect(mailer().mailsTo(nobody)).toHaveLength(0);
  });

  it('keeps the code of a moment ago when an unverified account signs in', async () => {
    const email = uniqueEmail();
    const invitationCode = await newInvitationCode(pausing());
    await post(pausing, '/api/auth/register', { email, password: TEST_PASSWORD, invitationCode });
    const otp = mailer().lastCodeFor(email);
    const login = await post(pausing, '/api/auth/login', { email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(mailer().mailsTo(email)).toHaveLength(1);
    expect((await post(pausing, '/api/auth/otp/verify', { email, otp })).statusCode).toBe(200);
  });
});

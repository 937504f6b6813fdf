import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS, EMAIL_LIMITS } from '../../src/plugins/app/accounts/limits';
import { useTestApp } from '../helpers/app';
import { capturingMailer, newInvitationCode, signUpUser, TEST_PASSWORD, uniqueEmail } from '../helpers/users';

// Limits are counted in memory (or Redis), never in the database: one database is enough here.
const limited = useTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
const pausing = useTestApp({ env: { MAIL_COOLDOWN_SECONDS: '60' } });

let addresses = 0;
/** A client address of its own, so each test starts with fresh counts. */
const newAddress = () => {
  addresses++;
  return `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

const post = (app: () => ReturnType<typeof limited>, url: string, payload: object, remoteAddress = newAddress()) =>
  app().inject({ method: 'POST', url, payload, remoteAddress });

describe('limits per client address', () => {
  const endpoints = {
    register: [
      '/api/auth/register',
      () => ({ email: uniqueEmail(), password: 'x1y2z3w4', invitationCode: 'NONE1-NONE2' }),
    ],
    verifyOtp: ['/api/auth/otp/verify', () => ({ email: uniqueEmail(), otp: '123456' })],
    login: ['/api/auth/login', () => ({ email: uniqueEmail(), password: 'x1y2z3w4' })],
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

describe('limits per email address', () => {
  const SIGN_IN_LIMITED = {
    message: 'Too many sign-in attempts. Please try again in 15 minutes or reset your password.',
  };

  it('throttle sign-in attempts on an account from any address, yet let its owner reset the password', async () => {
    const user = await signUpUser(limited());
    for (let attempt = 0; attempt < EMAIL_LIMITS.login.max; attempt++) {
      const response = await post(limited, '/api/auth/login', { email: user.email, password: 'guess-number-x' });
      expect(response.statusCode).toBe(401);
    }
    const rightPassword = await post(limited, '/api/auth/login', { email: user.email, password: user.password });
    expect(rightPassword.statusCode).toBe(429);
    expect(rightPassword.json()).toEqual(SIGN_IN_LIMITED);

    expect((await post(limited, '/api/auth/password/forgot', { email: user.email })).statusCode).toBe(200);
    const otp = capturingMailer(limited()).lastCodeFor(user.email);
    const reset = await post(limited, '/api/auth/password/reset', {
      email: user.email,
      otp,
      newPassword: 'fresh passphrase',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('throttle an email without an account the same way', async () => {
    const email = uniqueEmail('nobody');
    for (let attempt = 0; attempt < EMAIL_LIMITS.login.max; attempt++) {
      expect((await post(limited, '/api/auth/login', { email, password: 'guess-number-x' })).statusCode).toBe(401);
    }
    const response = await post(limited, '/api/auth/login', { email, password: 'guess-number-x' });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual(SIGN_IN_LIMITED);
  });

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
    expect(response.json()).toEqual({ message: 'Too many attempts. Please try again in 15 minutes.' });
  });
});

describe('the pause between mails', () => {
  const PLEASE_WAIT = { message: 'Please wait 1 minute before asking for another code.' };
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

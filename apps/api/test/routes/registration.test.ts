import { meResponse, otpVerifyResponse } from '@kindred/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createInvitations, listInvitations } from '../../src/plugins/app/accounts/invitations';
import { argon2idCost } from '../../src/plugins/app/accounts/passwords';
import { describeEachDatabase } from '../helpers/app';
import { createTestClock } from '../helpers/clock';
import { codeIn } from '../helpers/mailer';
import {
  bearer,
  capturingMailer,
  injectOk,
  newInvitationCode,
  registerUnverified,
  signUpUser,
  TEST_PASSWORD,
  uniqueEmail,
} from '../helpers/users';

const REGISTERED = { message: 'Registration successful. Check your email for the verification code.' };
const INVALID_INVITATION = { message: 'Invalid or expired invitation code' };
const INVALID_CODE = { message: 'Invalid or expired code. Please try again or ask for a new one.' };

/** Another code than `code`, `offset` steps away. */
const wrongCode = (code: string, offset = 1) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');

const time = createTestClock();

describeEachDatabase(
  'registration',
  (getApp) => {
    const mailer = () => capturingMailer(getApp());
    const post = (url: string, payload: object) => getApp().inject({ method: 'POST', url, payload });
    const register = (payload: object) => post('/api/auth/register', payload);
    const verify = (payload: object) => post('/api/auth/otp/verify', payload);

    async function invitation(code: string) {
      return (await listInvitations(getApp().database.db)).find((item) => item.code === code);
    }
    async function account(email: string) {
      const [row] = await getApp().database.db.select().from(users).where(eq(users.email, email));
      return row;
    }
    const registered = () => registerUnverified(getApp());

    it('registers, mails a code, and verifying it signs in with an incomplete profile', async () => {
      const email = uniqueEmail();
      const invitationCode = await newInvitationCode(getApp());
      const response = await register({ email: `  ${email.toUpperCase()} `, password: TEST_PASSWORD, invitationCode });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(REGISTERED);
      expect(await account(email)).toMatchObject({ email, verified: false });

      const [mail] = mailer().mailsTo(email);
      expect(mail?.subject).toBe('Your Kindred verification code');
      const verified = await verify({ email, otp: codeIn(mail?.text ?? '') });
      expect(verified.statusCode).toBe(200);
      const tokens = otpVerifyResponse.parse(verified.json());
      expect(tokens).toEqual({
        message: 'Email verified successfully',
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
      });

      const me = await injectOk(getApp(), { url: '/api/users/me', headers: bearer(tokens.accessToken ?? '') });
      expect(meResponse.parse(me).user).toMatchObject({ email, profileComplete: false });
      expect(await account(email)).toMatchObject({ verified: true });
    });

    it('stores the password as an argon2id hash of the configured cost, never as it was typed', async () => {
      const { email } = await registered();
      const row = await account(email);
      // The tests' cheap cost here; passwords.test.ts proves production keeps the baseline.
      const { memoryCost, timeCost, parallelism } = argon2idCost();
      expect(row?.passwordHash).toMatch(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`);
      expect(row?.passwordHash).not.toContain(TEST_PASSWORD);
    });

    describe('invitation codes', () => {
      it('refuses a code that does not exist, creating nothing and mailing nothing', async () => {
        const email = uniqueEmail();
        const response = await register({ email, password: TEST_PASSWORD, invitationCode: 'NOPE1-NOPE2' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(INVALID_INVITATION);
        expect(await account(email)).toBeUndefined();
        expect(mailer().mailsTo(email)).toEqual([]);
      });

      it('refuses an expired code', async () => {
        const [expiring] = await createInvitations(getApp().database.db, {
          uses: 5,
          expiresAt: new Date(time.clock().getTime() + 60 * 60_000),
          count: 1,
        });
        const invitationCode = expiring?.code ?? '';
        expect((await register({ email: uniqueEmail(), password: TEST_PASSWORD, invitationCode })).statusCode).toBe(
          200,
        );
        time.advance(61 * 60_000);
        const response = await register({ email: uniqueEmail(), password: TEST_PASSWORD, invitationCode });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(INVALID_INVITATION);
      });

      it('takes one use per new account and refuses a code with none left', async () => {
        const invitationCode = await newInvitationCode(getApp(), 2);
        for (const left of [1, 0]) {
          expect((await register({ email: uniqueEmail(), password: TEST_PASSWORD, invitationCode })).statusCode).toBe(
            200,
          );
          expect((await invitation(invitationCode))?.usesLeft).toBe(left);
        }
        const response = await register({ email: uniqueEmail(), password: TEST_PASSWORD, invitationCode });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(INVALID_INVITATION);
      });

      it('accepts a code typed in lower case', async () => {
        const invitationCode = await newInvitationCode(getApp());
        const response = await register({
          email: uniqueEmail(),
          password: TEST_PASSWORD,
          invitationCode: ` ${invitationCode.toLowerCase()} `,
        });
        expect(response.statusCode).toBe(200);
      });

      it('admits exactly one of 20 concurrent registrations on a single-use code', async () => {
        const invitationCode = await newInvitationCode(getApp());
        const emails = Array.from({ length: 20 }, () => uniqueEmail('racer'));
        const responses = await Promise.all(
          emails.map((email) => register({ email, password: TEST_PASSWORD, invitationCode })),
        );
        expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
        for (const response of responses.filter((item) => item.statusCode !== 200)) {
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual(INVALID_INVITATION);
        }
        const accounts = await Promise.all(emails.map(account));
        expect(accounts.filter(Boolean)).toHaveLength(1);
        expect((await invitation(invitationCode))?.usesLeft).toBe(0);
      });
    });

    describe('an email that already has an account', () => {
      it('gets the same answer; a verified account is told by mail, keeps its password, and uses no invitation', async () => {
        const user = await signUpUser(getApp());
        const invitationCode = await newInvitationCode(getApp());
        const response = await register({ email: user.email, password: 'another passphrase', invitationCode });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(REGISTERED);

        const notice = mailer().mailsTo(user.email).at(-1);
        expect(notice?.subject).toBe('Your Kindred account');
        expect(codeIn(notice?.text ?? '')).toBeUndefined();
        expect((await invitation(invitationCode))?.usesLeft).toBe(1);
        const login = (password: string) => post('/api/auth/login', { email: user.email, password });
        expect((await login(user.password)).statusCode).toBe(200);
        expect((await login('another passphrase')).statusCode).toBe(401);
      });

      it('gets the same answer; an unverified account gets a new code that sets the new password', async () => {
        const { email, code: firstCode } = await registered();
        const invitationCode = await newInvitationCode(getApp());
        const response = await register({ email, password: 'second passphrase', invitationCode });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(REGISTERED);
        expect((await invitation(invitationCode))?.usesLeft).toBe(1);

        const secondCode = mailer().lastCodeFor(email);
        expect(mailer().mailsTo(email)).toHaveLength(2);
        if (secondCode !== firstCode) expect((await verify({ email, otp: firstCode })).json()).toEqual(INVALID_CODE);
        expect((await verify({ email, otp: secondCode })).statusCode).toBe(200);
        const login = (password: string) => post('/api/auth/login', { email, password });
        expect((await login('second passphrase')).statusCode).toBe(200);
        expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
      });
    });

    describe('passwords', () => {
      it.each(['password123', 'Qwerty123', 'iloveyou', 'LETMEIN123'])(
        'refuses the common password %s with a clear message',
        async (password) => {
          const email = uniqueEmail();
          const invitationCode = await newInvitationCode(getApp());
          const response = await register({ email, password, invitationCode });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ message: 'This password is too common. Please choose another.' });
          expect(await account(email)).toBeUndefined();
          expect((await invitation(invitationCode))?.usesLeft).toBe(1);
        },
      );

      it.each([
        ['p'.repeat(5), 'Password must be at least 6 characters'],
        ['p'.repeat(129), 'Password must be at most 128 characters'],
      ])('refuses %s with 400 before anything is stored', async (password, message) => {
        const email = uniqueEmail();
        const response = await register({ email, password, invitationCode: await newInvitationCode(getApp()) });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message });
        expect(await account(email)).toBeUndefined();
      });

      it('accepts 6 and 128 characters', async () => {
        for (const password of ['kd7#q2', `${'k'.repeat(127)}!`]) {
          const invitationCode = await newInvitationCode(getApp());
          expect((await register({ email: uniqueEmail(), password, invitationCode })).statusCode).toBe(200);
        }
      });
    });

    describe('email codes', () => {
      it('are six digits that only work for their own email', async () => {
        const first = await registered();
        const second = await registered();
        expect(first.code).toMatch(/^\d{6}$/);
        if (first.code !== second.code) {
          expect((await verify({ email: second.email, otp: first.code })).json()).toEqual(INVALID_CODE);
        }
        expect((await verify({ email: first.email, otp: first.code })).statusCode).toBe(200);
      });

      it('refuse a wrong code and still take the right one', async () => {
        const { email, code } = await registered();
        const wrong = await verify({ email, otp: wrongCode(code) });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toEqual(INVALID_CODE);
        expect((await verify({ email, otp: code })).statusCode).toBe(200);
      });

      it('work once', async () => {
        const { email, code } = await registered();
        expect((await verify({ email, otp: code })).statusCode).toBe(200);
        expect((await verify({ email, otp: code })).json()).toEqual(INVALID_CODE);
      });

      it('expire after 10 minutes', async () => {
        const early = await registered();
        const late = await registered();
        time.advance(10 * 60_000 - 1_000);
        expect((await verify({ email: early.email, otp: early.code })).statusCode).toBe(200);
        time.advance(2_000);
        const response = await verify({ email: late.email, otp: late.code });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(INVALID_CODE);
      });

      it('are void after 5 wrong tries', async () => {
        const fourWrong = await registered();
        const fiveWrong = await registered();
        for (let attempt = 1; attempt <= 5; attempt++) {
          if (attempt < 5) await verify({ email: fourWrong.email, otp: wrongCode(fourWrong.code, attempt) });
          await verify({ email: fiveWrong.email, otp: wrongCode(fiveWrong.code, attempt) });
        }
        expect((await verify({ email: fourWrong.email, otp: fourWrong.code })).statusCode).toBe(200);
        const response = await verify({ email: fiveWrong.email, otp: fiveWrong.code });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(INVALID_CODE);
      });

      it('compare at most 5 of 50 concurrent guesses, so the right one among them fails', async () => {
        const { email, code } = await registered();
        const guesses = [...Array.from({ length: 49 }, (_, index) => wrongCode(code, index + 1)), code];
        const responses = await Promise.all(guesses.map((otp) => verify({ email, otp })));
        for (const response of responses) expect(response.json()).toEqual(INVALID_CODE);
        expect((await verify({ email, otp: code })).json()).toEqual(INVALID_CODE);
      });

      it('answer an email without an account like a wrong code', async () => {
        const response = await verify({ email: uniqueEmail('nobody'), otp: '123456' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(INVALID_CODE);
      });

      it('mail a new code on request that replaces the first, keeping the password chosen at registration', async () => {
        const email = uniqueEmail();
        await registerUnverified(getApp(), email, 'first kindred passphrase');
        const first = mailer().lastCodeFor(email);
        await registerUnverified(getApp(), email, 'second kindred passphrase');
        const response = await post('/api/auth/otp/resend', { email });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          message: 'If this email is waiting for verification, we have sent a new code to it.',
          retryAfterSeconds: 0,
        });
        const renewed = mailer().lastCodeFor(email);
        expect(mailer().mailsTo(email)).toHaveLength(3);
        if (renewed !== first) expect((await verify({ email, otp: first })).json()).toEqual(INVALID_CODE);
        expect((await verify({ email, otp: renewed })).statusCode).toBe(200);
        const login = await post('/api/auth/login', { email, password: 'second kindred passphrase' });
        expect(login.statusCode).toBe(200);
      });

      it('answer a request for a new code alike for an unknown or verified address, and mail neither', async () => {
        const nobody = uniqueEmail('nobody');
        const { email: verified } = await signUpUser(getApp());
        const before = mailer().mailsTo(verified).length;
        const answers = await Promise.all([nobody, verified].map((email) => post('/api/auth/otp/resend', { email })));
        expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
          [
            200,
            {
              message: 'If this email is waiting for verification, we have sent a new code to it.',
              retryAfterSeconds: 0,
            },
          ],
          [
            200,
            {
              message: 'If this email is waiting for verification, we have sent a new code to it.',
              retryAfterSeconds: 0,
            },
          ],
        ]);
        expect(mailer().mailsTo(nobody)).toHaveLength(0);
        expect(mailer().mailsTo(verified)).toHaveLength(before);
      });

      it('refuse a request for a new code without a valid email, in words', async () => {
        const response = await post('/api/auth/otp/resend', { email: 'not an email' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Invalid email address' });
      });

      it.each([['12345'], ['1234567']])('refuse %s: OTP must be 6 characters', async (otp) => {
        const response = await verify({ email: uniqueEmail(), otp });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'OTP must be 6 characters' });
      });
    });
  },
  { overrides: { clock: time.clock } },
);

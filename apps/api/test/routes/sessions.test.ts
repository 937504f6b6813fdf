import { tokenPair } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../../src/plugins/app/accounts/access-tokens';
import { REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_LIFETIME_MS } from '../../src/plugins/app/accounts/refresh-tokens';
import { describeEachDatabase } from '../helpers/app';
import { createTestClock } from '../helpers/clock';
import { bearer, capturingMailer, registerUnverified, signUpUser, TEST_PASSWORD, uniqueEmail } from '../helpers/users';

const INVALID_CREDENTIALS = { message: 'Invalid email or password' };
const SESSION_EXPIRED = { message: 'Your session has expired. Please sign in again.' };
const RESET_CODE_SENT = { message: 'If an account exists for this email, we have sent a password reset code to it.' };

const time = createTestClock();

describeEachDatabase(
  'sign-in and sessions',
  (getApp) => {
    const mailer = () => capturingMailer(getApp());
    const post = (url: string, payload: object) => getApp().inject({ method: 'POST', url, payload });
    const login = (email: string, password: string) => post('/api/auth/login', { email, password });
    const refresh = (refreshToken: string) => post('/api/auth/refresh', { refreshToken });
    const me = (accessToken: string) => getApp().inject({ url: '/api/users/me', headers: bearer(accessToken) });

    describe('POST /api/auth/login', () => {
      it('signs a verified account in, whatever the case of the email', async () => {
        const user = await signUpUser(getApp());
        const response = await login(user.email.toUpperCase(), user.password);
        expect(response.statusCode).toBe(200);
        const tokens = tokenPair.strict().parse(response.json());
        expect((await me(tokens.accessToken)).json().user).toMatchObject({ _id: user.id, email: user.email });
        expect((await refresh(tokens.refreshToken)).statusCode).toBe(200);
      });

      it('answers a wrong password and an unknown email alike', async () => {
        const user = await signUpUser(getApp());
        const wrongPassword = await login(user.email, 'not the passphrase');
        const unknownEmail = await login(uniqueEmail('nobody'), user.password);
        for (const response of [wrongPassword, unknownEmail]) {
          expect(response.statusCode).toBe(401);
          expect(response.json()).toEqual(INVALID_CREDENTIALS);
        }
      });

      it('tells an unverified account to verify, and mails it a fresh code that works', async () => {
        const { email } = await registerUnverified(getApp());
        const response = await login(email, TEST_PASSWORD);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          message: 'Please verify your email first. We have sent a verification code to your email.',
          code: 'EMAIL_NOT_VERIFIED',
        });
        expect(mailer().mailsTo(email)).toHaveLength(2);
        const otp = mailer().lastCodeFor(email);
        expect((await post('/api/auth/otp/verify', { email, otp })).statusCode).toBe(200);
        expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
      });

      it('answers an unverified account with a wrong password like any wrong password, mailing nothing', async () => {
        const { email } = await registerUnverified(getApp());
        const response = await login(email, 'not the passphrase');
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(INVALID_CREDENTIALS);
        expect(mailer().mailsTo(email)).toHaveLength(1);
      });
    });

    describe('access tokens', () => {
      it('open the API until they expire, however often they were used before', async () => {
        const user = await signUpUser(getApp());
        for (let use = 0; use < 3; use++) expect((await me(user.accessToken)).statusCode).toBe(200);

        time.advance(ACCESS_TOKEN_LIFETIME_SECONDS * 1000);
        const expired = await me(user.accessToken);
        expect(expired.statusCode).toBe(401);
        expect(expired.json()).toEqual(SESSION_EXPIRED);
      });
    });

    describe('POST /api/auth/refresh', () => {
      it('hands out a new pair every time, each access token working', async () => {
        const user = await signUpUser(getApp());
        let current = user.refreshToken;
        const seen = new Set([current]);
        for (let round = 0; round < 3; round++) {
          const response = await refresh(current);
          expect(response.statusCode).toBe(200);
          const tokens = tokenPair.strict().parse(response.json());
          expect(seen.has(tokens.refreshToken)).toBe(false);
          expect((await me(tokens.accessToken)).statusCode).toBe(200);
          seen.add(tokens.refreshToken);
          current = tokens.refreshToken;
        }
      });

      it('revokes the whole sign-in when a used token comes back after the grace window', async () => {
        const user = await signUpUser(getApp());
        const other = await login(user.email, user.password);
        const { refreshToken: current } = tokenPair.parse((await refresh(user.refreshToken)).json());
        time.advance(REFRESH_REUSE_GRACE_MS + 1_000);

        const reused = await refresh(user.refreshToken);
        expect(reused.statusCode).toBe(401);
        expect(reused.json()).toEqual(SESSION_EXPIRED);
        expect((await refresh(current)).json()).toEqual(SESSION_EXPIRED);
        // The account's other sign-in is another family: untouched.
        expect((await refresh(other.json().refreshToken)).statusCode).toBe(200);
      });

      it('gives tabs refreshing with the same token at once the current token, not a revocation', async () => {
        const user = await signUpUser(getApp());
        const tabs = await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)]);
        const [first, second] = tabs.map((response) => {
          expect(response.statusCode).toBe(200);
          return tokenPair.parse(response.json());
        });
        expect(second?.refreshToken).toBe(first?.refreshToken);
        expect((await me(second?.accessToken ?? '')).statusCode).toBe(200);

        // One tab refreshes again; a late one still holding the first token gets the newest.
        const newest = tokenPair.parse((await refresh(first?.refreshToken ?? '')).json());
        time.advance(REFRESH_REUSE_GRACE_MS - 1_000);
        const late = await refresh(user.refreshToken);
        expect(late.statusCode).toBe(200);
        expect(late.json().refreshToken).toBe(newest.refreshToken);
        expect((await refresh(newest.refreshToken)).statusCode).toBe(200);
      });

      it('refuses an unknown token and one past its 30 days', async () => {
        const user = await signUpUser(getApp());
        expect((await refresh('not-a-token')).json()).toEqual(SESSION_EXPIRED);
        time.advance(REFRESH_TOKEN_LIFETIME_MS + 1_000);
        const response = await refresh(user.refreshToken);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(SESSION_EXPIRED);
      });

      it('never takes an access token for a refresh token', async () => {
        const user = await signUpUser(getApp());
        expect((await refresh(user.accessToken)).json()).toEqual(SESSION_EXPIRED);
      });
    });

    describe('answers that carry tokens', () => {
      it('tell every cache not to keep them', async () => {
        const { email, code: otp } = await registerUnverified(getApp());
        const verified = await post('/api/auth/otp/verify', { email, otp });
        const signedIn = await login(email, TEST_PASSWORD);
        const refreshed = await refresh(tokenPair.parse(signedIn.json()).refreshToken);
        const account = await me(tokenPair.parse(refreshed.json()).accessToken);
        for (const response of [verified, signedIn, refreshed, account]) {
          expect(response.statusCode).toBe(200);
          expect(response.headers['cache-control']).toBe('no-store');
        }
      });
    });

    describe('access tokens die with their sign-in', () => {
      it("at once on logout, while the account's other sign-ins go on", async () => {
        const user = await signUpUser(getApp());
        const other = tokenPair.parse((await login(user.email, user.password)).json());
        expect((await me(user.accessToken)).statusCode).toBe(200);

        await post('/api/auth/logout', { refreshToken: user.refreshToken });
        const response = await me(user.accessToken);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(SESSION_EXPIRED);
        expect((await me(other.accessToken)).statusCode).toBe(200);
      });

      it('at once on a password reset, every sign-in of the account', async () => {
        const user = await signUpUser(getApp());
        const other = tokenPair.parse((await login(user.email, user.password)).json());
        for (const accessToken of [user.accessToken, other.accessToken]) {
          expect((await me(accessToken)).statusCode).toBe(200);
        }
        await post('/api/auth/password/forgot', { email: user.email });
        const otp = mailer().lastCodeFor(user.email);
        await post('/api/auth/password/reset', { email: user.email, otp, newPassword: 'a brand new passphrase' });

        for (const accessToken of [user.accessToken, other.accessToken]) {
          expect((await me(accessToken)).json()).toEqual(SESSION_EXPIRED);
        }
      });

      it('at once when a stolen refresh token revokes the sign-in, access tokens of its refreshes too', async () => {
        const user = await signUpUser(getApp());
        const other = tokenPair.parse((await login(user.email, user.password)).json());
        const refreshed = tokenPair.parse((await refresh(user.refreshToken)).json());
        expect((await me(refreshed.accessToken)).statusCode).toBe(200);
        time.advance(REFRESH_REUSE_GRACE_MS + 1_000);

        expect((await refresh(user.refreshToken)).statusCode).toBe(401);
        for (const accessToken of [user.accessToken, refreshed.accessToken]) {
          expect((await me(accessToken)).json()).toEqual(SESSION_EXPIRED);
        }
        expect((await me(other.accessToken)).statusCode).toBe(200);
      });
    });

    describe('POST /api/auth/logout', () => {
      it('revokes the sign-in of the presented token and leaves the others', async () => {
        const user = await signUpUser(getApp());
        const other = tokenPair.parse((await login(user.email, user.password)).json());
        const response = await post('/api/auth/logout', { refreshToken: user.refreshToken });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: 'Logged out' });
        expect((await refresh(user.refreshToken)).json()).toEqual(SESSION_EXPIRED);
        expect((await refresh(other.refreshToken)).statusCode).toBe(200);
      });

      it('answers the same without a token or with an unknown one', async () => {
        for (const payload of [{}, { refreshToken: 'not-a-token' }]) {
          const response = await post('/api/auth/logout', payload);
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ message: 'Logged out' });
        }
      });
    });

    describe('password reset', () => {
      const forgot = (email: string) => post('/api/auth/password/forgot', { email });
      const reset = (payload: object) => post('/api/auth/password/reset', payload);

      it('answers forgot the same for any email, mailing a code only to an account', async () => {
        const user = await signUpUser(getApp());
        const nobody = uniqueEmail('nobody');
        const before = mailer().sent.length;
        const known = await forgot(user.email);
        const unknown = await forgot(nobody);
        for (const response of [known, unknown]) {
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual(RESET_CODE_SENT);
        }
        expect(
          mailer()
            .sent.slice(before)
            .map((mail) => [mail.to, mail.subject]),
        ).toEqual([[user.email, 'Your Kindred password reset code']]);
      });

      it('sets the new password, signs every session out, and does not sign in', async () => {
        const user = await signUpUser(getApp());
        const other = tokenPair.parse((await login(user.email, user.password)).json());
        await forgot(user.email);
        const otp = mailer().lastCodeFor(user.email);

        const response = await reset({ email: user.email, otp, newPassword: 'a brand new passphrase' });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          message: 'Your password has been reset. Please sign in with your new password.',
        });
        for (const refreshToken of [user.refreshToken, other.refreshToken]) {
          expect((await refresh(refreshToken)).json()).toEqual(SESSION_EXPIRED);
        }
        expect((await login(user.email, user.password)).json()).toEqual(INVALID_CREDENTIALS);
        expect((await login(user.email, 'a brand new passphrase')).statusCode).toBe(200);
        expect((await reset({ email: user.email, otp, newPassword: 'yet another passphrase' })).statusCode).toBe(400);
      });

      it('refuses a wrong code, a registration code, and a common password', async () => {
        const user = await signUpUser(getApp());
        await forgot(user.email);
        const otp = mailer().lastCodeFor(user.email);
        const wrong = await reset({
          email: user.email,
          otp: otp === '000000' ? '111111' : '000000',
          newPassword: 'x1y2z3w4',
        });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toEqual({ message: 'Invalid or expired code. Please try again or ask for a new one.' });
        const common = await reset({ email: user.email, otp, newPassword: 'password1' });
        expect(common.statusCode).toBe(400);
        expect(common.json()).toEqual({ message: 'This password is too common. Please choose another.' });

        const { email, code: registrationCode } = await registerUnverified(getApp());
        expect((await reset({ email, otp: registrationCode, newPassword: 'x1y2z3w4' })).statusCode).toBe(400);

        expect((await reset({ email: user.email, otp, newPassword: 'x1y2z3w4' })).statusCode).toBe(200);
      });

      it('also verifies an account that never entered its registration code', async () => {
        const { email } = await registerUnverified(getApp());
        await forgot(email);
        const otp = mailer().lastCodeFor(email);
        expect((await reset({ email, otp, newPassword: 'x1y2z3w4' })).statusCode).toBe(200);
        expect((await login(email, 'x1y2z3w4')).statusCode).toBe(200);
      });
    });
  },
  { overrides: { clock: time.clock } },
);

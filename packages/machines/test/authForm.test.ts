import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  authFailureMessages,
  authFormMachine,
  authFormMode,
  isAuthFormPending,
  resendCodeState,
  toTokenPair,
} from '../src/auth/authForm';
import { tokens } from './fixtures';
import { byValueAnd, unreachedStates } from './reachability';
import { fromSpy, pending, rejecting, resolving } from './stubs';

type Actors = NonNullable<Parameters<typeof authFormMachine.provide>[0]['actors']>;

const credentials = { email: 'ada@example.com', password: 'secret1' };

function start(actors: Actors = {}, snapshot?: ReturnType<typeof authFormMachine.resolveState>) {
  const navigateToDashboard = vi.fn();
  const actor = createActor(
    authFormMachine.provide({
      actors: {
        logIn: resolving(tokens),
        register: resolving({ message: 'Check your email' }),
        verifyOtp: resolving({ message: 'Verified' }),
        requestPasswordReset: resolving({ message: 'Sent' }),
        resetPassword: resolving('Your password has been reset. Please sign in with your new password.'),
        resendOtp: resolving({ message: 'We have sent a new code.', retryAfterSeconds: 60 }),
        signIn: resolving(undefined),
        ...actors,
      },
      actions: { navigateToDashboard },
    }),
    snapshot ? { snapshot } : {},
  ).start();
  return { actor, navigateToDashboard };
}

type FormActor = ReturnType<typeof start>['actor'];
const idle = (actor: FormActor) => waitFor(actor, (snapshot) => !isAuthFormPending(snapshot));

describe('authForm', () => {
  it('starts in login mode without an error', () => {
    const { actor } = start();
    expect(authFormMode(actor.getSnapshot())).toBe('login');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('logs in, hands the tokens to the session and goes to the dashboard', async () => {
    const logIn = vi.fn(async () => tokens);
    const signIn = vi.fn(async () => {});
    const { actor, navigateToDashboard } = start({ logIn: fromSpy(logIn), signIn: fromSpy(signIn) });
    actor.send({ type: 'user.submitLogin', values: credentials });
    expect(isAuthFormPending(actor.getSnapshot())).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.matches('signedIn')).toBe(true);
    expect(logIn).toHaveBeenCalledWith(expect.objectContaining({ input: credentials }));
    expect(signIn).toHaveBeenCalledWith(expect.objectContaining({ input: tokens }));
    expect(navigateToDashboard).toHaveBeenCalledOnce();
  });

  it("shows the server's message when login fails", async () => {
    const { actor, navigateToDashboard } = start({ logIn: rejecting(new Error('Invalid email or password')) });
    actor.send({ type: 'user.submitLogin', values: credentials });
    const snapshot = await idle(actor);
    expect(snapshot.matches({ login: 'idle' })).toBe(true);
    expect(snapshot.context.error).toBe('Invalid email or password');
    expect(navigateToDashboard).not.toHaveBeenCalled();
  });

  it('falls back to the login text when the failure has no message', async () => {
    const { actor } = start({ logIn: rejecting(new Error('')) });
    actor.send({ type: 'user.submitLogin', values: credentials });
    expect((await idle(actor)).context.error).toBe('Login failed. Please check your credentials.');
  });

  it('refuses a login answer without both tokens', async () => {
    const signIn = vi.fn(async () => {});
    const { actor } = start({ logIn: resolving({ accessToken: 'a' }), signIn: fromSpy(signIn) });
    actor.send({ type: 'user.submitLogin', values: credentials });
    expect((await idle(actor)).context.error).toBe('An unexpected error occurred during login.');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows why the session could not sign in', async () => {
    const { actor } = start({ signIn: rejecting(new Error('User not found')) });
    actor.send({ type: 'user.submitLogin', values: credentials });
    const snapshot = await idle(actor);
    expect(snapshot.matches({ login: 'idle' })).toBe(true);
    expect(snapshot.context.error).toBe('User not found');
  });

  it('clears the previous error when submitting again', async () => {
    const { actor } = start({ logIn: rejecting(new Error('Nope')) });
    actor.send({ type: 'user.submitLogin', values: credentials });
    await idle(actor);
    actor.send({ type: 'user.submitLogin', values: credentials });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('registers, then asks for the code sent to the remembered email', async () => {
    const { actor } = start();
    actor.send({ type: 'user.showRegister' });
    actor.send({ type: 'user.submitRegister', values: { ...credentials, invitationCode: 'KIND-1' } });
    const snapshot = await waitFor(actor, (s) => s.matches({ otp: { code: 'idle' } }));
    expect(snapshot.context).toMatchObject({ email: 'ada@example.com', otpPurpose: 'registration' });
  });

  it('stays on register with its fallback text when registration fails without a message', async () => {
    const { actor } = start({ register: rejecting(undefined) });
    actor.send({ type: 'user.showRegister' });
    actor.send({ type: 'user.submitRegister', values: { ...credentials, invitationCode: 'x' } });
    const snapshot = await idle(actor);
    expect(authFormMode(snapshot)).toBe('register');
    expect(snapshot.context.error).toBe('Registration failed. Please try again.');
  });

  async function atOtp(actors: Actors) {
    const started = start(actors);
    started.actor.send({ type: 'user.showRegister' });
    started.actor.send({ type: 'user.submitRegister', values: { ...credentials, invitationCode: 'x' } });
    await waitFor(started.actor, (s) => s.matches({ otp: { code: 'idle' } }));
    return started;
  }

  it('verifies the registration code with the remembered email, then returns to login', async () => {
    const verifyOtp = vi.fn(async () => ({ message: 'Verified' }));
    const { actor } = await atOtp({ verifyOtp: fromSpy(verifyOtp) });
    actor.send({ type: 'user.submitOtp', otp: '123456' });
    await waitFor(actor, (s) => s.matches({ login: 'idle' }));
    expect(verifyOtp).toHaveBeenCalledWith(
      expect.objectContaining({ input: { email: 'ada@example.com', otp: '123456' } }),
    );
  });

  it('signs in straight away when the verification returns both tokens', async () => {
    const { actor, navigateToDashboard } = await atOtp({ verifyOtp: resolving({ message: 'ok', ...tokens }) });
    actor.send({ type: 'user.submitOtp', otp: '123456' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(navigateToDashboard).toHaveBeenCalledOnce();
  });

  it('shows the otp fallback text when the code is refused', async () => {
    const { actor } = await atOtp({ verifyOtp: rejecting(new Error('')) });
    actor.send({ type: 'user.submitOtp', otp: '000000' });
    const snapshot = await idle(actor);
    expect(authFormMode(snapshot)).toBe('otp');
    expect(snapshot.context.error).toBe('Invalid OTP. Please try again.');
  });

  it('shows the otp sign-in fallback when the returned tokens cannot sign in', async () => {
    const { actor } = await atOtp({ verifyOtp: resolving(tokens), signIn: rejecting(null) });
    actor.send({ type: 'user.submitOtp', otp: '123456' });
    expect((await idle(actor)).context.error).toBe('OTP verification failed. Please try again.');
  });

  it('sends the reset code, then asks for the new password', async () => {
    const requestPasswordReset = vi.fn(async () => ({}));
    const { actor } = start({ requestPasswordReset: fromSpy(requestPasswordReset) });
    actor.send({ type: 'user.showForgotPassword' });
    actor.send({ type: 'user.submitForgotPassword', values: { email: 'ada@example.com' } });
    const snapshot = await waitFor(actor, (s) => s.matches({ setNewPassword: 'idle' }));
    expect(snapshot.context).toMatchObject({ email: 'ada@example.com', otpPurpose: 'passwordReset' });
    expect(requestPasswordReset).toHaveBeenCalledWith(expect.objectContaining({ input: { email: 'ada@example.com' } }));
  });

  it('shows the forgot-password fallback text', async () => {
    const { actor } = start({ requestPasswordReset: rejecting(new Error('')) });
    actor.send({ type: 'user.showForgotPassword' });
    actor.send({ type: 'user.submitForgotPassword', values: { email: 'ada@example.com' } });
    expect((await idle(actor)).context.error).toBe('Failed to send reset code. Please try again.');
  });

  async function atSetNewPassword(actors: Actors) {
    const started = start(actors);
    started.actor.send({ type: 'user.showForgotPassword' });
    started.actor.send({ type: 'user.submitForgotPassword', values: { email: 'ada@example.com' } });
    await waitFor(started.actor, (s) => s.matches({ setNewPassword: 'idle' }));
    return started;
  }

  it('takes an unverified account that signs in to the code entry for its address, saying why', async () => {
    const notVerified = Object.assign(
      new Error('Please verify your email first. We have sent a verification code to your email.'),
      {
        code: 'EMAIL_NOT_VERIFIED',
      },
    );
    const { actor } = start({ logIn: rejecting(notVerified) });
    actor.send({ type: 'user.submitLogin', values: credentials });
    const snapshot = await waitFor(actor, (s) => s.matches({ otp: { code: 'idle', resend: 'ready' } }));
    expect(snapshot.context).toMatchObject({
      email: 'ada@example.com',
      otpPurpose: 'registration',
      error: null,
      notice: 'Please verify your email first. We have sent a verification code to your email.',
    });
    expect(resendCodeState(snapshot)).toEqual({ status: 'ready' });
  });

  it('asks for a new code for the remembered address, then counts the pause down to ready again', async () => {
    vi.useFakeTimers();
    try {
      const resendOtp = vi.fn(async () => ({ message: 'We have sent a new code.', retryAfterSeconds: 3 }));
      const { actor } = await atOtp({ resendOtp: fromSpy(resendOtp) });
      actor.send({ type: 'user.resendCode' });
      expect(resendCodeState(actor.getSnapshot())).toEqual({ status: 'sending' });
      await vi.advanceTimersByTimeAsync(0);
      expect(resendOtp).toHaveBeenCalledWith(expect.objectContaining({ input: { email: 'ada@example.com' } }));
      expect(actor.getSnapshot().context.notice).toBe('We have sent a new code.');
      expect(resendCodeState(actor.getSnapshot())).toEqual({ status: 'coolingDown', secondsLeft: 3 });
      actor.send({ type: 'user.resendCode' });
      expect(resendOtp).toHaveBeenCalledOnce();
      await vi.advanceTimersByTimeAsync(1000);
      expect(resendCodeState(actor.getSnapshot())).toEqual({ status: 'coolingDown', secondsLeft: 2 });
      await vi.advanceTimersByTimeAsync(2000);
      expect(resendCodeState(actor.getSnapshot())).toEqual({ status: 'ready' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts down the wait the server asks for when a new code is asked too early', async () => {
    const tooEarly = Object.assign(new Error('Please wait 42 seconds before asking for another code.'), {
      retryAfterSeconds: 42,
    });
    const { actor } = await atOtp({ resendOtp: rejecting(tooEarly) });
    actor.send({ type: 'user.resendCode' });
    const snapshot = await waitFor(actor, (s) => s.matches({ otp: { resend: 'coolingDown' } }));
    expect(resendCodeState(snapshot)).toEqual({ status: 'coolingDown', secondsLeft: 42 });
    expect(snapshot.context.error).toBeNull();
  });

  it('says so when a new code could not be asked for, and lets the user try again', async () => {
    const { actor } = await atOtp({ resendOtp: rejecting(new Error('')) });
    actor.send({ type: 'user.resendCode' });
    const snapshot = await waitFor(actor, (s) => s.matches({ otp: { resend: 'ready' } }) && s.context.error !== null);
    expect(snapshot.context.error).toBe('We could not send a new code. Please try again.');
  });

  it("shows the server's confirmation above the sign-in form after a reset, until the user acts", async () => {
    const { actor } = await atSetNewPassword({});
    actor.send({ type: 'user.submitSetNewPassword', otp: '654321', newPassword: 'new-secret' });
    const snapshot = await waitFor(actor, (s) => s.matches({ login: 'idle' }));
    expect(snapshot.context.notice).toBe('Your password has been reset. Please sign in with your new password.');
    expect(snapshot.context.error).toBeNull();
    actor.send({ type: 'user.showRegister' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('resets the password with the remembered email, then returns to login', async () => {
    const resetPassword = vi.fn(async () => 'Your password has been reset.');
    const { actor } = await atSetNewPassword({ resetPassword: fromSpy(resetPassword) });
    actor.send({ type: 'user.submitSetNewPassword', otp: '654321', newPassword: 'new-secret' });
    await waitFor(actor, (s) => s.matches({ login: 'idle' }));
    expect(resetPassword).toHaveBeenCalledWith(
      expect.objectContaining({ input: { email: 'ada@example.com', otp: '654321', newPassword: 'new-secret' } }),
    );
  });

  it('shows the reset fallback text', async () => {
    const { actor } = await atSetNewPassword({ resetPassword: rejecting(new Error('')) });
    actor.send({ type: 'user.submitSetNewPassword', otp: '654321', newPassword: 'new-secret' });
    expect((await idle(actor)).context.error).toBe('Failed to reset password. Please try again.');
  });

  it('goes straight to the new password with a password-reset code, keeping the code and calling nothing', () => {
    const verifyOtp = vi.fn(async () => ({}));
    const snapshot = authFormMachine.resolveState({
      value: { otp: { code: 'idle', resend: 'ready' } },
      context: {
        email: 'ada@example.com',
        otp: '',
        otpPurpose: 'passwordReset',
        tokens: null,
        error: null,
        notice: null,
        resendSecondsLeft: 0,
        formKey: 3,
      },
    });
    const { actor } = start({ verifyOtp: fromSpy(verifyOtp) }, snapshot);
    actor.send({ type: 'user.submitOtp', otp: '112233' });
    expect(actor.getSnapshot().matches({ setNewPassword: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.otp).toBe('112233');
    expect(verifyOtp).not.toHaveBeenCalled();
  });

  it('clears the error and starts a new form when the mode changes', async () => {
    const { actor } = start({ logIn: rejecting(new Error('Nope')) });
    actor.send({ type: 'user.submitLogin', values: credentials });
    const failed = await idle(actor);
    expect(failed.context.error).toBe('Nope');
    actor.send({ type: 'user.showRegister' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.formKey).toBeGreaterThan(failed.context.formKey);
  });

  it('can go back to login from every other mode, abandoning a pending request', () => {
    const { actor } = start({ requestPasswordReset: pending() });
    actor.send({ type: 'user.showForgotPassword' });
    actor.send({ type: 'user.submitForgotPassword', values: { email: 'ada@example.com' } });
    expect(isAuthFormPending(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'user.showLogin' });
    expect(actor.getSnapshot().matches({ login: 'idle' })).toBe(true);
    expect(isAuthFormPending(actor.getSnapshot())).toBe(false);
  });

  it('only accepts the links each mode shows', () => {
    const { actor } = start();
    actor.send({ type: 'user.showLogin' });
    expect(authFormMode(actor.getSnapshot())).toBe('login');
    actor.send({ type: 'user.showRegister' });
    actor.send({ type: 'user.showForgotPassword' });
    expect(authFormMode(actor.getSnapshot())).toBe('register');
  });

  it('checks token answers strictly', () => {
    expect(toTokenPair(tokens)).toEqual(tokens);
    expect(toTokenPair({ accessToken: 'a', refreshToken: 1 })).toBeNull();
    expect(toTokenPair({ message: 'Verified' })).toBeNull();
    expect(toTokenPair(null)).toBeNull();
  });

  it('keeps every fallback text of the spec', () => {
    expect(Object.values(authFailureMessages)).toEqual([
      'Login failed. Please check your credentials.',
      'Registration failed. Please try again.',
      'Invalid OTP. Please try again.',
      'Failed to send reset code. Please try again.',
      'Failed to reset password. Please try again.',
      'An unexpected error occurred during login.',
      'OTP verification failed. Please try again.',
      'We could not send a new code. Please try again.',
    ]);
  });

  it('reaches every state', () => {
    const failure = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('') });
    const events = [
      { type: 'user.submitLogin', values: credentials },
      { type: 'user.submitRegister', values: { ...credentials, invitationCode: 'x' } },
      { type: 'user.submitOtp', otp: '123456' },
      { type: 'user.submitForgotPassword', values: { email: credentials.email } },
      { type: 'user.submitSetNewPassword', otp: '123456', newPassword: 'secret2' },
      { type: 'xstate.done.actor.logIn', output: tokens },
      { type: 'xstate.done.actor.logIn', output: {} },
      { type: 'xstate.done.actor.verifyOtp', output: tokens },
      { type: 'xstate.done.actor.verifyOtp', output: { message: 'Verified' } },
      { type: 'xstate.done.actor.resendOtp', output: { message: 'Sent', retryAfterSeconds: 2 } },
      { type: 'xstate.done.actor.resetPassword', output: 'Your password has been reset.' },
      { type: 'user.resendCode' },
      {
        type: 'xstate.error.actor.logIn',
        error: Object.assign(new Error('Verify first'), { code: 'EMAIL_NOT_VERIFIED' }),
      },
      { type: 'xstate.error.actor.resendOtp', error: Object.assign(new Error('Wait'), { retryAfterSeconds: 5 }) },
      ...['logIn', 'register', 'verifyOtp', 'requestPasswordReset', 'resetPassword', 'resendOtp', 'signIn'].map(
        failure,
      ),
    ];
    // formKey grows with every mode switch; the guards only read the otp purpose.
    const serializeState = byValueAnd((snapshot) => snapshot.context.otpPurpose);
    expect(unreachedStates(authFormMachine, { events, serializeState })).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  authFailureMessages,
  authFormMachine,
  authFormMode,
  isAuthFormPending,
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
        resetPassword: resolving({ message: 'Reset' }),
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
    const snapshot = await waitFor(actor, (s) => s.matches({ otp: 'idle' }));
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
    await waitFor(started.actor, (s) => s.matches({ otp: 'idle' }));
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

  it('resets the password with the remembered email, then returns to login', async () => {
    const resetPassword = vi.fn(async () => ({}));
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
      value: { otp: 'idle' },
      context: {
        email: 'ada@example.com',
        otp: '',
        otpPurpose: 'passwordReset',
        tokens: null,
        error: null,
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
      ...['logIn', 'register', 'verifyOtp', 'requestPasswordReset', 'resetPassword', 'signIn'].map(failure),
    ];
    // formKey grows with every mode switch; the guards only read the otp purpose.
    const serializeState = byValueAnd((snapshot) => snapshot.context.otpPurpose);
    expect(unreachedStates(authFormMachine, { events, serializeState })).toEqual([]);
  });
});

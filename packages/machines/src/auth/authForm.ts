import {
  errorCodes,
  type ForgotPasswordBody,
  type LoginBody,
  type OtpResendBody,
  type OtpResendResponse,
  type OtpVerifyBody,
  type RegisterBody,
  type ResetPasswordBody,
  type TokenPair,
} from '@kindred/contract';
import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { errorMessage } from '../shared/errorMessage';
import { notProvided } from '../shared/notProvided';

export type AuthMode = 'login' | 'register' | 'otp' | 'forgotPassword' | 'setNewPassword';
export type OtpPurpose = 'registration' | 'passwordReset';

/** What the form shows when a step fails without a message of its own (spec section 8). */
export const authFailureMessages = {
  login: 'Login failed. Please check your credentials.',
  register: 'Registration failed. Please try again.',
  otp: 'Invalid OTP. Please try again.',
  forgotPassword: 'Failed to send reset code. Please try again.',
  setNewPassword: 'Failed to reset password. Please try again.',
  /** The login call answered without both tokens. */
  missingTokens: 'An unexpected error occurred during login.',
  /** The code was accepted but signing in with the tokens it returned failed. */
  otpSignIn: 'OTP verification failed. Please try again.',
  /** Beyond the spec: a new code could not be asked for. */
  resend: 'We could not send a new code. Please try again.',
} as const;

/**
 * What a failed step's error may carry beside its message, as the server said it: the case to act
 * on (`code`, see the contract's `errorCodes`) and how long a 429 asks to wait.
 */
export interface AuthStepFailure {
  code?: string;
  retryAfterSeconds?: number;
}

const failureOf = (error: unknown): AuthStepFailure =>
  typeof error === 'object' && error !== null ? (error as AuthStepFailure) : {};

export interface AuthFormContext {
  /** The address the current flow is about (shown in the otp subtitle, sent with the code). */
  email: string;
  /** The code entered in otp mode, carried to setNewPassword. */
  otp: string;
  otpPurpose: OtpPurpose | null;
  /** Tokens received and waiting for the session to take them. */
  tokens: TokenPair | null;
  error: string | null;
  /** Good news from the server (a code sent, a password reset), shown until the user acts. */
  notice: string | null;
  /** Seconds until another code may be asked for; counts down each second in otp mode. */
  resendSecondsLeft: number;
  /** Changes whenever a new form starts, so the view can reset its fields (e.g. as a React key). */
  formKey: number;
}

export type AuthFormEvent =
  | { type: 'user.submitLogin'; values: LoginBody }
  | { type: 'user.submitRegister'; values: RegisterBody }
  | { type: 'user.submitOtp'; otp: string }
  | { type: 'user.resendCode' }
  | { type: 'user.submitForgotPassword'; values: ForgotPasswordBody }
  | { type: 'user.submitSetNewPassword'; otp: string; newPassword: string }
  | { type: 'user.showRegister' }
  | { type: 'user.showForgotPassword' }
  | { type: 'user.showLogin' };

/** Both tokens as strings, or null: login and code verification answers are checked this way. */
export const toTokenPair = (response: unknown): TokenPair | null => {
  if (typeof response !== 'object' || response === null) return null;
  const { accessToken, refreshToken } = response as Partial<Record<keyof TokenPair, unknown>>;
  return typeof accessToken === 'string' && typeof refreshToken === 'string' ? { accessToken, refreshToken } : null;
};

/** A failed step goes back to its form, showing the server's message or else the step's own. */
const backToForm = (fallback: string) =>
  ({
    target: 'idle',
    actions: {
      type: 'showError',
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallback }),
    },
  }) as const;

/** A mode switch the user asked for: whatever good news was shown belongs to the form left. */
const showMode = (target: string) => ({ target, actions: 'forgetNotice' }) as const;

/** An answer carrying both tokens goes on to signing in with them. */
const signInWithTokens = {
  guard: { type: 'hasTokenPair', params: ({ event }: { event: { output: unknown } }) => ({ response: event.output }) },
  target: 'signingIn',
  actions: { type: 'holdTokens', params: ({ event }: { event: { output: unknown } }) => ({ response: event.output }) },
} as const;

/** Hands the tokens held from the last answer to the session; `fallback` is shown when that fails. */
const signingIn = (fallback: string) =>
  ({
    tags: 'pending',
    invoke: {
      id: 'signIn',
      src: 'signIn',
      input: ({ context }: { context: AuthFormContext }) => context.tokens as TokenPair,
      onDone: '#authForm.signedIn',
      onError: backToForm(fallback),
    },
  }) as const;

export const authFormMachine = setup({
  types: {
    context: {} as AuthFormContext,
    events: {} as AuthFormEvent,
  },
  actors: {
    logIn: notProvided<unknown, LoginBody>('logIn'),
    register: notProvided<unknown, RegisterBody>('register'),
    verifyOtp: notProvided<unknown, OtpVerifyBody>('verifyOtp'),
    requestPasswordReset: notProvided<unknown, ForgotPasswordBody>('requestPasswordReset'),
    /** Resolves to the server's confirmation, shown above the sign-in form. */
    resetPassword: notProvided<string, ResetPasswordBody>('resetPassword'),
    resendOtp: notProvided<OtpResendResponse, OtpResendBody>('resendOtp'),
    /** Hands the tokens to the session; settles once the session knows the user (or gave up). */
    signIn: notProvided<unknown, TokenPair>('signIn'),
  },
  actions: {
    navigateToDashboard: () => {},
    startNewForm: assign(({ context }) => ({ error: null, tokens: null, formKey: context.formKey + 1 })),
    clearError: assign({ error: null, notice: null }),
    forgetNotice: assign({ notice: null }),
    showNotice: assign((_, params: { notice: string }) => ({ notice: params.notice })),
    startCooldown: assign((_, params: { seconds: number }) => ({ resendSecondsLeft: Math.ceil(params.seconds) })),
    tickCooldown: assign(({ context }) => ({ resendSecondsLeft: Math.max(0, context.resendSecondsLeft - 1) })),
    showError: assign((_, params: { error: unknown; fallback: string }) => ({
      error: errorMessage(params.error, params.fallback),
    })),
    rememberEmail: assign((_, params: { email: string }) => ({ email: params.email })),
    rememberOtp: assign((_, params: { otp: string }) => ({ otp: params.otp })),
    rememberOtpPurpose: assign((_, params: { purpose: OtpPurpose }) => ({ otpPurpose: params.purpose })),
    holdTokens: assign((_, params: { response: unknown }) => ({ tokens: toTokenPair(params.response) })),
  },
  guards: {
    hasTokenPair: (_, params: { response: unknown }) => toTokenPair(params.response) !== null,
    isPasswordResetOtp: ({ context }) => context.otpPurpose === 'passwordReset',
    isEmailNotVerified: (_, params: { error: unknown }) => failureOf(params.error).code === errorCodes.emailNotVerified,
    asksToWait: (_, params: { error: unknown }) => (failureOf(params.error).retryAfterSeconds ?? 0) > 0,
    cooldownRunning: ({ context }) => context.resendSecondsLeft > 1,
    cooldownOver: ({ context }) => context.resendSecondsLeft <= 0,
  },
  delays: {
    /** The countdown of the resend button moves once a second. */
    cooldownTick: 1000,
  },
}).createMachine({
  id: 'authForm',
  context: {
    email: '',
    otp: '',
    otpPurpose: null,
    tokens: null,
    error: null,
    notice: null,
    resendSecondsLeft: 0,
    formKey: 0,
  },
  initial: 'login',
  states: {
    login: {
      entry: 'startNewForm',
      initial: 'idle',
      on: { 'user.showRegister': showMode('register'), 'user.showForgotPassword': showMode('forgotPassword') },
      states: {
        idle: {
          on: {
            'user.submitLogin': {
              target: 'submitting',
              actions: { type: 'rememberEmail', params: ({ event }) => ({ email: event.values.email }) },
            },
          },
        },
        submitting: {
          tags: 'pending',
          entry: 'clearError',
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ event }) => {
              assertEvent(event, 'user.submitLogin');
              return event.values;
            },
            onDone: [
              signInWithTokens,
              {
                target: 'idle',
                actions: { type: 'showError', params: { error: null, fallback: authFailureMessages.missingTokens } },
              },
            ],
            onError: [
              // The password was right: the code the server just mailed is asked for, not a new registration.
              {
                guard: { type: 'isEmailNotVerified', params: ({ event }) => ({ error: event.error }) },
                target: '#authForm.otp',
                actions: [
                  { type: 'rememberOtpPurpose', params: { purpose: 'registration' } },
                  {
                    type: 'showNotice',
                    params: ({ event }) => ({ notice: errorMessage(event.error, authFailureMessages.login) }),
                  },
                ],
              },
              backToForm(authFailureMessages.login),
            ],
          },
        },
        signingIn: signingIn(authFailureMessages.login),
      },
    },
    register: {
      entry: 'startNewForm',
      initial: 'idle',
      on: { 'user.showLogin': showMode('login') },
      states: {
        idle: {
          on: {
            'user.submitRegister': {
              target: 'submitting',
              actions: { type: 'rememberEmail', params: ({ event }) => ({ email: event.values.email }) },
            },
          },
        },
        submitting: {
          tags: 'pending',
          entry: 'clearError',
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ event }) => {
              assertEvent(event, 'user.submitRegister');
              return event.values;
            },
            onDone: {
              target: '#authForm.otp',
              actions: { type: 'rememberOtpPurpose', params: { purpose: 'registration' } },
            },
            onError: backToForm(authFailureMessages.register),
          },
        },
      },
    },
    otp: {
      entry: 'startNewForm',
      type: 'parallel',
      on: { 'user.showLogin': showMode('login') },
      states: {
        code: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'user.submitOtp': [
                  // The reset code is checked together with the new password, so no call here.
                  {
                    guard: 'isPasswordResetOtp',
                    target: '#authForm.setNewPassword',
                    actions: { type: 'rememberOtp', params: ({ event }) => ({ otp: event.otp }) },
                  },
                  {
                    target: 'submitting',
                    actions: { type: 'rememberOtp', params: ({ event }) => ({ otp: event.otp }) },
                  },
                ],
              },
            },
            submitting: {
              tags: 'pending',
              entry: 'clearError',
              invoke: {
                id: 'verifyOtp',
                src: 'verifyOtp',
                input: ({ context }) => ({ email: context.email, otp: context.otp }),
                onDone: [signInWithTokens, { target: '#authForm.login' }],
                onError: backToForm(authFailureMessages.otp),
              },
            },
            signingIn: signingIn(authFailureMessages.otpSignIn),
          },
        },
        /** "Send a new code", with the server's pause between mails counted down. */
        resend: {
          initial: 'ready',
          states: {
            ready: {
              on: { 'user.resendCode': { target: 'sending', actions: 'clearError' } },
            },
            sending: {
              tags: 'resending',
              invoke: {
                id: 'resendOtp',
                src: 'resendOtp',
                input: ({ context }) => ({ email: context.email }),
                onDone: {
                  target: 'coolingDown',
                  actions: [
                    { type: 'showNotice', params: ({ event }) => ({ notice: event.output.message }) },
                    { type: 'startCooldown', params: ({ event }) => ({ seconds: event.output.retryAfterSeconds }) },
                  ],
                },
                onError: [
                  {
                    guard: { type: 'asksToWait', params: ({ event }) => ({ error: event.error }) },
                    target: 'coolingDown',
                    actions: {
                      type: 'startCooldown',
                      params: ({ event }) => ({ seconds: failureOf(event.error).retryAfterSeconds ?? 0 }),
                    },
                  },
                  {
                    target: 'ready',
                    actions: {
                      type: 'showError',
                      params: ({ event }) => ({ error: event.error, fallback: authFailureMessages.resend }),
                    },
                  },
                ],
              },
            },
            coolingDown: {
              always: { guard: 'cooldownOver', target: 'ready' },
              after: {
                cooldownTick: [
                  { guard: 'cooldownRunning', target: 'coolingDown', reenter: true, actions: 'tickCooldown' },
                  { target: 'ready', actions: 'tickCooldown' },
                ],
              },
            },
          },
        },
      },
    },
    forgotPassword: {
      entry: 'startNewForm',
      initial: 'idle',
      on: { 'user.showLogin': showMode('login') },
      states: {
        idle: {
          on: {
            'user.submitForgotPassword': {
              target: 'submitting',
              actions: { type: 'rememberEmail', params: ({ event }) => ({ email: event.values.email }) },
            },
          },
        },
        submitting: {
          tags: 'pending',
          entry: 'clearError',
          invoke: {
            id: 'requestPasswordReset',
            src: 'requestPasswordReset',
            input: ({ context }) => ({ email: context.email }),
            onDone: {
              target: '#authForm.setNewPassword',
              actions: { type: 'rememberOtpPurpose', params: { purpose: 'passwordReset' } },
            },
            onError: backToForm(authFailureMessages.forgotPassword),
          },
        },
      },
    },
    setNewPassword: {
      entry: 'startNewForm',
      initial: 'idle',
      on: { 'user.showLogin': showMode('login') },
      states: {
        idle: {
          on: {
            'user.submitSetNewPassword': {
              target: 'submitting',
              actions: { type: 'rememberOtp', params: ({ event }) => ({ otp: event.otp }) },
            },
          },
        },
        submitting: {
          tags: 'pending',
          entry: 'clearError',
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context, event }) => {
              assertEvent(event, 'user.submitSetNewPassword');
              return { email: context.email, otp: event.otp, newPassword: event.newPassword };
            },
            onDone: {
              target: '#authForm.login',
              actions: { type: 'showNotice', params: ({ event }) => ({ notice: event.output }) },
            },
            onError: backToForm(authFailureMessages.setNewPassword),
          },
        },
      },
    },
    signedIn: {
      type: 'final',
      entry: 'navigateToDashboard',
    },
  },
});

export type AuthFormSnapshot = SnapshotFrom<typeof authFormMachine>;

/** The mode the form shows; after signing in it keeps showing login until the page changes. */
export const authFormMode = (snapshot: AuthFormSnapshot): AuthMode => {
  const value = snapshot.value;
  return typeof value === 'string' ? 'login' : (Object.keys(value)[0] as AuthMode);
};

/** A request is pending: the submit button shows its spinner. */
export const isAuthFormPending = (snapshot: AuthFormSnapshot) => snapshot.hasTag('pending');

/** Where "Send a new code" stands in otp mode: ready, sending, or cooling down for `secondsLeft`. */
export type ResendCodeState =
  | { status: 'ready' }
  | { status: 'sending' }
  | { status: 'coolingDown'; secondsLeft: number };

export const resendCodeState = (snapshot: AuthFormSnapshot): ResendCodeState => {
  if (snapshot.hasTag('resending')) return { status: 'sending' };
  if (snapshot.matches({ otp: { resend: 'coolingDown' } })) {
    return { status: 'coolingDown', secondsLeft: snapshot.context.resendSecondsLeft };
  }
  return { status: 'ready' };
};

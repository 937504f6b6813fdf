import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@kindred/contract';

export const authModes = ['login', 'register', 'otp', 'forgotPassword', 'setNewPassword'] as const;

export type AuthMode = (typeof authModes)[number];

/** Title, subtitle and submit label of each mode (spec section 2). The otp subtitle ends with the address. */
export const authFormTexts = {
  login: { title: 'Welcome Back', subtitle: 'Sign in to continue your journey.', submit: 'Sign In' },
  register: { title: 'Create Your Account', subtitle: 'Join us and start exploring.', submit: 'Create Account' },
  otp: { title: 'Verify Your Email', subtitle: `Enter the ${OTP_LENGTH}-digit code sent to`, submit: 'Verify Code' },
  forgotPassword: {
    title: 'Reset Password',
    subtitle: "We'll send a verification code to your email.",
    submit: 'Send Reset Code',
  },
  setNewPassword: { title: 'Set New Password', subtitle: 'Create a new secure password.', submit: 'Reset Password' },
} as const satisfies Record<AuthMode, { title: string; subtitle: string; submit: string }>;

/** The password rules the server enforces, told before submitting; the server words a refusal itself. */
export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. Very common passwords, like "password123", are not accepted.`;

/** Where the reset code went, said on the screen that asks for it; the address follows. */
export const RESET_CODE_SENT_TO = 'We sent a code to';

/** The button of the code entry that asks for another code, and its label while the server's pause runs. */
export const resendCodeTexts = {
  ready: 'Send a new code',
  coolingDown: (seconds: number) => `Send a new code in ${seconds} s`,
} as const;

/** The modes that offer Google sign-in (locked) under an 'OR' divider. */
export const googleModes: readonly AuthMode[] = ['login', 'register', 'forgotPassword'];

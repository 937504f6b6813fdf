import { validationMessages } from '@kindred/contract';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AuthForm } from './AuthForm';
import * as storyStyles from './AuthForm.stories.css';
import { authModes } from './authFormTexts';

const inLandingPanel: Decorator = (Story) => (
  <div className={storyStyles.stage}>
    <div className={storyStyles.panel}>
      <Story />
    </div>
  </div>
);

const meta = {
  title: 'Screens/AuthForm',
  component: AuthForm,
  args: { mode: 'login', email: '', onSubmit: fn(), onModeChange: fn(), onGoogleSignIn: fn() },
  argTypes: { mode: { control: 'inline-radio', options: authModes } },
  decorators: [inLandingPanel],
} satisfies Meta<typeof AuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = 'sam@example.com';
const mobile = { viewport: { value: 'mobile', isRotated: false } };

// ---------------------------------------------------------------- modes

export const Login: Story = {};

export const Register: Story = { args: { mode: 'register' } };

export const Otp: Story = {
  args: { mode: 'otp', email },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Enter the 6-digit code sent to/)).toHaveTextContent(
      `Enter the 6-digit code sent to ${email}`,
    );
  },
};

export const ForgotPassword: Story = { args: { mode: 'forgotPassword' } };

/** The screen after "Send Reset Code" says where the code went. */
export const SetNewPassword: Story = {
  args: { mode: 'setNewPassword', email },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/We sent a code to/)).toHaveTextContent(`We sent a code to ${email}.`);
  },
};

// ---------------------------------------------------------------- news and the new code

/** An unverified account signed in: the code entry for its address, saying why, with a new code on offer. */
export const OtpAfterUnverifiedSignIn: Story = {
  args: {
    mode: 'otp',
    email,
    notice: 'Please verify your email first. We have sent a verification code to your email.',
    onResendCode: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Please verify your email first.');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }));
    await expect(args.onResendCode).toHaveBeenCalledOnce();
  },
};

export const OtpResendSending: Story = {
  args: { mode: 'otp', email, resend: { status: 'sending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  },
};

/** A new code went out: the server's pause runs on the button. */
export const OtpResendCoolingDown: Story = {
  args: {
    mode: 'otp',
    email,
    notice: 'If this email is waiting for verification, we have sent a new code to it.',
    resend: { status: 'coolingDown', secondsLeft: 42 },
    onResendCode: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send a new code in 42 s' })).toBeDisabled();
  },
};

/** After a reset, the server's confirmation stands above the sign-in form, green, not as an error. */
export const LoginAfterPasswordReset: Story = {
  args: { notice: 'Your password has been reset. Please sign in with your new password.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been reset.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The rules the server enforces are told under the password before anything is submitted. */
export const RegisterPasswordHint: Story = {
  args: { mode: 'register' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      '6 to 128 characters. Very common passwords, like "password123", are not accepted.',
    );
  },
};

export const SetNewPasswordHint: Story = {
  args: { mode: 'setNewPassword', email, otp: '482913' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('New Password')).toHaveAccessibleDescription(/Very common passwords/);
  },
};

/** After a reset code was entered in otp mode, only the new password is asked for. */
export const SetNewPasswordWithKnownCode: Story = { args: { mode: 'setNewPassword', email, otp: '482913' } };

// ---------------------------------------------------------------- pending

const submitIsBusy =
  (label: string): Story['play'] =>
  async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: label })).toBeDisabled();
  };

export const LoginPending: Story = { args: { pending: true }, play: submitIsBusy('Sign In') };

export const RegisterPending: Story = {
  args: { mode: 'register', pending: true },
  play: submitIsBusy('Create Account'),
};

export const OtpPending: Story = { args: { mode: 'otp', email, pending: true }, play: submitIsBusy('Verify Code') };

export const ForgotPasswordPending: Story = {
  args: { mode: 'forgotPassword', pending: true },
  play: submitIsBusy('Send Reset Code'),
};

export const SetNewPasswordPending: Story = {
  args: { mode: 'setNewPassword', email, pending: true },
  play: submitIsBusy('Reset Password'),
};

// ---------------------------------------------------------------- validation

export const LoginEmptySubmitted: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));

    await expect(canvas.getByText(validationMessages.email)).toBeVisible();
    await expect(canvas.getByText(validationMessages.passwordMin)).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LoginInvalidEmailOnBlur: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'sam@');
    await userEvent.tab();

    await expect(canvas.getByText(validationMessages.email)).toBeVisible();
    await expect(canvas.queryByText(validationMessages.passwordMin)).toBeNull();
  },
};

export const RegisterMissingInvitationCode: Story = {
  args: { mode: 'register' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), email);
    await userEvent.type(canvas.getByLabelText('Password'), 'moonlit-walks');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));

    await expect(canvas.getByText(validationMessages.invitationCode)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OtpTooShort: Story = {
  args: { mode: 'otp', email },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Verification Code'), '4829');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Code' }));

    await expect(canvas.getByText(validationMessages.otp)).toBeVisible();
  },
};

export const ForgotPasswordInvalidEmail: Story = {
  args: { mode: 'forgotPassword' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'sam at example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Code' }));

    await expect(canvas.getByText(validationMessages.email)).toBeVisible();
  },
};

export const SetNewPasswordInvalid: Story = {
  args: { mode: 'setNewPassword', email },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Verification Code'), '48');
    await userEvent.type(canvas.getByLabelText('New Password'), 'kiss');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));

    await expect(canvas.getByText(validationMessages.otp)).toBeVisible();
    await expect(canvas.getByText(validationMessages.passwordMin)).toBeVisible();
  },
};

// ---------------------------------------------------------------- interaction

export const PasswordRevealed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'moonlit-walks');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));

    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const LoginSubmitted: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), `  ${email} `);
    await userEvent.type(canvas.getByLabelText('Password'), 'moonlit-walks');
    await userEvent.keyboard('{Enter}');

    await expect(args.onSubmit).toHaveBeenCalledWith({
      mode: 'login',
      values: { email, password: 'moonlit-walks' },
    });
  },
};

// ---------------------------------------------------------------- server errors

export const ServerError: Story = { args: { error: 'Login failed. Please check your credentials.' } };

export const RegisterServerError: Story = {
  args: { mode: 'register', error: 'Registration failed. Please try again.' },
};

export const LongServerError: Story = {
  args: {
    mode: 'otp',
    email,
    error:
      'This verification code has expired after too many attempts. Request a new code by signing in again, then enter the six digits from the newest email we sent you.',
  },
};

// ---------------------------------------------------------------- mobile

export const Mobile: Story = { globals: mobile };

export const MobileRegister: Story = { args: { mode: 'register' }, globals: mobile };

export const MobileOtp: Story = {
  args: { mode: 'otp', email: 'a.very.long.address.for.testing@kindred.example' },
  globals: mobile,
};

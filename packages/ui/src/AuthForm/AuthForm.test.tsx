import { validationMessages } from '@kindred/contract';
import '../styles';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AuthForm, type AuthFormProps } from './AuthForm';
import type { AuthMode } from './authFormTexts';

const renderForm = async (props: Partial<AuthFormProps> = {}) => {
  const onSubmit = vi.fn();
  const onModeChange = vi.fn();
  const onGoogleSignIn = vi.fn();
  const screen = await render(
    <AuthForm
      mode="login"
      onSubmit={onSubmit}
      onModeChange={onModeChange}
      onGoogleSignIn={onGoogleSignIn}
      {...props}
    />,
  );
  return { screen, onSubmit, onModeChange, onGoogleSignIn };
};

describe('AuthForm', () => {
  it.each([
    ['login', 'Welcome Back', 'Sign in to continue your journey.', 'Sign In'],
    ['register', 'Create Your Account', 'Join us and start exploring.', 'Create Account'],
    ['forgotPassword', 'Reset Password', "We'll send a verification code to your email.", 'Send Reset Code'],
    ['setNewPassword', 'Set New Password', 'Create a new secure password.', 'Reset Password'],
  ] as const)('shows the %s title, subtitle and submit label', async (mode, title, subtitle, submit) => {
    const { screen } = await renderForm({ mode });

    await expect.element(screen.getByRole('heading', { name: title })).toBeVisible();
    await expect.element(screen.getByText(subtitle)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: submit, exact: true })).toHaveAttribute('type', 'submit');
    await expect.element(screen.getByRole('form', { name: title })).toBeInTheDocument();
  });

  it('tells where the verification code was sent', async () => {
    const { screen } = await renderForm({ mode: 'otp', email: 'sam@example.com' });

    await expect.element(screen.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
    await expect
      .element(screen.getByText(/^Enter the 6-digit code sent to/))
      .toHaveTextContent('Enter the 6-digit code sent to sam@example.com');
    await expect.element(screen.getByRole('button', { name: 'Verify Code' })).toBeVisible();
  });

  it('asks for the code with a numeric one-time-code input', async () => {
    const { screen } = await renderForm({ mode: 'otp', email: 'sam@example.com' });

    const code = screen.getByRole('textbox', { name: 'Verification Code' });
    await expect.element(code).toHaveAttribute('inputmode', 'numeric');
    await expect.element(code).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it.each([
    ['login', 'Need an account? Sign up', 'register'],
    ['login', 'Forgot Password?', 'forgotPassword'],
    ['register', 'Already have an account? Sign in', 'login'],
    ['otp', 'Back to Sign In', 'login'],
    ['forgotPassword', 'Back to Sign In', 'login'],
    ['setNewPassword', 'Back to Sign In', 'login'],
  ] as const)('in %s mode, "%s" switches to %s', async (mode, link, target) => {
    const { screen, onModeChange } = await renderForm({ mode });

    await screen.getByRole('button', { name: link }).click();

    expect(onModeChange).toHaveBeenCalledExactlyOnceWith(target);
  });

  it('sends visitors without an invitation to the waitlist', async () => {
    const { screen } = await renderForm();

    await expect.element(screen.getByRole('link', { name: '← Join Waitlist →' })).toHaveAttribute('href', '/waitlist');
  });

  it('offers each mode only its own links', async () => {
    const { screen } = await renderForm({ mode: 'register' });

    expect(screen.getByRole('button', { name: 'Need an account? Sign up' }).query()).toBeNull();
    expect(screen.getByRole('button', { name: 'Forgot Password?' }).query()).toBeNull();
    expect(screen.getByRole('link', { name: '← Join Waitlist →' }).query()).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to Sign In' }).query()).toBeNull();
  });

  it('keeps its submission until every field is valid, and says what is wrong', async () => {
    const { screen, onSubmit } = await renderForm();

    await screen.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect.element(screen.getByText(validationMessages.email)).toBeVisible();
    await expect.element(screen.getByText(validationMessages.passwordMin)).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a field when the user leaves it, and clears the message once fixed', async () => {
    const { screen } = await renderForm({ mode: 'forgotPassword' });
    const emailInput = screen.getByRole('textbox', { name: 'Email' });

    await emailInput.fill('sam@');
    await userEvent.tab();
    await expect.element(screen.getByText(validationMessages.email)).toBeVisible();

    await emailInput.fill('sam@example.com');
    await expect.element(screen.getByText(validationMessages.email)).not.toBeInTheDocument();
  });

  it.each([
    [
      'register',
      'Create Account',
      { Email: 'sam@example.com', Password: 'moonlit' },
      validationMessages.invitationCode,
    ],
    ['otp', 'Verify Code', { 'Verification Code': '123' }, validationMessages.otp],
    [
      'setNewPassword',
      'Reset Password',
      { 'Verification Code': '123456', 'New Password': 'abc' },
      validationMessages.passwordMin,
    ],
  ] as const)(
    'in %s mode, refuses to submit with "%s" when a field is wrong',
    async (mode, submit, fields, message) => {
      const { screen, onSubmit } = await renderForm({ mode, email: 'sam@example.com' });
      for (const [label, value] of Object.entries(fields)) {
        await screen.getByLabelText(label, { exact: true }).fill(value);
      }

      await screen.getByRole('button', { name: submit, exact: true }).click();

      await expect.element(screen.getByText(message)).toBeVisible();
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('submits what each mode asks for, with the email trimmed', async () => {
    const { screen, onSubmit } = await renderForm({ mode: 'register' });

    await screen.getByLabelText('Email').fill(' sam@example.com ');
    await screen.getByLabelText('Password', { exact: true }).fill('moonlit-walks');
    await screen.getByLabelText('Invitation Code').fill('KIND-RED1');
    await screen.getByRole('button', { name: 'Create Account' }).click();

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      mode: 'register',
      values: { email: 'sam@example.com', password: 'moonlit-walks', invitationCode: 'KIND-RED1' },
    });
  });

  it('keeps a code entered in otp mode and asks only for the new password', async () => {
    const { screen, onSubmit } = await renderForm({ mode: 'setNewPassword', email: 'sam@example.com', otp: '482913' });

    expect(screen.getByLabelText('Verification Code').query()).toBeNull();
    await screen.getByLabelText('New Password', { exact: true }).fill('starlit-night');
    await screen.getByRole('button', { name: 'Reset Password' }).click();

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      mode: 'setNewPassword',
      values: { otp: '482913', newPassword: 'starlit-night' },
    });
  });

  it('fills the email it already knows', async () => {
    const { screen } = await renderForm({ mode: 'login', email: 'sam@example.com' });

    await expect.element(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('sam@example.com');
  });

  it('shows and hides the password', async () => {
    const { screen } = await renderForm();
    const password = screen.getByLabelText('Password', { exact: true });

    await screen.getByRole('button', { name: 'Show password' }).click();
    await expect.element(password).toHaveAttribute('type', 'text');
    await screen.getByRole('button', { name: 'Show password' }).click();
    await expect.element(password).toHaveAttribute('type', 'password');
  });

  it('shows a spinner on the submit button and cannot be sent twice while pending', async () => {
    const { screen, onSubmit } = await renderForm({ pending: true, email: 'sam@example.com' });
    await screen.getByLabelText('Password', { exact: true }).fill('moonlit-walks');

    const submit = screen.getByRole('button', { name: 'Sign In', exact: true });
    await expect.element(submit).toBeDisabled();
    await expect.element(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows one server error in a banner above the form', async () => {
    const { screen } = await renderForm({ error: 'Login failed. Please check your credentials.' });

    await expect.element(screen.getByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
  });

  it.each([
    ['login', 'Sign In', 'Need an account? Sign up'],
    ['register', 'Create Account', 'Already have an account? Sign in'],
    ['forgotPassword', 'Send Reset Code', 'Back to Sign In'],
  ] as const)('in %s mode shows a Google button that cannot be used', async (mode, submit, nextLink) => {
    const { screen, onGoogleSignIn } = await renderForm({ mode });

    await expect.element(screen.getByText('OR', { exact: true })).toBeVisible();
    // The lock covers the button whole: none of its words show around the label.
    await expect.element(screen.getByText('Sign in with Google')).not.toBeVisible();
    await expect.element(screen.getByText('Google sign-in coming soon')).toBeVisible();
    await screen.getByText('Google sign-in coming soon').click();
    expect(onGoogleSignIn).not.toHaveBeenCalled();
    // The keyboard skips it too: from the submit button, Tab goes straight to the link below it.
    screen.getByRole('button', { name: submit, exact: true }).element().focus();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: nextLink })).toHaveFocus();
  });

  it.each(['otp', 'setNewPassword'] as const)('in %s mode offers no Google sign-in', async (mode) => {
    const { screen } = await renderForm({ mode });

    expect(screen.getByText('Sign in with Google').query()).toBeNull();
    expect(screen.getByText('OR', { exact: true }).query()).toBeNull();
  });

  it('starts over empty when the form key changes', async () => {
    const props = { mode: 'login' as AuthMode, onSubmit: vi.fn(), onModeChange: vi.fn() };
    const screen = await render(<AuthForm {...props} formKey={1} />);
    await screen.getByLabelText('Password', { exact: true }).fill('moonlit-walks');

    await screen.rerender(<AuthForm {...props} formKey={2} />);

    await expect.element(screen.getByLabelText('Password', { exact: true })).toHaveValue('');
  });
});

import { validationMessages } from '@kindred/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AuthFields } from './AuthFields';
import * as storyStyles from './AuthForm.stories.css';
import { authFormTexts, authModes } from './authFormTexts';

const meta = {
  title: 'Components/AuthFields',
  component: AuthFields,
  args: { mode: 'login', email: '', otp: '', pending: false, titleId: 'auth-fields-title', onSubmit: fn() },
  argTypes: { mode: { control: 'inline-radio', options: authModes } },
  decorators: [
    // The fields name their form after the title the form shows above them.
    (Story, { args }) => (
      <div className={storyStyles.stage}>
        <div className={storyStyles.panel}>
          <h2 id={args.titleId}>{authFormTexts[args.mode].title}</h2>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof AuthFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = 'sam@example.com';

/** Email and password; Enter submits what the contract accepts, the email trimmed. */
export const Login: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), ` ${email} `);
    await userEvent.type(canvas.getByLabelText('Password'), 'moonlit-walks');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ mode: 'login', values: { email, password: 'moonlit-walks' } });
  },
};

export const Register: Story = { args: { mode: 'register' } };

export const Otp: Story = { args: { mode: 'otp', email } };

export const ForgotPassword: Story = { args: { mode: 'forgotPassword', email } };

/** The code was entered in otp mode already: only the new password is asked for. */
export const SetNewPasswordWithKnownCode: Story = {
  args: { mode: 'setNewPassword', email, otp: '482913' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Verification Code')).toBeNull();
  },
};

/** What sits between the fields and the submit button, e.g. the login's 'Forgot Password?'. */
export const WithExtraContent: Story = {
  args: { children: <p>Your address stays private.</p> },
};

/** A request is running: the button spins and another Enter sends nothing. */
export const Pending: Story = {
  args: { email, pending: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'moonlit-walks{Enter}');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent empty: every field says what is wrong, and the first one takes focus. */
export const SubmittedEmpty: Story = {
  args: { mode: 'register' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(canvas.getByText(validationMessages.email)).toBeVisible();
    await expect(canvas.getByText(validationMessages.invitationCode)).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LongEmail: Story = {
  args: { mode: 'forgotPassword', email: 'a.very.long.address.for.testing.the.field@kindred.example' },
};

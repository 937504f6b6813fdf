import { paths } from '@kindred/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withCanvas } from '../storyLayout';
import { AuthLinks } from './AuthLinks';
import { authModes } from './authFormTexts';

const meta = {
  title: 'Components/AuthLinks',
  component: AuthLinks,
  args: { mode: 'login', onModeChange: fn() },
  argTypes: { mode: { control: 'inline-radio', options: authModes } },
  decorators: [withCanvas],
} satisfies Meta<typeof AuthLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From login: sign up in place, or leave for the waitlist. */
export const Login: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: '← Join Waitlist →' })).toHaveAttribute('href', paths.waitlist);
    await userEvent.click(canvas.getByRole('button', { name: 'Need an account? Sign up' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('register');
  },
};

export const Register: Story = {
  args: { mode: 'register' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Already have an account? Sign in' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('login');
  },
};

/** Every other mode only leads back to sign-in; the link is a button, pressed with Enter. */
export const BackToSignIn: Story = {
  args: { mode: 'otp' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back to Sign In' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onModeChange).toHaveBeenCalledWith('login');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withCanvas } from '../storyLayout';
import { ErrorBanner, NoticeBanner } from './ErrorBanner';

const meta = {
  title: 'Components/ErrorBanner',
  component: ErrorBanner,
  args: { children: 'Login failed. Please check your credentials.' },
  decorators: [withCanvas],
} satisfies Meta<typeof ErrorBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
  },
};

export const LongMessage: Story = {
  args: {
    children:
      'Too many attempts from this network. For your safety, sign-in is paused for a few minutes; please wait before trying again or reset your password from the sign-in screen.',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** Good news in the same place: green, and announced as a status rather than an alert. */
export const Notice: Story = {
  render: () => <NoticeBanner>Your password has been reset. Please sign in with your new password.</NoticeBanner>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been reset.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

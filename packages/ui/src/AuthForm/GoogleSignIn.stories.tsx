import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withCanvas } from '../storyLayout';
import { GoogleSignIn } from './GoogleSignIn';

const meta = {
  title: 'Components/GoogleSignIn',
  component: GoogleSignIn,
  args: { onGoogleSignIn: fn() },
  decorators: [withCanvas],
} satisfies Meta<typeof GoogleSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Locked until Google sign-in opens: covered whole by the lock, and neither a pointer nor Tab reaches it. */
export const Locked: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Google sign-in coming soon'));
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
    await expect(args.onGoogleSignIn).not.toHaveBeenCalled();
  },
};

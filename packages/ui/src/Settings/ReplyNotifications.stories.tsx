import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ReplyNotifications, replyNotificationStates, replyNotificationsTexts } from './ReplyNotifications';

const meta = {
  title: 'Screens/Settings/ReplyNotifications',
  component: ReplyNotifications,
  args: { state: 'off', onChange: fn() },
  argTypes: { state: { control: 'inline-radio', options: replyNotificationStates } },
} satisfies Meta<typeof ReplyNotifications>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: replyNotificationsTexts.toggle });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(replyNotificationsTexts.hint);
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { state: 'on' },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: replyNotificationsTexts.toggle });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Blocked: Story = {
  args: { state: 'blocked' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: replyNotificationsTexts.toggle });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription(replyNotificationsTexts.blocked);
  },
};

export const Unsupported: Story = {
  args: { state: 'unsupported' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: replyNotificationsTexts.toggle });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription(replyNotificationsTexts.unsupported);
  },
};

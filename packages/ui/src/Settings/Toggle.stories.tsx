import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Toggle } from './Toggle';

/** The switch every on/off setting uses; its stories show its own states, its settings theirs. */
const meta = {
  title: 'Screens/Settings/Toggle',
  component: Toggle,
  args: {
    label: 'Break reminders',
    hint: 'After three hours of chat, the character suggests a break.',
    hintId: 'toggle-hint',
    checked: false,
    onChange: fn(),
  },
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: args.label });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(args.hint);
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { checked: true },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: args.label });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

/** Cannot be moved; the hint says why. */
export const Disabled: Story = {
  args: { disabled: true, hint: 'Your browser blocks notifications for this site.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Break reminders' })).toBeDisabled();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Let characters write first when I have been away for a while and they have something to tell me',
  },
};

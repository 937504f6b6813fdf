import { paths } from '@kindred/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withCanvas } from '../storyLayout';
import { QuickActions } from './QuickActions';

const meta = {
  title: 'Components/QuickActions',
  component: QuickActions,
  args: { onNavigate: fn() },
  decorators: [withCanvas],
} satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five tiles, each named by its title and described by the line under it. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const startMatching = canvas.getByRole('button', { name: 'Start Matching' });
    await expect(startMatching).toHaveAccessibleDescription('Meet someone new');
    await userEvent.click(startMatching);
    await expect(args.onNavigate).toHaveBeenCalledWith(paths.browse);
  },
};

/** Tab reaches the first tile, Enter goes there. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'VIP Access' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(paths.vip);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

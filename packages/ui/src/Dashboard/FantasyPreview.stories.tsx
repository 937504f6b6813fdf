import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withCanvas } from '../storyLayout';
import { FantasyPreview } from './FantasyPreview';

const meta = {
  title: 'Components/FantasyPreview',
  component: FantasyPreview,
  decorators: [withCanvas],
} satisfies Meta<typeof FantasyPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two characters of the Fantasy realm, dimmed under the lock until it opens. */
export const Locked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Coming soon')).toHaveLength(2);
    await expect(canvas.getByText('Lucien Noctis')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

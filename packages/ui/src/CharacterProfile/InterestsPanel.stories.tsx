import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storySofia } from '../CharacterCard/storyCharacters';
import { withColumn } from '../storyLayout';
import { InterestsPanel } from './InterestsPanel';

const meta = {
  title: 'Components/InterestsPanel',
  component: InterestsPanel,
  args: { interests: storySofia.interests },
  decorators: [withColumn],
} satisfies Meta<typeof InterestsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every interest icon, and the sparkle for an interest without one of its own. */
export const EveryIcon: Story = { args: { interests: ['Live music', 'Reading', 'Film nights', 'Coffee', 'Hiking'] } };

export const Empty: Story = {
  args: { interests: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No interests specified')).toBeVisible();
  },
};

export const LongNames: Story = {
  args: {
    interests: [
      'Restoring frescoes in forgotten chapels',
      'Opera on warm summer nights in Verona',
      'Swimming in cold mountain lakes at dawn',
    ],
  },
};

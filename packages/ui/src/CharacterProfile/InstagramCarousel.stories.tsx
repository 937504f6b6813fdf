import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withCanvas } from '../storyLayout';
import { InstagramCarousel } from './InstagramCarousel';

const meta = {
  title: 'Components/InstagramCarousel',
  component: InstagramCarousel,
  decorators: [withCanvas],
} satisfies Meta<typeof InstagramCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As on the profile: sample pictures under the lock, out of reach. */
export const Locked: Story = {};

/** The strip itself, unlocked: each press moves it one picture (380 px). */
export const Unlocked: Story = {
  args: { locked: false },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Previous pictures' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next pictures' }));
    await expect(canvas.getByRole('button', { name: 'Next pictures' })).toBeEnabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

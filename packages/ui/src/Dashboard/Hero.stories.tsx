import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withCanvas } from '../storyLayout';
import { Hero } from './Hero';

const meta = { title: 'Components/Hero', component: Hero, decorators: [withCanvas] } satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The headline over the looping video, which plays unless the system asks for less motion. */
export const Default: Story = {};

/** The person stopped the video: it rests on its frame, and the button offers to play it again. */
export const Paused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause background video' }));
    await expect(canvas.getByRole('button', { name: 'Play background video' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

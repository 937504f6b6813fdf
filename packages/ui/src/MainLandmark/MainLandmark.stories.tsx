import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withCanvas } from '../storyLayout';
import { MainLandmark } from './MainLandmark';

/** Draws nothing of its own: it makes its content the page's one main landmark. */
const meta = {
  title: 'Layouts/MainLandmark',
  component: MainLandmark,
  decorators: [withCanvas],
  args: { children: <p>The screen's content.</p> },
} satisfies Meta<typeof MainLandmark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent("The screen's content.");
  },
};

/** A page-size state inside a screen's own main stays a plain block: never two main landmarks. */
export const InsideAnotherMain: Story = {
  args: {
    children: (
      <MainLandmark>
        <p>A failed load standing in for the screen.</p>
      </MainLandmark>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
  },
};

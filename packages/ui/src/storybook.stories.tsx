import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withScreenFrame } from './storybook';
import * as frames from './storybook.css';
import * as layout from './storyLayout.css';

const lines = Array.from({ length: 60 }, (_, index) => `Line ${index + 1} of a screen taller than the window`);

/** The frames every story is drawn in: the theme (every story has it) and, for whole screens, the window. */
const meta = {
  title: 'Foundations/Story frames',
  render: () => (
    <div className={layout.canvas}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The theme alone: a tall screen makes the page itself longer. */
export const Theme: Story = {};

/** A window's height: what is taller stays below the fold, so a screenshot shows the screen as a user sees it. */
export const ScreenFrame: Story = {
  decorators: [withScreenFrame],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector(`.${frames.screenFrame}`);
    await expect(frame?.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
  },
};

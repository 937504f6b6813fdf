import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyAva, storyRowan, storySofia } from '../CharacterCard/storyCharacters';
import { withColumn } from '../storyLayout';
import { AboutPanel } from './AboutPanel';

const meta = {
  title: 'Components/AboutPanel',
  component: AboutPanel,
  args: { character: storyAva, showMore: false, onToggleShowMore: fn() },
  decorators: [withColumn],
} satisfies Meta<typeof AboutPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bio and the traits; the longer story waits behind 'Show more'. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const showMore = canvas.getByRole('button', { name: 'Show more' });
    await expect(showMore).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('heading', { name: 'Background Story' })).toBeNull();
    await userEvent.click(showMore);
    await expect(args.onToggleShowMore).toHaveBeenCalledOnce();
  },
};

export const ShowingMore: Story = {
  args: { showMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('heading', { name: 'Background Story' })).toBeVisible();
  },
};

/** No traits listed: a muted line instead of chips. */
export const NoTraits: Story = { args: { character: storyRowan, showMore: true } };

export const LongTexts: Story = {
  args: {
    showMore: true,
    character: {
      ...storySofia,
      personality: [...storySofia.personality, 'Adventurous', 'Sentimental', 'Quick-witted', 'Night owl'],
      backgroundStory: `${storySofia.backgroundStory}\n\n${storySofia.bio}`,
    },
  },
};

/** 'Show more' is reached with Tab and pressed with Enter. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show more' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggleShowMore).toHaveBeenCalledOnce();
  },
};

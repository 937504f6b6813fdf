import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyAva, storyRowan } from '../CharacterCard/storyCharacters';
import { withColumn } from '../storyLayout';
import { GalleryPanel } from './GalleryPanel';
import { galleryImages } from './galleryImages';

const meta = {
  title: 'Components/GalleryPanel',
  component: GalleryPanel,
  args: { images: galleryImages(storyAva.name, storyAva.images), placeholders: false, onOpenImage: fn() },
  decorators: [withColumn],
} satisfies Meta<typeof GalleryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The character's own pictures; each opens full screen. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open picture 2 of 4' }));
    await expect(args.onOpenImage).toHaveBeenCalledWith(1);
  },
};

/** No pictures shared: a line saying so, then the placeholder scenes. */
export const Placeholders: Story = {
  args: { images: galleryImages(storyRowan.name, storyRowan.images), placeholders: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No pictures shared yet. A few scenes to set the mood:')).toBeVisible();
  },
};

/** Each picture is a button: Tab reaches the first, Enter opens it. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open picture 1 of 4' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenImage).toHaveBeenCalledWith(0);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { withCanvas } from '../storyLayout';
import { fallbackPortrait, Portrait } from './Portrait';
import * as storyStyles from './Portrait.stories.css';
import { storyAva } from './storyCharacters';

const meta = {
  title: 'Components/Portrait',
  component: Portrait,
  args: { src: storyAva.profileImageUrl, alt: `Portrait of ${storyAva.name}`, className: storyStyles.frame },
  decorators: [withCanvas],
} satisfies Meta<typeof Portrait>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A character without a picture: the neutral silhouette. */
export const NoPicture: Story = {
  args: { src: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: `Portrait of ${storyAva.name}` })).toHaveAttribute(
      'src',
      fallbackPortrait,
    );
  },
};

/** A picture that fails to load gives way to the same silhouette. */
export const BrokenPicture: Story = {
  args: { src: '/api/images/characters/nobody/portrait.svg' },
  play: async ({ canvas }) => {
    const portrait = canvas.getByRole('img', { name: `Portrait of ${storyAva.name}` });
    await waitFor(() => expect(portrait).toHaveAttribute('src', fallbackPortrait));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyAva, storyCharacters, storyNoor, storySofia } from '../CharacterCard/storyCharacters';
import { withCanvas } from '../storyLayout';
import { FeaturedMosaic } from './FeaturedMosaic';

const meta = {
  title: 'Components/FeaturedMosaic',
  component: FeaturedMosaic,
  args: {
    characters: storyCharacters.slice(0, 3),
    loading: false,
    onStartMatching: fn(),
  },
  decorators: [withCanvas],
} satisfies Meta<typeof FeaturedMosaic>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first character large, the next two beside it; each card is a link to a profile. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ava Moreno' })).toHaveAttribute('href', '/characters/ava-moreno');
  },
};

/** Skeletons keep the mosaic's shape; screen readers hear that it loads. */
export const Loading: Story = {
  args: { characters: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading featured characters…');
  },
};

export const Empty: Story = {
  args: { characters: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Matching' }));
    await expect(args.onStartMatching).toHaveBeenCalledOnce();
  },
};

/** Only two featured: the lead card and one beside it. */
export const TwoCharacters: Story = { args: { characters: storyCharacters.slice(0, 2) } };

/** Bios longer than the 120-character cut end on a whole word. */
export const LongBios: Story = { args: { characters: [storySofia, storyAva, storyNoor] } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyAva, storyCharacters, storyNoor, storySofia } from '../CharacterCard/storyCharacters';
import { Dashboard } from './Dashboard';

const meta = {
  title: 'Screens/Dashboard',
  component: Dashboard,
  args: {
    featured: storyCharacters.slice(0, 3),
    featuredLoading: false,
    onNavigate: fn(),
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Matching' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/browse');
    await expect(canvas.getByRole('link', { name: 'Ava Moreno' })).toHaveAttribute('href', '/characters/ava-moreno');
  },
};

export const LoadingFeatured: Story = { args: { featured: [], featuredLoading: true } };

export const EmptyFeatured: Story = { args: { featured: [] } };

/** Bios longer than the 120-character cut end on a whole word. */
export const LongBios: Story = { args: { featured: [storySofia, storyAva, storyNoor] } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

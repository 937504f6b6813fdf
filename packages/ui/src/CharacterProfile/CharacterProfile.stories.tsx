import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyAva, storyKai, storyRowan, storySofia } from '../CharacterCard/storyCharacters';
import { CharacterProfile } from './CharacterProfile';

const meta = {
  title: 'Screens/CharacterProfile',
  component: CharacterProfile,
  args: {
    status: 'ready',
    character: storyAva,
    liked: false,
    matched: false,
    likePending: false,
    tab: 'about',
    showMore: false,
    lightboxIndex: null,
    onLike: fn(),
    onMessage: fn(),
    onTabChange: fn(),
    onToggleShowMore: fn(),
    onOpenImage: fn(),
    onCloseLightbox: fn(),
    onPreviousImage: fn(),
    onNextImage: fn(),
    onSelectImage: fn(),
    onRetry: fn(),
    onBack: fn(),
    onDiscoverOthers: fn(),
  },
} satisfies Meta<typeof CharacterProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Message' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Like Ava Moreno' }));
    await expect(args.onLike).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('tab', { name: 'Interests' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('interests');
  },
};

export const Liking: Story = { args: { likePending: true } };

export const Liked: Story = {
  args: { liked: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Like Ava Moreno' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Message' }));
    await expect(args.onMessage).toHaveBeenCalledOnce();
  },
};

export const Matched: Story = { args: { liked: true, matched: true } };

/** Liked, but the character answered Blocked: no way to a chat, and the profile says why. */
export const Blocked: Story = {
  args: { liked: true, blocked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Message' })).toBeDisabled();
    await expect(canvas.getByText('Ava Moreno is not available to chat with you.')).toBeVisible();
  },
};

export const ShowMore: Story = { args: { showMore: true } };

export const NoTraits: Story = { args: { character: storyRowan } };

export const InterestsTab: Story = { args: { tab: 'interests', character: storySofia } };

export const GalleryTab: Story = {
  args: { tab: 'gallery' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open picture 2 of 4' }));
    await expect(args.onOpenImage).toHaveBeenCalledWith(1);
  },
};

/** A character without pictures: six placeholder scenes instead. */
export const GalleryPlaceholders: Story = { args: { tab: 'gallery', character: storyRowan } };

export const LightboxOpen: Story = {
  args: { tab: 'gallery', lightboxIndex: 1 },
  play: async ({ canvasElement, userEvent, args }) => {
    const lightbox = within(canvasElement).getByRole('dialog', { name: "Ava Moreno's gallery" });
    await expect(within(lightbox).getByText('2 / 4')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onNextImage).toHaveBeenCalledOnce();
    await userEvent.click(within(lightbox).getByRole('button', { name: 'Show picture 4' }));
    await expect(args.onSelectImage).toHaveBeenCalledWith(3);
  },
};

export const Loading: Story = { args: { status: 'loading', character: null } };

export const Failed: Story = {
  args: { status: 'failed', character: null },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  args: { status: 'notFound', character: null },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Discover Other Characters' }));
    await expect(args.onDiscoverOthers).toHaveBeenCalledOnce();
  },
};

export const LongTexts: Story = {
  args: {
    showMore: true,
    character: {
      ...storySofia,
      name: 'Maria Valentina Esperanza de los Ángeles Rossi',
      location: 'San Gimignano, Province of Siena, Tuscany, Italy',
      personality: [...storySofia.personality, 'Adventurous', 'Sentimental', 'Quick-witted', 'Night owl'],
      backgroundStory: storySofia.bio,
    },
  },
};

export const Mobile: Story = {
  args: { character: storyKai, matched: true, liked: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileLightbox: Story = {
  args: { tab: 'gallery', lightboxIndex: 0 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

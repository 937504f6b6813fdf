import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyCharacters } from '../CharacterCard/storyCharacters';
import { Browse } from './Browse';

const meta = {
  title: 'Screens/Browse',
  component: Browse,
  args: {
    cards: storyCharacters,
    index: 1,
    flipped: false,
    status: 'ready',
    onLike: fn(),
    onReject: fn(),
    onFlip: fn(),
    onGoToMatches: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof Browse>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onLike).toHaveBeenCalledWith('kai-nakamura');
    await userEvent.click(canvas.getByRole('button', { name: 'Flip card' }));
    await expect(args.onFlip).toHaveBeenCalledOnce();
  },
};

export const Flipped: Story = {
  args: { flipped: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Flip Back' }));
    await expect(args.onFlip).toHaveBeenCalledOnce();
  },
};

/** A long back: the text scrolls in its own region, Flip Back stays whole below it. */
export const FlippedLongText: Story = {
  args: {
    flipped: true,
    cards: storyCharacters.map((card, position) =>
      position === 1
        ? { ...card, bio: `${card.bio} `.repeat(8), personality: [...card.personality, 'Patient', 'Night owl'] }
        : card,
    ),
  },
};

export const MobileFlippedLongText: Story = {
  args: FlippedLongText.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Pending: Story = { args: { status: 'pending' } };

/** The answer to a like shows over the deck while the next card is already there. */
export const ItsAMatch: Story = {
  args: { feedback: { kind: 'matched', name: storyCharacters[0]?.name ?? '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent("It's a match!");
  },
};

export const LikedButBlocked: Story = {
  args: { feedback: { kind: 'blocked', name: storyCharacters[0]?.name ?? '' } },
};

/** The like did not go through: the card stays and can be liked again. */
export const LikeFailed: Story = {
  args: { feedback: { kind: 'likeFailed', name: storyCharacters[1]?.name ?? '' } },
};

export const Failed: Story = {
  args: { cards: [], index: 0, status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = { args: { cards: [], index: 0, status: 'loading' } };

export const Empty: Story = {
  args: { cards: [], index: 0, status: 'empty' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Matches' }));
    await expect(args.onGoToMatches).toHaveBeenCalledOnce();
  },
};

/** The last card of the deck: only the previous neighbour shows. */
export const LastCard: Story = { args: { index: storyCharacters.length - 1 } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const MobileFlipped: Story = {
  args: { flipped: true, index: 6 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

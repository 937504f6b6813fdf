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

export const Pending: Story = { args: { status: 'pending' } };

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

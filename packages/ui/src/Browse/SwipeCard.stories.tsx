import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyAva, storyNoor, storyRowan, storySofia } from '../CharacterCard/storyCharacters';
import { SwipeCard } from './SwipeCard';
import * as storyStyles from './SwipeCard.stories.css';
import { SWIPE_THRESHOLD_PX } from './useSwipe';

const meta = {
  title: 'Components/SwipeCard',
  component: SwipeCard,
  args: {
    card: storyAva,
    flipped: false,
    fling: null,
    interactive: true,
    onSwipe: fn(),
    onFlip: fn(),
    onFlingEnd: fn(),
  },
  decorators: [
    (Story) => (
      <div className={storyStyles.stage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SwipeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Presses on the card and moves the pointer sideways by `distance`; lets go only if asked to. */
async function drag({ canvas, userEvent }: PlayContext, distance: number, { release }: { release: boolean }) {
  const card = canvas.getByRole('heading', { level: 2, name: /^Ava Moreno/ });
  const at = (x: number) => ({ target: card, coords: { clientX: x, clientY: 300 } });
  await userEvent.pointer([
    { keys: '[MouseLeft>]', ...at(400) },
    at(400 + distance / 2),
    at(400 + distance),
    ...(release ? [{ keys: '[/MouseLeft]', ...at(400 + distance) }] : []),
  ]);
}

/** The portrait with the name, age, verified badge, place and bio over it. */
export const Front: Story = {};

export const Flipped: Story = {
  args: { flipped: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Flip Back' }));
    await expect(args.onFlip).toHaveBeenCalledOnce();
  },
};

export const Unverified: Story = { args: { card: storyNoor } };

/** No picture, no traits, no interests: the fallback portrait and the 'none specified' lines. */
export const NoDetails: Story = { args: { card: storyRowan, flipped: true } };

const longTexts = {
  ...storySofia,
  name: 'Maria Valentina Esperanza de los Ángeles',
  location: 'San Gimignano, Province of Siena, Tuscany, Italy',
  personality: [...storySofia.personality, 'Adventurous', 'Sentimental', 'Quick-witted', 'Night owl'],
};

export const LongTexts: Story = { args: { card: longTexts } };

export const LongTextsFlipped: Story = { args: { card: longTexts, flipped: true } };

/** Held part of the way to the right: the card leans and the Like stamp shows, but nothing is sent. */
export const DraggedTowardsLike: Story = {
  play: async (context) => {
    await drag(context, SWIPE_THRESHOLD_PX * 0.8, { release: false });
    await expect(context.canvas.getByText('Like')).toBeVisible();
    await expect(context.args.onSwipe).not.toHaveBeenCalled();
  },
};

/** Let go past the threshold: a swipe to the left rejects. */
export const SwipedLeft: Story = {
  play: async (context) => {
    await drag(context, -(SWIPE_THRESHOLD_PX + 40), { release: true });
    await expect(context.args.onSwipe).toHaveBeenCalledWith('left');
  },
};

/** While a decision is being sent, the card does not move. */
export const Waiting: Story = {
  args: { interactive: false },
  play: async (context) => {
    await drag(context, SWIPE_THRESHOLD_PX + 40, { release: true });
    await expect(context.args.onSwipe).not.toHaveBeenCalled();
  },
};

/** Flying off to the right; without motion (as here) it has landed at once. */
export const Flung: Story = {
  args: { fling: 'right' },
  play: async ({ args }) => {
    await expect(args.onFlingEnd).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

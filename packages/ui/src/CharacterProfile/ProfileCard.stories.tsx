import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyAva, storyRowan, storySofia } from '../CharacterCard/storyCharacters';
import { ProfileCard } from './ProfileCard';
import * as storyStyles from './ProfileCard.stories.css';

const meta = {
  title: 'Components/ProfileCard',
  component: ProfileCard,
  args: { character: storyAva, liked: false, matched: false, likePending: false, onLike: fn(), onMessage: fn() },
  decorators: [
    (Story) => (
      <div className={storyStyles.aside}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not liked yet: Message waits for a like, and says so. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const message = canvas.getByRole('button', { name: 'Message' });
    await expect(message).toBeDisabled();
    await expect(message).toHaveAccessibleDescription('Like Ava Moreno to start a conversation.');
    await userEvent.click(canvas.getByRole('button', { name: 'Like Ava Moreno' }));
    await expect(args.onLike).toHaveBeenCalledOnce();
  },
};

export const Liking: Story = {
  args: { likePending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Like Ava Moreno' })).toBeDisabled();
  },
};

export const Liked: Story = {
  args: { liked: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByText('Like Ava Moreno to start a conversation.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Message' }));
    await expect(args.onMessage).toHaveBeenCalledOnce();
  },
};

export const Matched: Story = {
  args: { liked: true, matched: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Match')).toBeVisible();
  },
};

/** Liked, but the character answered Blocked: Message stays disabled and says they are not available. */
export const Blocked: Story = {
  args: { liked: true, blocked: true },
  play: async ({ canvas, args }) => {
    const message = canvas.getByRole('button', { name: 'Message' });
    await expect(message).toBeDisabled();
    await expect(message).toHaveAccessibleDescription('Ava Moreno is not available to chat with you.');
    await expect(canvas.queryByRole('button', { name: 'Like Ava Moreno' })).toBeNull();
    await expect(args.onMessage).not.toHaveBeenCalled();
  },
};

/** No picture and no traits: the fallback portrait, and the default trait. */
export const NoPictureNoTraits: Story = {
  args: { character: storyRowan },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Charismatic')).toBeVisible();
  },
};

export const LongTexts: Story = {
  args: {
    character: {
      ...storySofia,
      name: 'Maria Valentina Esperanza de los Ángeles Rossi',
      location: 'San Gimignano, Province of Siena, Tuscany, Italy',
    },
  },
};

/** Like is reached with Tab after the disabled Message button, and pressed with Enter. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Like Ava Moreno' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLike).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

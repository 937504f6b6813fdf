import { handlers } from '@kindred/api-client/mocks';
import { characterPath } from '@kindred/contract';
import { ava, lena } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { answering, loaded, mobile, openedAt, shows } from '../../test/storyParameters';
import { DiscoveryApp } from './DiscoveryApp';

const meta = {
  title: 'App/Character profile',
  component: DiscoveryApp,
  ...openedAt(characterPath(ava._id)),
} satisfies Meta<typeof DiscoveryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A match of the user: the Match badge, Message open, no like button. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Match', { exact: true }, loaded)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Message' })).toBeEnabled();
  },
};

export const LoadedMobile: Story = { ...Loaded, globals: mobile };

/** Someone the user has not decided on: Message waits for a like. */
export const Unseen: Story = {
  args: { path: characterPath(lena._id) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: `Like ${lena.name}` }, loaded)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Message' })).toBeDisabled();
  },
};

export const UnseenMobile: Story = { ...Unseen, globals: mobile };

/** Liked, but the character will not match this user: no chat, and the profile says so. */
export const LikedButBlocked: Story = {
  args: { path: characterPath(lena._id) },
  parameters: answering(handlers.like.blocked),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Like ${lena.name}` }, loaded));
    await expect(await canvas.findByText(`${lena.name} is not available to chat with you.`, {}, loaded)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Message' })).toBeDisabled();
    await expect(canvas.queryByText('Match', { exact: true })).toBeNull();
  },
};

export const LikedButBlockedMobile: Story = { ...LikedButBlocked, globals: mobile };

/** No such character. */
export const Empty: Story = {
  parameters: answering(handlers.character.notFound),
  play: shows('Character Not Found'),
};

export const EmptyMobile: Story = { ...Empty, globals: mobile };

export const Slow: Story = {
  parameters: answering(handlers.character.slow),
  play: shows('Loading...'),
};

export const SlowMobile: Story = { ...Slow, globals: mobile };

export const Failing: Story = {
  parameters: answering(handlers.character.failure()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load character', {}, loaded)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeVisible();
  },
};

export const FailingMobile: Story = { ...Failing, globals: mobile };

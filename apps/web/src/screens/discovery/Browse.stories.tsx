import { handlers } from '@kindred/api-client/mocks';
import { paths } from '@kindred/contract';
import { lena, sofia } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { answering, loaded, mobile, openedAt, shows } from '../../test/storyParameters';
import { DiscoveryApp } from './DiscoveryApp';

const meta = {
  title: 'App/Browse',
  component: DiscoveryApp,
  ...openedAt(paths.browse),
} satisfies Meta<typeof DiscoveryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const centred = (name: string) => ({ level: 2, name: new RegExp(`^${name}`) }) as const;

/** The first character the user has not decided on, centred; a like says it's a match and brings the next one. */
export const Loaded: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', centred(lena.name), loaded)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(await canvas.findByRole('heading', centred(sofia.name), loaded)).toBeVisible();
    await expect(canvas.getByText(`It's a match! You and ${lena.name} can chat now.`)).toBeVisible();
  },
};

export const LoadedMobile: Story = { ...Loaded, globals: mobile };

/** Nobody new: the way to the matches. */
export const Empty: Story = {
  parameters: answering(handlers.browse.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No New Characters', {}, loaded)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to Matches' })).toBeVisible();
  },
};

export const EmptyMobile: Story = { ...Empty, globals: mobile };

export const Slow: Story = {
  parameters: answering(handlers.browse.slow),
  play: shows('Loading Characters...'),
};

export const SlowMobile: Story = { ...Slow, globals: mobile };

/** Loading failed: said so, never that nobody is new, with Retry. */
export const Failing: Story = {
  parameters: answering(handlers.browse.failure()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Couldn't load new characters.", {}, loaded)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.queryByText('No New Characters')).toBeNull();
  },
};

export const FailingMobile: Story = { ...Failing, globals: mobile };

/** The character answered the like Blocked: no match, and the deck says they are not available to chat. */
export const LikedButBlocked: Story = {
  parameters: answering(handlers.like.blocked),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Like' }, loaded));
    await expect(
      await canvas.findByText(`Liked, but no match: ${lena.name} is not available to chat with you.`, {}, loaded),
    ).toBeVisible();
  },
};

export const LikedButBlockedMobile: Story = { ...LikedButBlocked, globals: mobile };

/** The like did not go through: the card stays, and the deck says to try again. */
export const LikeFailing: Story = {
  parameters: answering(handlers.like.failure()),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Like' }, loaded));
    await expect(await canvas.findByText("Couldn't send your like. Try again.", {}, loaded)).toBeVisible();
    await expect(canvas.getByRole('heading', centred(lena.name))).toBeVisible();
  },
};

export const LikeFailingMobile: Story = { ...LikeFailing, globals: mobile };

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

/** The first character the user has not decided on, centred; a like brings the next one. */
export const Loaded: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', centred(lena.name), loaded)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(await canvas.findByRole('heading', centred(sofia.name), loaded)).toBeVisible();
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

/** Loading failed: only logged, so the deck looks empty. */
export const Failing: Story = {
  parameters: answering(handlers.browse.failure()),
  play: Empty.play,
};

export const FailingMobile: Story = { ...Failing, globals: mobile };

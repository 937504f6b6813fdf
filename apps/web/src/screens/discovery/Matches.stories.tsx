import { handlers } from '@kindred/api-client/mocks';
import { paths } from '@kindred/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { announces, answering, loaded, mobile, openedAt, shows } from '../../test/storyParameters';
import { DiscoveryApp } from './DiscoveryApp';

const meta = {
  title: 'App/Matches',
  component: DiscoveryApp,
  ...openedAt(paths.matches),
} satisfies Meta<typeof DiscoveryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three matched and two rejected characters. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Matched 3 profiles' }, loaded)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Rejected 2 profiles' })).toBeVisible();
  },
};

export const LoadedMobile: Story = { ...Loaded, globals: mobile };

export const Empty: Story = {
  parameters: answering(handlers.interactions.empty),
  play: shows('No matches yet.'),
};

export const EmptyMobile: Story = { ...Empty, globals: mobile };

export const Slow: Story = {
  parameters: answering(handlers.interactions.slow),
  play: announces('Loading connections…'),
};

export const SlowMobile: Story = { ...Slow, globals: mobile };

export const Failing: Story = {
  parameters: answering(handlers.interactions.failure()),
  play: shows("Couldn't load your matches."),
};

export const FailingMobile: Story = { ...Failing, globals: mobile };

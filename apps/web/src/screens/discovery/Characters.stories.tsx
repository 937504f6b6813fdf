import { handlers } from '@kindred/api-client/mocks';
import { paths } from '@kindred/contract';
import { lena } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { announces, answering, loaded, mobile, openedAt, shows } from '../../test/storyParameters';
import { DiscoveryApp } from './DiscoveryApp';

const meta = {
  title: 'App/Characters',
  component: DiscoveryApp,
  ...openedAt(paths.characters),
} satisfies Meta<typeof DiscoveryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every character in a grid. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: lena.name }, loaded)).toBeVisible();
  },
};

export const LoadedMobile: Story = { ...Loaded, globals: mobile };

export const Empty: Story = {
  parameters: answering(handlers.characters.empty),
  play: shows('No characters yet.'),
};

export const EmptyMobile: Story = { ...Empty, globals: mobile };

/** The loader keeps the grid's shape. */
export const Slow: Story = {
  parameters: answering(handlers.characters.slow),
  play: announces('Loading characters…'),
};

export const SlowMobile: Story = { ...Slow, globals: mobile };

export const Failing: Story = {
  parameters: answering(handlers.characters.failure()),
  play: shows('Failed to load characters. Please try again later.'),
};

export const FailingMobile: Story = { ...Failing, globals: mobile };

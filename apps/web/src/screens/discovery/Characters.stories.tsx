import { handlers } from '@kindred/api-client/mocks';
import { paths } from '@kindred/contract';
import { lena } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { answering, desktop, loaded, mobile } from '../../test/storyParameters';
import { DiscoveryApp } from './DiscoveryApp';

const meta = {
  title: 'App/Characters',
  component: DiscoveryApp,
  args: { path: paths.characters },
  parameters: answering(),
  globals: desktop,
} satisfies Meta<typeof DiscoveryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every character in a grid. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: lena.name }, loaded)).toBeVisible();
  },
};

export const LoadedMobile: Story = { ...Loaded, globals: mobile };

export const Empty: Story = {
  parameters: answering(handlers.characters.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No characters yet.', {}, loaded)).toBeVisible();
  },
};

export const EmptyMobile: Story = { ...Empty, globals: mobile };

/** The loader keeps the grid's shape. */
export const Slow: Story = {
  parameters: answering(handlers.characters.slow),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading characters…', {}, loaded)).toBeInTheDocument();
  },
};

export const SlowMobile: Story = { ...Slow, globals: mobile };

export const Failing: Story = {
  parameters: answering(handlers.characters.failure()),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Failed to load characters. Please try again later.', {}, loaded),
    ).toBeVisible();
  },
};

export const FailingMobile: Story = { ...Failing, globals: mobile };

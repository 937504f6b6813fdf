import { handlers } from '@kindred/api-client/mocks';
import { paths } from '@kindred/contract';
import { ava } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { announces, answering, loaded, mobile, openedAt, shows } from '../../test/storyParameters';
import { DiscoveryApp } from './DiscoveryApp';

const meta = {
  title: 'App/Dashboard',
  component: DiscoveryApp,
  ...openedAt(paths.dashboard),
} satisfies Meta<typeof DiscoveryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three featured characters, the first one large. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: ava.name }, loaded)).toBeVisible();
  },
};

export const LoadedMobile: Story = { ...Loaded, globals: mobile };

/** No character yet: the mosaic invites the user to start matching. */
export const Empty: Story = {
  parameters: answering(handlers.characters.empty),
  play: shows('No featured characters yet.'),
};

export const EmptyMobile: Story = { ...Empty, globals: mobile };

/** The featured characters are still on their way. */
export const Slow: Story = {
  parameters: answering(handlers.characters.slow),
  play: announces('Loading featured characters…'),
};

export const SlowMobile: Story = { ...Slow, globals: mobile };

/** Loading failed: only logged, so the mosaic looks as if there were none. */
export const Failing: Story = {
  parameters: answering(handlers.characters.failure()),
  play: Empty.play,
};

export const FailingMobile: Story = { ...Failing, globals: mobile };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { ScreenState, screenStateKinds, screenStateSizes } from './ScreenState';

const meta = {
  title: 'Components/ScreenState',
  component: ScreenState,
  args: { kind: 'loading', title: 'Loading...' },
  argTypes: {
    kind: { control: 'inline-radio', options: screenStateKinds },
    size: { control: 'inline-radio', options: screenStateSizes },
  },
} satisfies Meta<typeof ScreenState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Empty: Story = {
  args: {
    kind: 'empty',
    title: 'No New Characters',
    message: 'There are no new characters to connect with you now.',
    action: <Button>Go to Matches</Button>,
  },
};

export const Failed: Story = {
  args: { kind: 'error', title: 'Failed to load character', action: <Button variant="secondary">Go Back</Button> },
};

/** A failed load of a whole screen: Retry first, then the way back. */
export const FailedWithRetry: Story = {
  args: {
    kind: 'error',
    title: "Couldn't load your matches.",
    message: 'Check your connection; Kindred keeps trying by itself.',
    onRetry: fn(),
    action: <Button variant="secondary">Go Back</Button>,
  },
};

/** A failed load of one part of a screen: a quieter Retry. */
export const FailedInSectionWithRetry: Story = {
  args: { kind: 'error', size: 'section', title: "Couldn't load this conversation", onRetry: fn() },
};

export const NotFound: Story = {
  args: {
    kind: 'notFound',
    title: 'Character Not Found',
    message: "This love story hasn't been written yet...",
    action: <Button>Discover Other Characters</Button>,
  },
};

export const ComingSoon: Story = {
  args: {
    kind: 'comingSoon',
    size: 'section',
    title: 'Fantasy Characters Coming Soon!',
    message: 'Vampires, witches and other legends are on their way.',
  },
};

export const InSection: Story = {
  args: { kind: 'error', size: 'section', title: 'Failed to load characters. Please try again later.' },
};

export const Mobile: Story = { ...NotFound, globals: { viewport: { value: 'mobile', isRotated: false } } };

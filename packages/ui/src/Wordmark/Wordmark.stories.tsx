import type { Meta, StoryObj } from '@storybook/react-vite';
import { withCanvas } from '../storyLayout';
import { Wordmark } from './Wordmark';

const meta = {
  title: 'Components/Wordmark',
  component: Wordmark,
  decorators: [withCanvas],
} satisfies Meta<typeof Wordmark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AsHomeLink: Story = { args: { href: '/' } };

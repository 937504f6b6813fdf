import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withCanvas } from '../storyLayout';
import { TypingIndicator } from './TypingIndicator';

const meta = {
  title: 'Components/TypingIndicator',
  component: TypingIndicator,
  args: { name: 'Ava Moreno' },
  decorators: [withCanvas],
} satisfies Meta<typeof TypingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ava Moreno is typing')).toBeInTheDocument();
  },
};

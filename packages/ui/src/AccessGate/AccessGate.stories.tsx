import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AccessGate } from './AccessGate';

const meta = { title: 'Screens/AccessGate', component: AccessGate } satisfies Meta<typeof AccessGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

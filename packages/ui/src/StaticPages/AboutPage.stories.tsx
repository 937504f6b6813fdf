import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutPage } from './AboutPage';

const meta = { title: 'Screens/Static pages/About', component: AboutPage } satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

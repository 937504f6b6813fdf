import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductPage } from './ProductPage';

const meta = { title: 'Screens/Static pages/Product', component: ProductPage } satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AuthFormPlaceholder } from './AuthFormPlaceholder';
import { Landing } from './Landing';

const meta = {
  title: 'Screens/Landing',
  component: Landing,
  args: {
    authForm: <AuthFormPlaceholder />,
    socialProfile: { network: 'Instagram', handle: '@kindred', href: 'https://www.instagram.com/' },
    onGetStarted: fn(),
  },
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AuthRevealed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }));
    await expect(canvas.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(args.onGetStarted).toHaveBeenCalledOnce();
  },
};

export const OpenedOnAuth: Story = { args: { initiallyRevealed: true } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const MobileAuthRevealed: Story = {
  ...AuthRevealed,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

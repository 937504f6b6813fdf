import { exampleSite } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AuthFormPlaceholder } from './AuthFormPlaceholder';
import { Landing } from './Landing';

const meta = {
  title: 'Screens/Landing',
  component: Landing,
  args: {
    authForm: <AuthFormPlaceholder />,
    // An example profile of the fixtures: a real one is the operator's to set.
    socialProfile: exampleSite.socialLinks[0],
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

/** The operator set no social link: the footer shows none. */
export const WithoutSocialLink: Story = { args: { socialProfile: undefined } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const MobileAuthRevealed: Story = {
  ...AuthRevealed,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SparkleIcon } from '../icons';
import { withCanvas } from '../storyLayout';
import * as styles from '../storyLayout.css';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Get Started', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  decorators: [withCanvas],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };

export const Secondary: Story = { args: { variant: 'secondary', children: 'Go Back' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Skip for now' } };

export const Large: Story = { args: { size: 'large' } };

export const WithIcon: Story = { args: { icon: <SparkleIcon size="small" />, children: 'Start Matching' } };

export const Pending: Story = {
  args: { pending: true, children: 'Sign In' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Send' } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'Create Account' } };

export const Mobile: Story = {
  args: { fullWidth: true, size: 'large', children: 'Create Account' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className={styles.row}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ArrowRightIcon } from '../icons';
import { withCanvas } from '../storyLayout';
import * as styles from '../storyLayout.css';
import { buttonSizes, buttonVariants } from './Button';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  args: { href: '/waitlist', children: 'Join the Waitlist' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  decorators: [withCanvas],
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllVariants: Story = {
  render: (args) => (
    <div className={styles.row}>
      {buttonVariants.map((variant) => (
        <ButtonLink key={variant} {...args} variant={variant}>
          {variant}
        </ButtonLink>
      ))}
    </div>
  ),
};

export const LargeWithIcon: Story = {
  args: { size: 'large', icon: <ArrowRightIcon size="small" />, children: 'Start Matching' },
};

export const FullWidth: Story = { args: { fullWidth: true } };

/** A call to action that goes somewhere: a link, reached with Tab and followed with Enter. */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Join the Waitlist' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/waitlist');
  },
};

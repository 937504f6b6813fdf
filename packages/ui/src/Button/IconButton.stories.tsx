import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CloseIcon, HeartIcon, SparkleIcon } from '../icons';
import { withCanvas } from '../storyLayout';
import * as styles from '../storyLayout.css';
import { IconButton, iconButtonSizes, iconButtonTones } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Like', tone: 'rose', icon: <HeartIcon />, onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: iconButtonTones },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
  decorators: [withCanvas],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** The deck's actions: reject and like large, flip in between. */
export const AllTones: Story = {
  render: (args) => (
    <div className={styles.row}>
      <IconButton {...args} label="Reject" tone="muted" size="large" icon={<CloseIcon size="large" />} />
      <IconButton {...args} label="Flip card" tone="violet" icon={<SparkleIcon />} />
      <IconButton {...args} label="Like" tone="rose" size="large" icon={<HeartIcon size="large" />} />
    </div>
  ),
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Like' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const PendingLarge: Story = { args: { pending: true, size: 'large', icon: <HeartIcon size="large" /> } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Named by its label alone, it is reached with Tab and pressed with Enter or Space. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Like' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

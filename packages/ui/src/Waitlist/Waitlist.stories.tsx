import { BRAND_NAME, validationMessages } from '@kindred/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Waitlist, waitlistStatuses } from './Waitlist';

const meta = {
  title: 'Screens/Waitlist',
  component: Waitlist,
  args: { status: 'form', onSubmit: fn(), onDone: fn() },
  argTypes: { status: { control: 'inline-radio', options: waitlistStatuses } },
} satisfies Meta<typeof Waitlist>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`Be among the first to experience ${BRAND_NAME}`)).toBeVisible();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Joining...' })).toBeDisabled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'sam @example');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));

    await expect(canvas.getByText(validationMessages.waitlistEmail)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Joined: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'sam@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));

    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'sam@example.com' });
  },
};

export const Failed: Story = { args: { error: 'Failed to join waitlist. Please try again.' } };

export const Confirmation: Story = {
  args: { status: 'confirmation' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = { globals: mobile };

export const MobileConfirmation: Story = { args: { status: 'confirmation' }, globals: mobile };

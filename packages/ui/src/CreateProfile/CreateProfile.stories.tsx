import { validationMessages } from '@kindred/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CreateProfile } from './CreateProfile';

const meta = {
  title: 'Screens/CreateProfile',
  component: CreateProfile,
  args: { onSubmit: fn() },
} satisfies Meta<typeof CreateProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Age')).toHaveValue(18);
    await expect(canvas.getByLabelText('Gender')).toHaveValue('prefer-not-to-say');
    await expect(canvas.queryByLabelText('Please specify')).toBeNull();
  },
};

export const OtherGender: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Gender'), 'other');
    await expect(canvas.getByLabelText('Please specify')).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.clear(canvas.getByLabelText('Age'));
    await userEvent.selectOptions(canvas.getByLabelText('Gender'), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Profile' }));

    await expect(canvas.getAllByText(validationMessages.required)).toHaveLength(2);
    await expect(canvas.getByText(validationMessages.ageRequired)).toBeVisible();
    await expect(canvas.getByText(validationMessages.otherGender, { selector: 'p' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const UnderMinimumAge: Story = {
  play: async ({ canvas, userEvent }) => {
    const age = canvas.getByLabelText('Age');
    await userEvent.clear(age);
    await userEvent.type(age, '12');
    await userEvent.tab();

    await expect(canvas.getByText(validationMessages.ageMinimum)).toBeVisible();
  },
};

export const Completed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('First Name'), 'Sam');
    await userEvent.type(canvas.getByLabelText('Last Name'), 'Rivera');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Profile' }));

    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Sam',
      lastName: 'Rivera',
      age: 18,
      gender: 'prefer-not-to-say',
      otherGender: '',
    });
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const MobileValidationErrors: Story = {
  ...ValidationErrors,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

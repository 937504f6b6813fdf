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
    await expect(canvas.queryByLabelText('Your gender')).toBeNull();
  },
};

export const OtherGender: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Gender'), 'other');
    await expect(canvas.getByLabelText('Your gender')).toBeVisible();
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

/** An age past the oldest accepted, and one in part-years: each says what is wrong in words of its own. */
export const AgeOutOfRange: Story = {
  play: async ({ canvas, userEvent }) => {
    const age = canvas.getByLabelText('Age');
    await userEvent.clear(age);
    await userEvent.type(age, '150');
    await userEvent.tab();
    await expect(canvas.getByText('Age must be 120 or less')).toBeVisible();
    await userEvent.clear(age);
    await userEvent.type(age, '16.5');
    await userEvent.tab();
    await expect(canvas.getByText('Enter your age in whole years')).toBeVisible();
  },
};

/** 'Other' asks for the words under a label of its own; left empty, the error says 'Please specify' under it. */
export const OtherGenderMissing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Gender'), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Profile' }));
    await expect(canvas.getByLabelText('Your gender')).toHaveAccessibleDescription(validationMessages.otherGender);
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withColumn } from '../storyLayout';
import { SelectField } from './SelectField';

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  args: {
    label: 'Gender',
    name: 'gender',
    defaultValue: 'prefer-not-to-say',
    options: [
      { value: 'male', label: 'Male' },
      { value: 'female', label: 'Female' },
      { value: 'other', label: 'Other' },
      { value: 'prefer-not-to-say', label: 'Prefer not to say' },
    ],
    onChange: fn(),
  },
  decorators: [withColumn],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The error under the dropdown, read with it by screen readers. */
export const Invalid: Story = {
  args: { defaultValue: undefined, error: 'Please choose one' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Gender' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please choose one');
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** An option too long for the field is cut, clear of the chevron. */
export const LongOption: Story = {
  args: {
    label: 'Relationship you are looking for',
    name: 'relationship',
    defaultValue: 'long',
    options: [{ value: 'long', label: 'A slow-burning friendship that might become something more, one day' }],
  },
};

/** The dropdown is chosen from with the keyboard alone. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Gender' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Female');
    await expect(select).toHaveValue('female');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withCanvas } from '../storyLayout';
import * as layout from '../storyLayout.css';
import { FormField, formFieldTypes } from './FormField';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
  argTypes: { type: { control: 'inline-radio', options: formFieldTypes } },
  decorators: [withCanvas],
  render: (args) => (
    <div className={layout.stack}>
      <FormField {...args} />
    </div>
  ),
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Invalid: Story = { args: { defaultValue: 'sam@', error: 'Invalid email address' } };

export const Password: Story = {
  args: { label: 'Password', name: 'password', type: 'password', autoComplete: 'current-password', placeholder: '' },
};

export const PasswordRevealed: Story = {
  args: { ...Password.args, defaultValue: 'moonlit-walks' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const Mobile: Story = {
  ...Invalid,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withColumn } from '../storyLayout';
import { FieldFrame } from './FieldFrame';
import * as styles from './FormField.css';

/** The frame around any control: here a plain text input, as a new kind of field would bring its own. */
const meta = {
  title: 'Components/FieldFrame',
  component: FieldFrame,
  args: {
    label: 'Display name',
    children: (ids) => <input {...ids} className={styles.input({ invalid: Boolean(ids['aria-invalid']) })} />,
  },
  decorators: [withColumn],
} satisfies Meta<typeof FieldFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Display name')).not.toHaveAttribute('aria-invalid');
  },
};

/** What the field accepts, said before anything is typed, and read with the field. */
export const WithHint: Story = {
  args: { hint: 'Between 2 and 40 characters; this is how characters will call you.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Display name')).toHaveAccessibleDescription(
      'Between 2 and 40 characters; this is how characters will call you.',
    );
  },
};

/** The error below the control marks it invalid and is read with it. */
export const WithError: Story = {
  args: { error: 'Name must be at least 2 characters' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Display name');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Name must be at least 2 characters');
  },
};

/** Hint first, then the error: a screen reader reads both, in that order. */
export const HintAndError: Story = {
  args: { ...WithHint.args, ...WithError.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Display name')).toHaveAccessibleDescription(
      'Between 2 and 40 characters; this is how characters will call you. Name must be at least 2 characters',
    );
  },
};

/** Long texts wrap inside the column rather than widen it. */
export const LongTexts: Story = {
  args: {
    label: 'What would you like your companion to know about you before your first conversation together?',
    hint: 'Anything you like: your work, the people close to you, what makes a good day. You can change it at any time in Settings, and delete it from the Memory panel.',
    error: 'This is a little long: please keep it under 500 characters so your companion can remember all of it.',
  },
};

export const Mobile: Story = {
  ...HintAndError,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

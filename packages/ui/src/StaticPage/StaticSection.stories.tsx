import type { Meta, StoryObj } from '@storybook/react-vite';
import { withColumn } from '../storyLayout';
import { StaticSection } from './StaticSection';

const meta = {
  title: 'Layouts/StaticSection',
  component: StaticSection,
  args: {
    title: 'What we keep',
    children: (
      <>
        <p>
          Your email address, your profile and your conversations, for as long as you keep your account.{' '}
          <strong>Nothing is sold.</strong>
        </p>
        <ul>
          <li>Conversations stay between you and your characters.</li>
          <li>Deleting your account deletes them too.</li>
        </ul>
      </>
    ),
  },
  decorators: [withColumn],
} satisfies Meta<typeof StaticSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title, then paragraphs and lists in the page's reading style. */
export const Default: Story = {};

export const LongTitle: Story = {
  args: { title: 'How long we keep what you told your characters, and how to take it back' },
};

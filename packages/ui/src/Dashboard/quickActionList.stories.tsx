import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withColumn } from '../storyLayout';
import * as layout from '../storyLayout.css';
import { quickActions } from './quickActionList';

/** The dashboard's shortcuts as data: each one's badge, tone, words and where it goes. */
const meta = {
  title: 'Foundations/Quick actions',
  decorators: [withColumn],
  render: () => (
    <ul aria-label="Quick actions" className={layout.stack}>
      {quickActions.map((action) => (
        <li key={action.path} className={layout.row}>
          {action.icon}
          <span>
            {action.title}: {action.description} ({action.tone}, {action.path})
          </span>
        </li>
      ))}
    </ul>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five shortcuts, each to a page of its own. */
export const All: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(new Set(quickActions.map((action) => action.path)).size).toBe(quickActions.length);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withCanvas } from '../storyLayout';
import { fewConversations, fixtureNow, longConversations, manyConversations } from './ConversationList.fixtures';
import { ConversationRow } from './ConversationRow';
import * as storyStyles from './ConversationRow.stories.css';

const [latest] = fewConversations;
const [tooLong] = longConversations;
const newMatch = manyConversations.find((conversation) => conversation.lastMessage.content === '');
if (!latest || !tooLong || !newMatch) throw new Error('The conversation fixtures lack a row for these stories');

const meta = {
  title: 'Components/ConversationRow',
  component: ConversationRow,
  args: { conversation: latest, active: false, now: fixtureNow, onSelect: fn() },
  decorators: [
    (Story) => (
      <ul className={storyStyles.list}>
        <Story />
      </ul>
    ),
    withCanvas,
  ],
} satisfies Meta<typeof ConversationRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picture, the name, when they last spoke and the start of the last message; pressed, it opens the chat. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(latest.name) }));
    await expect(args.onSelect).toHaveBeenCalledWith(latest._id);
  },
};

/** The open conversation. */
export const Active: Story = {
  args: { active: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-current', 'true');
  },
};

/** A new match without messages: an invitation instead of a preview. */
export const NewMatch: Story = {
  args: { conversation: newMatch },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Start a conversation...')).toBeVisible();
  },
};

export const LongTexts: Story = { args: { conversation: tooLong } };

/** A row is a button: Tab reaches it, Enter opens the chat. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(latest._id);
  },
};

import { ava } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fixtureNow } from '../ConversationList/ConversationList.fixtures';
import { withColumn } from '../storyLayout';
import { ChatMessageBubbles } from './ChatMessageBubbles';
import { conversationHistory, unansweredMessage } from './ChatView.fixtures';

const [firstMessage, firstReply] = conversationHistory;
if (!firstMessage || !firstReply) throw new Error('The fixture history starts with a message and its reply');

const meta = {
  title: 'Components/ChatMessageBubbles',
  component: ChatMessageBubbles,
  args: { message: firstReply, characterName: ava.name, startsTurn: false, now: fixtureNow },
  decorators: [withColumn],
} satisfies Meta<typeof ChatMessageBubbles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The character's reply in paragraphs and sentences, one bubble each, the time on the last one. */
export const FromCharacter: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(`${ava.name} said:`)).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('time')).toHaveLength(1);
  },
};

export const FromYou: Story = {
  args: { message: firstMessage },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You said:')).toBeInTheDocument();
  },
};

/** The other side speaks now: a wider gap above marks the change of turn. */
export const StartsTurn: Story = { args: { message: unansweredMessage, startsTurn: true } };

/** A word longer than a bubble is wide wraps inside it. */
export const LongWord: Story = {
  args: {
    message: { ...unansweredMessage, content: `Look: https://kindred.example/${'moonlit-walks-'.repeat(8)}` },
  },
};

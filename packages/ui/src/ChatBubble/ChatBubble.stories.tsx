import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureNow } from '../ConversationList/ConversationList.fixtures';
import { withCanvas } from '../storyLayout';
import { ChatBubble, chatBubbleSenders } from './ChatBubble';
import * as storyStyles from './ChatBubble.stories.css';

const meta = {
  title: 'Components/ChatBubble',
  component: ChatBubble,
  args: { sender: 'ai', children: 'Told you!', now: fixtureNow },
  argTypes: { sender: { control: 'inline-radio', options: chatBubbleSenders } },
  decorators: [
    withCanvas,
    (Story) => (
      <div className={storyStyles.thread}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromCharacter: Story = { args: { timestamp: '2025-09-20T20:57:00.000Z' } };

export const FromUser: Story = {
  args: { sender: 'human', children: 'Good evening! How was the studio today?', timestamp: '2025-09-20T20:54:00.000Z' },
};

/** One message in three bubbles: the corners join on the sender's side, the time sits under the last. */
export const MessageOfSeveralBubbles: Story = {
  render: (args) => (
    <>
      <ChatBubble {...args}>Told you!</ChatBubble>
      <ChatBubble {...args} continued>
        The trick is to go before nine, while they are still warm.
      </ChatBubble>
      <ChatBubble {...args} continued timestamp="2025-09-20T20:57:00.000Z">
        Next time try the one with orange blossom.
      </ChatBubble>
      <ChatBubble {...args} sender="human">
        Deal.
      </ChatBubble>
      <ChatBubble {...args} sender="human" continued timestamp="2025-09-20T21:00:00.000Z">
        Saturday morning, then?
      </ChatBubble>
    </>
  ),
};

export const LongUnbrokenText: Story = {
  args: {
    sender: 'human',
    children:
      'https://maps.example.com/barcelona/gracia/the-square-behind-santa-maria-del-mar-where-they-play-dominoes',
  },
};

export const Mobile: Story = {
  ...MessageOfSeveralBubbles,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

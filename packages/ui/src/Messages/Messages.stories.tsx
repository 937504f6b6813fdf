import { ava } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChatView } from '../ChatView';
import { conversationHistory } from '../ChatView/ChatView.fixtures';
import { ConversationList } from '../ConversationList';
import { fixtureNow, manyConversations } from '../ConversationList/ConversationList.fixtures';
import { Messages } from './Messages';
import * as storyStyles from './Messages.stories.css';

const list = (activeId?: string) => (
  <ConversationList
    conversations={manyConversations}
    activeId={activeId}
    now={fixtureNow}
    onSearchChange={fn()}
    onSelect={fn()}
    onScrollNearBottom={fn()}
  />
);

const chat = (
  <ChatView
    character={ava}
    messages={conversationHistory}
    now={fixtureNow}
    onSend={fn()}
    onScrollToTop={fn()}
    onBack={fn()}
  />
);

const meta = {
  title: 'Screens/Messages',
  component: Messages,
  args: { list: list(ava._id), chat, activePane: 'chat' },
  decorators: [
    (Story) => (
      <div className={storyStyles.belowNav}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Messages>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search Messages' })).toBeVisible();
    await expect(canvas.getByRole('log', { name: 'Conversation with Ava Moreno' })).toBeVisible();
  },
};

export const NoConversationOpen: Story = {
  args: { list: list(), chat: undefined, activePane: 'list' },
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pick up where you left off')).toBeVisible();
  },
};

export const MobileList: Story = {
  args: { list: list(), chat: undefined, activePane: 'list' },
  globals: mobile,
};

export const MobileChat: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back to conversations' })).toBeVisible();
  },
};

import { ava } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { ChatView } from '../ChatView';
import { conversationHistory } from '../ChatView/ChatView.fixtures';
import { ConversationList } from '../ConversationList';
import { fixtureNow, manyConversations, newMatches } from '../ConversationList/ConversationList.fixtures';
import { withScreenFrame } from '../storybook';
import { Messages } from './Messages';
import * as storyStyles from './Messages.stories.css';

const list = (activeId?: string, props: Partial<ComponentProps<typeof ConversationList>> = {}) => (
  <ConversationList
    conversations={manyConversations}
    activeId={activeId}
    now={fixtureNow}
    onSearchChange={fn()}
    onSelect={fn()}
    onScrollNearBottom={fn()}
    onRetry={fn()}
    {...props}
  />
);

const chatWith = (props: Partial<ComponentProps<typeof ChatView>> = {}) => (
  <ChatView
    character={ava}
    messages={conversationHistory}
    now={fixtureNow}
    onSend={fn()}
    onScrollToTop={fn()}
    onBack={fn()}
    onRetry={fn()}
    {...props}
  />
);

const chat = chatWith();

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
    withScreenFrame,
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

/** New matches are listed before anyone wrote, each inviting a first message. */
export const NewMatches: Story = {
  args: { list: list(undefined, { conversations: newMatches }), chat: undefined, activePane: 'list' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Start a conversation...')[0]).toBeVisible();
  },
};

/** The conversation list could not be loaded: the list pane says so and offers Retry. */
export const ListFailed: Story = {
  args: { list: list(undefined, { conversations: [], failed: true }), chat: undefined, activePane: 'list' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Couldn't load your conversations")).toBeVisible();
    await expect(canvas.queryByText('No matches yet.')).toBeNull();
  },
};

/** Neither the list nor the open chat's history could be loaded: the server is down. */
export const HistoryFailed: Story = {
  args: {
    list: list(ava._id, { conversations: [], failed: true }),
    chat: chatWith({ messages: [], failed: true }),
    activePane: 'chat',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Couldn't load this conversation")).toBeVisible();
    await expect(canvas.queryByText('Say hello to Ava')).toBeNull();
  },
};

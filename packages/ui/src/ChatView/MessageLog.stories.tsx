import { ava } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { fixtureNow } from '../ConversationList/ConversationList.fixtures';
import { withScreenFrame } from '../storybook';
import { conversationHistory, latestMessages } from './ChatView.fixtures';
import { MessageLog } from './MessageLog';

const meta = {
  title: 'Components/MessageLog',
  component: MessageLog,
  args: {
    characterName: ava.name,
    messages: conversationHistory,
    typing: false,
    loading: false,
    loadingOlder: false,
    now: fixtureNow,
    onScrollToTop: fn(),
    onRetry: fn(),
  },
  // The chat's middle row: the log takes a screen's height and scrolls inside it.
  decorators: [withScreenFrame],
} satisfies Meta<typeof MessageLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sixty messages, opened at the newest; the top of the history asks for older ones. */
export const LongHistory: Story = {
  play: async ({ canvas, args }) => {
    const log = canvas.getByRole('log', { name: `Conversation with ${ava.name}` });
    log.scrollTop = 0;
    await waitFor(() => expect(args.onScrollToTop).toHaveBeenCalledOnce());
  },
};

/** No message yet: an invitation to write the first one, by the character's first name. */
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Say hello to Ava')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { messages: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('log')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The history could not be loaded: an error with Retry instead of the messages or the invitation. */
export const Failed: Story = {
  args: { messages: [], failed: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText("Couldn't load this conversation")).toBeVisible();
    await expect(canvas.queryByText('Say hello to Ava')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LoadingOlder: Story = { args: { messages: latestMessages, loadingOlder: true } };

export const Typing: Story = {
  args: { typing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${ava.name} is typing`)).toBeInTheDocument();
  },
};

/** Keyboard users reach the history with Tab, to scroll it with the arrow keys. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('log')).toHaveFocus();
  },
};

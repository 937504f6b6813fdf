import { ava } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { fixtureNow } from '../ConversationList/ConversationList.fixtures';
import { withScreenFrame } from '../storybook';
import { ChatView } from './ChatView';
import { conversationHistory, latestMessages, unansweredMessage } from './ChatView.fixtures';

const meta = {
  title: 'Components/ChatView',
  component: ChatView,
  args: {
    character: ava,
    messages: conversationHistory,
    now: fixtureNow,
    onSend: fn(),
    onScrollToTop: fn(),
    onBack: fn(),
    onRetry: fn(),
  },
  // The chat fills a phone's or a window's height; its history scrolls inside, the composer stays at the bottom.
  decorators: [withScreenFrame],
} satisfies Meta<typeof ChatView>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** Sixty messages, the character's in several paragraphs, opened at the newest. */
export const LongHistory: Story = {};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Say hello to Ava')).toBeVisible();
    await expect(canvas.getByPlaceholderText('Type a message…')).toBeVisible();
  },
};

export const Loading: Story = { args: { messages: [], loading: true } };

export const Typing: Story = {
  args: { typing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ava Moreno is typing')).toBeInTheDocument();
  },
};

export const TypingFirstReply: Story = {
  args: { messages: [{ ...unansweredMessage, content: "Hi, I'm Sam and I love hiking" }], typing: true },
};

export const SendsMessage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const textBox = canvas.getByRole('textbox', { name: 'Message Ava Moreno' });
    await userEvent.type(textBox, "  Hi, I'm Sam and I love hiking  {Enter}");
    await expect(args.onSend).toHaveBeenCalledWith("Hi, I'm Sam and I love hiking");
    await expect(textBox).toHaveValue('');
  },
};

export const SendDisabled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const textBox = canvas.getByRole('textbox', { name: 'Message Ava Moreno' });
    await userEvent.type(textBox, '   {Enter}');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const MultilineDraft: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const textBox = canvas.getByRole('textbox', { name: 'Message Ava Moreno' });
    await userEvent.type(textBox, 'Three things:{Shift>}{Enter}{/Shift}the sea{Shift>}{Enter}{/Shift}the bells');
    await expect(textBox).toHaveValue('Three things:\nthe sea\nthe bells');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The reply failed: the user's message stays where it was sent and nothing else changes. */
export const FailedSend: Story = {
  args: { messages: [...conversationHistory, unansweredMessage] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Are you still there?')).toBeVisible();
    await expect(canvas.queryByText('Ava Moreno is typing')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LoadingOlder: Story = {
  args: { messages: latestMessages, loadingOlder: true },
  play: async ({ canvas, args }) => {
    const log = canvas.getByRole('log');
    log.scrollTop = 0;
    await waitFor(() => expect(args.onScrollToTop).toHaveBeenCalledOnce());
  },
};

export const LongName: Story = {
  args: { character: { ...ava, name: 'Maximiliana Alexandra von Hohenberg-Castellanos', profileImageUrl: '' } },
};

/** The history could not be loaded (the server is down or failed): an error with Retry, never the invitation to say hello. */
export const Failed: Story = {
  args: { messages: [], failed: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Couldn't load this conversation");
    await expect(canvas.queryByText('Say hello to Ava')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Trying again after a failure: the error stays until the history arrives. */
export const FailedRetrying: Story = { args: { messages: [], failed: true, loading: true } };

export const Mobile: Story = { globals: mobile };

export const MobileTyping: Story = { ...Typing, globals: mobile };

export const MobileEmpty: Story = { ...Empty, globals: mobile };

export const MobileFailedSend: Story = { ...FailedSend, globals: mobile };

export const MobileLoadingOlder: Story = { ...LoadingOlder, globals: mobile };

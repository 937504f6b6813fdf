import { conversationMemoryPath } from '@kindred/contract';
import { ava } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fixtureNow } from '../ConversationList/ConversationList.fixtures';
import { withScreenFrame } from '../storybook';
import { ChatView } from './ChatView';
import {
  alternativeReplies,
  askedAboutTheSea,
  conversationHistory,
  editedMessage,
  failedReply,
  interruptedReply,
  latestMessages,
  replyNotStarted,
  replyThatRemembers,
  stoppedReply,
  streamingReply,
  unansweredMessage,
} from './ChatView.fixtures';

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
    onStop: fn(),
    onRegenerate: fn(),
    onChooseAlternative: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onUndoDelete: fn(),
    onRetrySend: fn(),
    memoryHref: conversationMemoryPath(ava._id),
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

/** A reply asked for: the character is typing, and Stop takes the place of Send. */
export const ReplyAskedFor: Story = {
  args: { messages: replyNotStarted, replying: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Ava Moreno is typing')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Send' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message Ava Moreno' }), 'And then?{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

/** The reply grows as it is written; no time under it yet, no actions. */
export const Streaming: Story = {
  args: { messages: streamingReply, replying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/My grandmother said it$/)).toBeVisible();
    await expect(canvas.queryByText('Ava Moreno is typing')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Regenerate' })).toBeNull();
  },
};

/** Stop was pressed: the button waits for the reply to stop. */
export const Stopping: Story = {
  args: { messages: streamingReply, replying: true, stopping: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Stop' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Send' })).toBeNull();
  },
};

/** A stopped reply keeps its words, says so, and can be written again. */
export const Stopped: Story = {
  args: { messages: stoppedReply },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Stopped')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate' }));
    await expect(args.onRegenerate).toHaveBeenCalledWith('message-063');
  },
};

export const Interrupted: Story = {
  args: { messages: interruptedReply },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This reply was interrupted.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Regenerate' })).toBeVisible();
  },
};

/** The reply broke off: what was written stays, with a calm word on why and Regenerate. */
export const FailedReply: Story = {
  args: { messages: failedReply },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('This reply could not be finished.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate' }));
    await expect(args.onRegenerate).toHaveBeenCalledWith('message-063');
  },
};

/** Three replies to the same message: the second shows, and the others are a press away. */
export const Alternatives: Story = {
  args: { messages: alternativeReplies },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('2/3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next reply' }));
    await expect(args.onChooseAlternative).toHaveBeenCalledWith('message-063', 'message-063-b');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous reply' }));
    await expect(args.onChooseAlternative).toHaveBeenCalledWith('message-063', 'message-060-a');
  },
};

export const Edited: Story = {
  args: { messages: editedMessage },
  play: async ({ canvas }) => {
    // Beside the time of the message it marks.
    const edited = canvas.getByText('Edited');
    await expect(edited).toBeVisible();
    await expect(edited.parentElement?.querySelector('time')).toHaveAttribute('datetime', askedAboutTheSea.timestamp);
  },
};

/** The user rewrites their message in place: Enter keeps the new words, Escape the old ones. */
export const Editing: Story = {
  args: { messages: editedMessage },
  play: async ({ canvas, userEvent, args }) => {
    const message = canvas.getByText(askedAboutTheSea.content).closest('[data-status]') as HTMLElement;
    await userEvent.click(within(message).getByRole('button', { name: 'Edit' }));
    const box = canvas.getByRole('textbox', { name: 'Edit your message' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onEdit).not.toHaveBeenCalled();
    await expect(box).not.toBeInTheDocument();
    await expect(canvas.getByText(askedAboutTheSea.content)).toBeVisible();
    await expect(within(message).getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.click(within(message).getByRole('button', { name: 'Edit' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Edit your message' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Edit your message' }),
      'Tell me about the harbour.{Enter}',
    );
    await expect(args.onEdit).toHaveBeenCalledWith('message-062', 'Tell me about the harbour.');
    await expect(box).not.toBeInTheDocument();
    await expect(within(message).getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.click(within(message).getByRole('button', { name: 'Edit' }));
    // Each focus above scrolled the log only as far as it needed, by amounts that vary from run to run:
    // the screenshot shows the open editor from the bottom of the log.
    const log = canvas.getByRole('log');
    log.scrollTop = log.scrollHeight;
  },
};

/** A deleted message leaves a note with Undo for a few seconds. */
export const DeletedWithUndo: Story = {
  args: { messages: [...conversationHistory, { ...askedAboutTheSea, deleted: true }] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Message deleted')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(args.onUndoDelete).toHaveBeenCalledWith('message-062');
  },
};

/** The server never got the message: it says so, and Retry sends it again. */
export const NotDelivered: Story = {
  args: { messages: [...conversationHistory, { ...askedAboutTheSea, local: true, undelivered: true }] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Not delivered')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetrySend).toHaveBeenCalledWith('message-062');
  },
};

/** The reply taught Ava something: a quiet note under it leads to what she remembers, as the header does. */
export const MemoryUpdated: Story = {
  args: { messages: replyThatRemembers },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Memory updated' })).toHaveAttribute(
      'href',
      conversationMemoryPath(ava._id),
    );
    await expect(canvas.getByRole('link', { name: 'Memory' })).toHaveAttribute('href', conversationMemoryPath(ava._id));
    // Only under the reply that taught it something.
    await expect(canvas.getAllByText('Memory updated')).toHaveLength(1);
  },
};

export const Mobile: Story = { globals: mobile };

export const MobileTyping: Story = { ...Typing, globals: mobile };

export const MobileEmpty: Story = { ...Empty, globals: mobile };

export const MobileFailedSend: Story = { ...FailedSend, globals: mobile };

export const MobileLoadingOlder: Story = { ...LoadingOlder, globals: mobile };

/** On a phone, Stop sits where Send was, under the thumb. */
export const MobileReplyAskedFor: Story = { ...ReplyAskedFor, globals: mobile };

export const MobileAlternatives: Story = { ...Alternatives, globals: mobile };

export const MobileEditing: Story = { ...Editing, globals: mobile };

export const MobileMemoryUpdated: Story = { ...MemoryUpdated, globals: mobile };

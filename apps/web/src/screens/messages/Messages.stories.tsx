import { defaultHandlers, handlers } from '@kindred/api-client/mocks';
import { conversationPath, paths } from '@kindred/contract';
import { ava, noor } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { MessagesApp } from './MessagesApp';

/** The screen against the mock API: the given answers first, every other endpoint as it succeeds. */
const answering = (...overrides: HttpHandler[]) => ({ msw: { handlers: [...overrides, ...defaultHandlers] } });

const meta = {
  title: 'App/Messages',
  component: MessagesApp,
  args: { path: conversationPath(ava._id) },
  parameters: answering(),
} satisfies Meta<typeof MessagesApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** The screen signs in and loads the API before it shows; a slow machine needs more than a second. */
const loaded = { timeout: 5_000 };

const sendMessage = async ({ canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0], text: string) => {
  const textBox = await canvas.findByRole('textbox', { name: `Message ${ava.name}` }, loaded);
  await canvas.findAllByText('How was the studio today?', {}, loaded);
  await userEvent.type(textBox, `${text}{Enter}`);
  await expect(await canvas.findByText(text)).toBeVisible();
};

/** Three conversations, Ava's open with the latest 50 of her 60 messages. */
export const Loaded: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Good morning! Did you sleep at all ...', {}, loaded)).toBeVisible();
    await expect(await canvas.findByRole('log', { name: `Conversation with ${ava.name}` }, loaded)).toBeVisible();
  },
};

/** A phone on /messages: the list alone. */
export const LoadedMobile: Story = {
  args: { path: paths.messages },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Listen to this.', {}, loaded)).toBeVisible();
  },
};

/** A phone on /messages/{id}: the chat alone, with the way back to the list. */
export const ConversationMobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Back to conversations' }, loaded)).toBeVisible();
  },
};

/** No conversation yet, and none open. */
export const Empty: Story = {
  args: { path: paths.messages },
  parameters: answering(handlers.conversations.empty),
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No matches yet.', {}, loaded)).toBeVisible();
  },
};

export const EmptyMobile: Story = { ...Empty, globals: mobile };

/** A new match opened from the profile: listed before any message, the chat inviting a first one. */
export const FirstConversation: Story = {
  args: { path: conversationPath(noor._id) },
  parameters: answering(handlers.conversations.empty, handlers.history.empty),
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Start a conversation...', {}, loaded)).toBeVisible();
    await expect(await canvas.findByText('Say hello to Noor', {}, loaded)).toBeVisible();
  },
};

export const FirstConversationMobile: Story = {
  ...FirstConversation,
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Say hello to Noor', {}, loaded)).toBeVisible();
  },
};

/** The conversations and the history are still on their way. */
export const Slow: Story = {
  parameters: answering(handlers.conversations.slow, handlers.history.slow),
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading messages', {}, loaded)).toBeInTheDocument();
  },
};

export const SlowMobile: Story = { ...Slow, globals: mobile };

/** A reply on its way: the sent message shows at once, the character types. */
export const Typing: Story = {
  parameters: answering(handlers.chat.slow),
  globals: desktop,
  play: async (context) => {
    await sendMessage(context, "Hi, I'm Sam and I love hiking");
    await expect(context.canvas.getByText(`${ava.name} is typing`)).toBeInTheDocument();
  },
};

export const TypingMobile: Story = { ...Typing, globals: mobile };

/** The send failed: the message stays, nothing else changes (the failure is only logged). */
export const FailedSend: Story = {
  parameters: answering(handlers.chat.failure()),
  globals: desktop,
  play: async (context) => {
    await sendMessage(context, 'Are you still there?');
    await waitFor(() => expect(context.canvas.queryByText(`${ava.name} is typing`)).toBeNull(), loaded);
    await expect(context.canvas.getByText('Are you still there?')).toBeVisible();
  },
};

export const FailedSendMobile: Story = { ...FailedSend, globals: mobile };

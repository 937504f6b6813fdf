import { handlers } from '@kindred/api-client/mocks';
import { API_PREFIX, type ConversationSummary, conversationPath, endpoints, paths } from '@kindred/contract';
import { ava, characters, conversations, noor } from '@kindred/contract/fixtures';
import { withScreenFrame } from '@kindred/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { announces, answering, loaded, mobile, openedAt, shows } from '../../test/storyParameters';
import { MessagesApp } from './MessagesApp';

const meta = {
  title: 'App/Messages',
  component: MessagesApp,
  ...openedAt(conversationPath(ava._id)),
  // A window's or a phone's height: the panes scroll inside it, as in the browser.
  decorators: [withScreenFrame],
} satisfies Meta<typeof MessagesApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const sendMessage = async ({ canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0], text: string) => {
  const textBox = await canvas.findByRole('textbox', { name: `Message ${ava.name}` }, loaded);
  await canvas.findAllByText('How was the studio today?', {}, loaded);
  await userEvent.type(textBox, `${text}{Enter}`);
  await expect(await canvas.findByText(text)).toBeVisible();
};

/** Three conversations, Ava's open with the latest 50 of her 60 messages. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Good morning! Did you sleep at all ...', {}, loaded)).toBeVisible();
    await expect(await canvas.findByRole('log', { name: `Conversation with ${ava.name}` }, loaded)).toBeVisible();
  },
};

/** A phone on /messages: the list alone. */
export const LoadedMobile: Story = {
  args: { path: paths.messages },
  globals: mobile,
  play: shows('Listen to this.'),
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
  play: shows('No matches yet.'),
};

export const EmptyMobile: Story = { ...Empty, globals: mobile };

/** A new match opened from the profile: listed before any message, the chat inviting a first one. */
export const FirstConversation: Story = {
  args: { path: conversationPath(noor._id) },
  parameters: answering(handlers.conversations.empty, handlers.history.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Start a conversation...', {}, loaded)).toBeVisible();
    await expect(await canvas.findByText('Say hello to Noor', {}, loaded)).toBeVisible();
  },
};

export const FirstConversationMobile: Story = {
  ...FirstConversation,
  globals: mobile,
  play: shows('Say hello to Noor'),
};

/** The conversations and the history are still on their way. */
export const Slow: Story = {
  parameters: answering(handlers.conversations.slow, handlers.history.slow),
  play: announces('Loading messages'),
};

export const SlowMobile: Story = { ...Slow, globals: mobile };

/** The conversations, and the matches nobody wrote to yet, made this morning: each invites a first message. */
const withNewMatches: ConversationSummary[] = [
  ...characters
    .filter((character) => !conversations.some((conversation) => conversation._id === character._id))
    .slice(0, 3)
    .map((character, index) => ({
      _id: character._id,
      name: character.name,
      profileImageUrl: character.profileImageUrl,
      lastInteraction: new Date(Date.UTC(2025, 8, 21, 8, 55 - index * 20)).toISOString(),
      lastMessage: { content: '' },
    })),
  ...conversations,
];

/** New matches are listed at once, before anyone wrote, each with 'Start a conversation...'. */
export const NewMatches: Story = {
  args: { path: paths.messages },
  parameters: answering(
    http.get(`*${API_PREFIX}${endpoints.conversations.path}`, () => HttpResponse.json({ data: withNewMatches })),
  ),
  play: async ({ canvas }) => {
    await waitFor(async () => expect(canvas.getAllByText('Start a conversation...')).toHaveLength(3), loaded);
  },
};

export const NewMatchesMobile: Story = { ...NewMatches, globals: mobile };

/** A search that matches no one says so, instead of 'No matches yet.'. */
export const SearchWithoutResults: Story = {
  args: { path: paths.messages },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Listen to this.', {}, loaded);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Messages' }), 'Zelda');
    await expect(await canvas.findByText('No conversations match “Zelda”')).toBeVisible();
    await expect(canvas.queryByText('No matches yet.')).toBeNull();
  },
};

export const SearchWithoutResultsMobile: Story = { ...SearchWithoutResults, globals: mobile };

/** The conversation list could not be loaded: an error with Retry, never 'No matches yet.'. */
export const ListFailed: Story = {
  args: { path: paths.messages },
  parameters: answering(handlers.conversations.failure()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Couldn't load your conversations", {}, loaded)).toBeVisible();
    await expect(canvas.queryByText('No matches yet.')).toBeNull();
  },
};

export const ListFailedMobile: Story = { ...ListFailed, globals: mobile };

/** The open chat's history could not be loaded: an error with Retry, never the invitation to say hello. */
export const HistoryFailed: Story = {
  parameters: answering(handlers.history.failure()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Couldn't load this conversation", {}, loaded)).toBeVisible();
    await expect(canvas.queryByText('Say hello to Ava')).toBeNull();
  },
};

/** On a phone the chat shows alone, with the way back to the list. */
export const HistoryFailedMobile: Story = { ...HistoryFailed, globals: mobile };

/** The server is down: neither the list nor the chat (nor who it is with) could be loaded. */
export const ServerDown: Story = {
  parameters: answering(handlers.conversations.failure(), handlers.history.failure(), handlers.character.failure()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Couldn't load this conversation", {}, loaded)).toBeVisible();
    await expect(canvas.getByText("Couldn't load your conversations")).toBeVisible();
  },
};

export const ServerDownMobile: Story = {
  ...ServerDown,
  globals: mobile,
  play: shows("Couldn't load this conversation"),
};

/** A reply on its way: the sent message shows at once, the character types. */
export const Typing: Story = {
  parameters: answering(handlers.chat.slow),
  play: async (context) => {
    await sendMessage(context, "Hi, I'm Sam and I love hiking");
    await expect(context.canvas.getByText(`${ava.name} is typing`)).toBeInTheDocument();
  },
};

export const TypingMobile: Story = { ...Typing, globals: mobile };

/** The send failed: the message stays, nothing else changes (the failure is only logged). */
export const FailedSend: Story = {
  parameters: answering(handlers.chat.failure()),
  play: async (context) => {
    await sendMessage(context, 'Are you still there?');
    await waitFor(() => expect(context.canvas.queryByText(`${ava.name} is typing`)).toBeNull(), loaded);
    await expect(context.canvas.getByText('Are you still there?')).toBeVisible();
  },
};

export const FailedSendMobile: Story = { ...FailedSend, globals: mobile };

import type { ChatMessage } from '@kindred/contract';
import { history } from '@kindred/contract/fixtures';

/** The fixture history as a chat shows it: oldest first. */
export const conversationHistory: ChatMessage[] = [...history].reverse();

/** The latest page of a conversation whose older messages are still on the server. */
export const latestMessages: ChatMessage[] = conversationHistory.slice(-20);

/** A sent message whose reply never came: it stays in the history, nothing else changes. */
export const unansweredMessage: ChatMessage = {
  _id: 'message-061',
  type: 'human',
  content: 'Are you still there?',
  timestamp: '2025-09-20T21:02:00.000Z',
};

/** The user's latest message, answered by a reply in each state it can be in. */
export const askedAboutTheSea: ChatMessage = {
  _id: 'message-062',
  type: 'human',
  content: 'Tell me about the sea where you grew up.',
  timestamp: '2025-09-20T21:04:00.000Z',
};

const replyAboutTheSea = (reply: Partial<ChatMessage>): ChatMessage[] => [
  ...conversationHistory,
  askedAboutTheSea,
  {
    _id: 'message-063',
    type: 'ai',
    content: 'It was grey more often than blue, and loud all winter. My grandmother said it',
    timestamp: '2025-09-20T21:04:01.000Z',
    ...reply,
  },
];

/** A reply being written: its first words are in. */
export const streamingReply = replyAboutTheSea({ status: 'streaming' });
/** A reply asked for, before its first word. */
export const replyNotStarted = replyAboutTheSea({ status: 'streaming', content: '' });
export const stoppedReply = replyAboutTheSea({ status: 'stopped' });
export const interruptedReply = replyAboutTheSea({ status: 'interrupted' });
export const failedReply = replyAboutTheSea({ status: 'failed' });
/** The second of three replies to the same message is shown. */
export const alternativeReplies = replyAboutTheSea({
  content: 'Cold, bright and never still. I used to swim in it until October, just to say I had.',
  alternatives: ['message-060-a', 'message-063', 'message-063-b'],
});
/** The user rewrote their message; the reply answers the new words. */
export const editedMessage: ChatMessage[] = [
  ...conversationHistory,
  { ...askedAboutTheSea, editedAt: '2025-09-20T21:05:00.000Z' },
  {
    _id: 'message-064',
    type: 'ai',
    content: 'The harbour smelled of diesel and oranges. I still miss it.',
    timestamp: '2025-09-20T21:05:02.000Z',
  },
];

/** The user told the character something new: the reply says it was remembered. */
export const replyThatRemembers: ChatMessage[] = [
  ...conversationHistory,
  {
    _id: 'message-065',
    type: 'human',
    content: 'My sister Ana is getting married in Porto next spring.',
    timestamp: '2025-09-20T21:06:00.000Z',
  },
  {
    _id: 'message-066',
    type: 'ai',
    content: 'Ana is getting married? That is wonderful news. Porto in spring will be beautiful for it.',
    timestamp: '2025-09-20T21:06:02.000Z',
    memoryUpdated: true,
  },
];

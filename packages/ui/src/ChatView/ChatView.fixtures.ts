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

import type { ConversationSummary } from '@kindred/contract';
import { characters, conversations } from '@kindred/contract/fixtures';

/** The moment stories and tests happen: the morning after the fixture conversation with Ava. */
export const fixtureNow = new Date('2025-09-21T09:00:00.000Z');

const lastMessages = [
  '',
  'Promise me you will try the night train once.',
  'Ha! That is exactly what my sister said.',
  'I saved you a seat by the window.',
  'Goodnight, sleep well. Tell me about the dream tomorrow?',
  'The fog rolled in right after you left. Perfect ghost-walk weather.',
  'I found the recipe. It needs three days and a lot of patience.',
  'You were right.',
  'Send me a picture of the view when you get there!',
];

const newestFirst = (list: ConversationSummary[]) =>
  [...list].sort((a, b) => b.lastInteraction.localeCompare(a.lastInteraction));

/** Every fixture character, one of them a new match with no message yet, newest interaction first. */
export const manyConversations: ConversationSummary[] = newestFirst([
  ...conversations,
  ...characters
    .filter((character) => !conversations.some((conversation) => conversation._id === character._id))
    .map((character, index) => ({
      _id: character._id,
      name: character.name,
      profileImageUrl: character.profileImageUrl,
      lastInteraction: new Date(Date.UTC(2025, 8, 19 - index * 2, 20 - index, 15)).toISOString(),
      lastMessage: { content: lastMessages[index % lastMessages.length] ?? '' },
    })),
]);

/** The three conversations of the API fixtures, newest interaction first. */
export const fewConversations: ConversationSummary[] = newestFirst(conversations);

/** Names and messages that do not fit a row. */
export const longConversations: ConversationSummary[] = [
  {
    _id: 'maximiliana-von-hohenberg',
    name: 'Maximiliana Alexandra von Hohenberg-Castellanos',
    profileImageUrl: '',
    lastInteraction: '2025-09-21T08:40:00.000Z',
    lastMessage: {
      content: 'I have been thinking about what you said on the balcony, and honestly I cannot stop smiling about it.',
    },
  },
  ...fewConversations,
];

/**
 * Matches made at different moments, some written to and some not: a match without a message sorts
 * by when it was made and invites a first one.
 */
export const newMatches: ConversationSummary[] = newestFirst([
  ...fewConversations.slice(1),
  ...characters
    .filter((character) => !conversations.some((conversation) => conversation._id === character._id))
    .slice(0, 4)
    .map((character, index) => ({
      _id: character._id,
      name: character.name,
      profileImageUrl: character.profileImageUrl,
      lastInteraction: new Date(Date.UTC(2025, 8, 21, 8, 50 - index * 25)).toISOString(),
      lastMessage: { content: '' },
    })),
]);

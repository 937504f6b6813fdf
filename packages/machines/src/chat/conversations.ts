import {
  CONVERSATION_LIST_PAGE_SIZE,
  type ConversationSummary,
  PREVIEW_CUT,
  PREVIEW_ELLIPSIS,
} from '@kindred/contract';

/** The character of the open chat, listed even before any message was exchanged. */
export type ActiveConversation = Pick<ConversationSummary, '_id' | 'name' | 'profileImageUrl'>;

/** The last message cut at 35 characters plus '...'; empty when there is no message yet. */
export const previewText = (content: string | null | undefined): string => {
  const text = content ?? '';
  return text.length > PREVIEW_CUT ? `${text.slice(0, PREVIEW_CUT)}${PREVIEW_ELLIPSIS}` : text;
};

/** Conversations whose character's name contains the query, ignoring case. */
export const filterConversations = <T extends Pick<ConversationSummary, 'name'>>(conversations: T[], query: string) => {
  const needle = query.trim().toLowerCase();
  return needle === '' ? conversations : conversations.filter((c) => c.name.toLowerCase().includes(needle));
};

const time = (conversation: ConversationSummary) => Date.parse(conversation.lastInteraction) || 0;

/** Newest interaction first. */
export const sortConversations = (conversations: ConversationSummary[]) =>
  [...conversations].sort((a, b) => time(b) - time(a));

/** Later pages may repeat a conversation that moved; each is listed once, with its newest data. */
export const mergeConversations = (current: ConversationSummary[], received: ConversationSummary[]) => {
  const byId = new Map(current.map((conversation) => [conversation._id, conversation]));
  for (const conversation of received) byId.set(conversation._id, conversation);
  return [...byId.values()];
};

/** A short page is the last one. */
export const isLastConversationPage = (page: ConversationSummary[]) => page.length < CONVERSATION_LIST_PAGE_SIZE;

/** The active character heads the list when it has no conversation yet. */
export const withActiveConversation = (
  conversations: ConversationSummary[],
  active: ActiveConversation | null,
): ConversationSummary[] =>
  active === null || conversations.some((conversation) => conversation._id === active._id)
    ? conversations
    : [{ ...active, lastInteraction: '', lastMessage: { content: '' } }, ...conversations];

/**
 * The search, when it is what leaves the list empty: the user has conversations, but none whose
 * name matches. Undefined when nothing is searched, something matches, or there is nothing to search.
 */
export const searchWithoutResults = (context: {
  conversations: ConversationSummary[];
  active: ActiveConversation | null;
  search: string;
}): string | undefined => {
  const query = context.search.trim();
  const all = withActiveConversation(context.conversations, context.active);
  return query !== '' && all.length > 0 && filterConversations(all, query).length === 0 ? query : undefined;
};

/** What the list shows: sorted newest first, the active character added, filtered by the search. */
export const visibleConversations = (context: {
  conversations: ConversationSummary[];
  active: ActiveConversation | null;
  search: string;
}) =>
  filterConversations(withActiveConversation(sortConversations(context.conversations), context.active), context.search);

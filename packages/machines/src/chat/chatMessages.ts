import { CHAT_HISTORY_PAGE_SIZE, type ChatMessage, trimText } from '@kindred/contract';

/** A message of the open conversation; `local` ones were made here and await the server's copy. */
export interface ConversationMessage extends ChatMessage {
  local?: boolean;
}

const time = (message: Pick<ChatMessage, 'timestamp'>) => Date.parse(message.timestamp);

/** Pages come newest first; the view shows them oldest first. */
export const oldestFirst = (page: ChatMessage[]): ChatMessage[] => [...page].reverse();

/** Older messages may exist only when a history page came back full. */
export const hasMoreHistory = (page: ChatMessage[]) => page.length === CHAT_HISTORY_PAGE_SIZE;

/** The latest history page, keeping messages sent from here that the page does not show yet. */
export const withHistory = (messages: ConversationMessage[], page: ChatMessage[]): ConversationMessage[] => [
  ...oldestFirst(page),
  ...messages.filter((message) => message.local),
];

/** An older page goes before what is shown; messages already shown are not repeated. */
export const prependOlder = (messages: ConversationMessage[], page: ChatMessage[]): ConversationMessage[] => {
  const known = new Set(messages.map((message) => message._id));
  return [...oldestFirst(page).filter((message) => !known.has(message._id)), ...messages];
};

/** The time of the newest message the server has given; local times come from this device's clock. */
export const latestTimestamp = (messages: ConversationMessage[]) =>
  messages
    .filter((message) => !message.local)
    .reduce((latest, message) => Math.max(latest, time(message)), Number.NEGATIVE_INFINITY);

/**
 * Adds the polled messages newer than the latest one known from the server. A polled copy of a
 * message shown early from here (the optimistic human message, a reply) takes its place instead.
 */
export const mergePolled = (
  messages: ConversationMessage[],
  polled: ChatMessage[],
): { messages: ConversationMessage[]; added: ChatMessage[] } => {
  const latest = latestTimestamp(messages);
  const known = new Set(messages.map((message) => message._id));
  const merged = [...messages];
  const added: ChatMessage[] = [];
  for (const message of [...polled].sort((a, b) => time(a) - time(b))) {
    if (known.has(message._id)) continue;
    const local = merged.findIndex(
      (shown) => shown.local && shown.type === message.type && shown.content === message.content,
    );
    if (local >= 0) merged[local] = message;
    else if (time(message) > latest) {
      merged.push(message);
      added.push(message);
    }
  }
  return { messages: merged, added };
};

/** Sending needs some text besides whitespace and other invisible characters. */
export const canSendText = (text: string) => trimText(text) !== '';

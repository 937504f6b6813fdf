import { CHAT_HISTORY_PAGE_SIZE, type ChatMessage, type ChatStreamEvent, trimText } from '@kindred/contract';

/** A message of the open conversation; `local` ones were made here and await the server's copy. */
export interface ConversationMessage extends ChatMessage {
  local?: boolean;
  /** A local message the server never got; `idempotencyKey` sends it again as the same message. */
  undelivered?: boolean;
  idempotencyKey?: string;
  /** Deleted here a moment ago: it can still be brought back. */
  deleted?: boolean;
}

/**
 * The conversation after one event of a reply being written: the stored copy of the sent message
 * replaces the local one, the reply appears, grows by each piece that continues it, and takes its
 * stored end. A piece that does not continue what is shown is left for the end to put right.
 */
export function withStreamEvent(
  messages: ConversationMessage[],
  event: ChatStreamEvent,
  localId: string | undefined,
): ConversationMessage[] {
  switch (event.type) {
    case 'human':
      return messages.map((message) => (message._id === localId ? event.message : message));
    case 'reply':
    case 'done': {
      const index = messages.findIndex((message) => message._id === event.message._id);
      if (index < 0) return [...messages, event.message];
      return messages.map((message, at) => (at === index ? event.message : message));
    }
    case 'delta':
      return messages.map((message) =>
        message._id === event.messageId && message.content.length + event.text.length === event.offset
          ? { ...message, content: message.content + event.text }
          : message,
      );
    case 'error':
      return messages;
  }
}

/** Whether a poll's copy of a message says more than the one shown: its end, new words, another choice. */
const changed = (shown: ChatMessage, polled: ChatMessage) =>
  shown.content !== polled.content ||
  shown.status !== polled.status ||
  shown.editedAt !== polled.editedAt ||
  shown.alternatives?.join() !== polled.alternatives?.join();

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
 * Adds the polled messages newer than the latest one known from the server, and updates those shown
 * whose copy changed (a reply written elsewhere grew or ended, an alternative was chosen). A polled
 * copy of a message shown early from here (the optimistic human message, a reply) takes its place
 * instead. `streamedHere` is a reply whose events come here as it is written.
 */
export const mergePolled = (
  messages: ConversationMessage[],
  polled: ChatMessage[],
  streamedHere?: string,
): { messages: ConversationMessage[]; added: ChatMessage[] } => {
  const latest = latestTimestamp(messages);
  const known = new Map(messages.map((message, index) => [message._id, index]));
  const merged = [...messages];
  const added: ChatMessage[] = [];
  for (const message of [...polled].sort((a, b) => time(a) - time(b))) {
    const index = known.get(message._id);
    if (index !== undefined) {
      // A reply streamed here is newer than any poll of it; a message deleted here waits for its undo.
      const shown = merged[index];
      if (shown && message._id !== streamedHere && !shown.deleted && changed(shown, message)) merged[index] = message;
      continue;
    }
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

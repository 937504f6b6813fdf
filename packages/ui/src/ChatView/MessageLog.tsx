import { ScreenState } from '../ScreenState';
import { Spinner } from '../Spinner';
import { TypingIndicator } from '../TypingIndicator';
import { ChatMessageBubbles, type ChatViewMessage, type MessageHandlers } from './ChatMessageBubbles';
import * as styles from './MessageLog.css';
import { useChatScroll } from './useChatScroll';

/** What the log says besides the messages themselves. */
export const messageLogTexts = {
  emptyTitle: (firstName: string) => `Say hello to ${firstName}`,
  emptyMessage: 'Every story starts with a first message. Ask a question, share your day.',
  loading: 'Loading messages',
  loadingOlder: 'Loading older messages',
  loadFailed: "Couldn't load this conversation",
  loadFailedMessage: 'The server could not be reached. We keep trying by ourselves, or you can retry now.',
} as const;

export type MessageLogProps = MessageHandlers & {
  characterName: string;
  /** Oldest first. */
  messages: ChatViewMessage[];
  /** A reply is being written: messages cannot be changed meanwhile. */
  replying?: boolean;
  typing: boolean;
  loading: boolean;
  loadingOlder: boolean;
  /** The history could not be loaded: an error with Retry instead of the messages. */
  failed?: boolean;
  now?: Date;
  onScrollToTop?: () => void;
  /** Retry was pressed on the failed history. */
  onRetry?: () => void;
  /** What the character remembers about the user, linked under a reply that taught it something. */
  memoryHref?: string;
};

/**
 * The scrolling history of a conversation. It is not read out as it changes (a reply grows piece by
 * piece): the chat announces each completed reply once, apart.
 */
export function MessageLog({
  characterName,
  messages,
  typing,
  loading,
  loadingOlder,
  failed = false,
  now,
  onScrollToTop,
  onRetry,
  replying = false,
  ...handlers
}: MessageLogProps) {
  const { ref, onScroll } = useChatScroll({
    firstId: messages[0]?._id,
    lastId: messages.at(-1)?._id,
    typing,
    onScrollToTop,
  });

  const history = failed ? (
    <div className={styles.empty}>
      <ScreenState
        kind="error"
        size="section"
        title={messageLogTexts.loadFailed}
        message={messageLogTexts.loadFailedMessage}
        onRetry={onRetry}
      />
    </div>
  ) : messages.length === 0 && !typing ? (
    <EmptyConversation characterName={characterName} />
  ) : (
    messages.map((message, index) => (
      <ChatMessageBubbles
        key={message._id}
        message={message}
        characterName={characterName}
        startsTurn={index > 0 && messages[index - 1]?.type !== message.type}
        latestReply={index === messages.length - 1 && message.type === 'ai'}
        replying={replying}
        now={now}
        {...handlers}
      />
    ))
  );

  return (
    <div
      ref={ref}
      className={styles.log}
      role="log"
      aria-live="off"
      aria-label={`Conversation with ${characterName}`}
      aria-busy={loading || loadingOlder}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the history
      tabIndex={0}
      onScroll={onScroll}
    >
      <div className={styles.thread}>
        {loadingOlder && (
          <div className={styles.older}>
            <Spinner label={messageLogTexts.loadingOlder} />
          </div>
        )}
        {loading && !failed ? (
          <div className={styles.status}>
            <Spinner size="large" label={messageLogTexts.loading} />
          </div>
        ) : (
          history
        )}
        {typing && (
          <div className={styles.typing}>
            <TypingIndicator name={characterName} />
          </div>
        )}
      </div>
    </div>
  );
}

/** A conversation without messages yet: an invitation to write the first one. */
function EmptyConversation({ characterName }: { characterName: string }) {
  const firstName = characterName.trim().split(/\s+/)[0];
  return (
    <div className={styles.empty}>
      <ScreenState
        kind="empty"
        size="section"
        title={messageLogTexts.emptyTitle(firstName ?? characterName)}
        message={messageLogTexts.emptyMessage}
      />
    </div>
  );
}

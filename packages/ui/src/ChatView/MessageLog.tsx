import type { ChatMessage } from '@kindred/contract';
import { ScreenState } from '../ScreenState';
import { Spinner } from '../Spinner';
import { TypingIndicator } from '../TypingIndicator';
import { ChatMessageBubbles } from './ChatMessageBubbles';
import * as styles from './MessageLog.css';
import { useChatScroll } from './useChatScroll';

export type MessageLogProps = {
  characterName: string;
  /** Oldest first. */
  messages: ChatMessage[];
  typing: boolean;
  loading: boolean;
  loadingOlder: boolean;
  now?: Date;
  onScrollToTop?: () => void;
};

/** The scrolling history of a conversation, announced to screen readers as it grows. */
export function MessageLog({
  characterName,
  messages,
  typing,
  loading,
  loadingOlder,
  now,
  onScrollToTop,
}: MessageLogProps) {
  const { ref, onScroll } = useChatScroll({
    firstId: messages[0]?._id,
    lastId: messages.at(-1)?._id,
    typing,
    onScrollToTop,
  });

  const history =
    messages.length === 0 && !typing ? (
      <EmptyConversation characterName={characterName} />
    ) : (
      messages.map((message, index) => (
        <ChatMessageBubbles
          key={message._id}
          message={message}
          characterName={characterName}
          startsTurn={index > 0 && messages[index - 1]?.type !== message.type}
          now={now}
        />
      ))
    );

  return (
    <div
      ref={ref}
      className={styles.log}
      role="log"
      aria-live="polite"
      aria-label={`Conversation with ${characterName}`}
      aria-busy={loading || loadingOlder}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the history
      tabIndex={0}
      onScroll={onScroll}
    >
      <div className={styles.thread}>
        {loadingOlder && (
          <div className={styles.older}>
            <Spinner label="Loading older messages" />
          </div>
        )}
        {loading ? (
          <div className={styles.status}>
            <Spinner size="large" label="Loading messages" />
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
        title={`Say hello to ${firstName}`}
        message="Every story starts with a first message. Ask a question, share your day."
      />
    </div>
  );
}

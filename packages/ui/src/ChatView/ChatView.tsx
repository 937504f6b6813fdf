import { Fragment, useId } from 'react';
import { visuallyHidden } from '../theme/utilities.css';
import { ChatHeader, type ChatPartner } from './ChatHeader';
import type { ChatViewMessage, MessageHandlers } from './ChatMessageBubbles';
import * as styles from './ChatView.css';
import { Composer } from './Composer';
import { MessageLog } from './MessageLog';

export type ChatViewProps = MessageHandlers & {
  character: ChatPartner;
  /** The conversation, oldest first; each message shows as the bubbles its text splits into. */
  messages: ChatViewMessage[];
  /** A reply is being written: Stop takes the place of Send. */
  replying?: boolean;
  /** Stop was pressed and the reply is being stopped. */
  stopping?: boolean;
  onStop?: () => void;
  /** Read out once by screen readers: the words of a reply that has just been completed. */
  announcement?: string;
  /** The character is writing a reply. */
  typing?: boolean;
  /** The history is loading: a spinner instead of the messages. */
  loading?: boolean;
  /** Older messages are on their way: a small spinner above the oldest one. */
  loadingOlder?: boolean;
  /** The history could not be loaded: an error with Retry instead of the messages. */
  failed?: boolean;
  /** The moment message times are relative to; fixed in stories and tests. */
  now?: Date;
  /** Receives the trimmed text of a new message; the composer clears itself. */
  onSend: (text: string) => void;
  /** The reader reached the top of the history: time to load older messages. */
  onScrollToTop?: () => void;
  /** Back to the conversation list (phones only). */
  onBack?: () => void;
  /** Retry was pressed on the failed history. */
  onRetry?: () => void;
  /** What the character remembers about the user: linked from the header and under a reply that taught it something. */
  memoryHref?: string;
};

/** A conversation with one character: who it is with, the history, and the composer. */
export function ChatView({
  character,
  messages,
  typing = false,
  loading = false,
  loadingOlder = false,
  failed = false,
  now,
  onSend,
  onScrollToTop,
  onBack,
  onRetry,
  replying = false,
  stopping = false,
  onStop,
  announcement = '',
  memoryHref,
  ...handlers
}: ChatViewProps) {
  const headingId = useId();
  return (
    <section className={styles.chat} aria-labelledby={headingId}>
      <ChatHeader character={character} headingId={headingId} onBack={onBack} memoryHref={memoryHref} />
      <p className={visuallyHidden} aria-live="polite">
        {announcement}
      </p>
      {/* Another conversation starts scrolled to its own newest message, with an empty draft. */}
      <Fragment key={character._id}>
        <MessageLog
          characterName={character.name}
          messages={messages}
          typing={typing}
          loading={loading}
          loadingOlder={loadingOlder}
          failed={failed}
          now={now}
          onScrollToTop={onScrollToTop}
          onRetry={onRetry}
          replying={replying}
          memoryHref={memoryHref}
          {...handlers}
        />
        <Composer
          recipientName={character.name}
          onSend={onSend}
          replying={replying}
          stopping={stopping}
          onStop={onStop}
        />
      </Fragment>
    </section>
  );
}

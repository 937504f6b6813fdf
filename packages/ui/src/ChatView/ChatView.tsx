import type { ChatMessage } from '@kindred/contract';
import { Fragment, useId } from 'react';
import { ChatHeader, type ChatPartner } from './ChatHeader';
import * as styles from './ChatView.css';
import { Composer } from './Composer';
import { MessageLog } from './MessageLog';

export type ChatViewProps = {
  character: ChatPartner;
  /** The conversation, oldest first; each message shows as the bubbles its text splits into. */
  messages: ChatMessage[];
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
}: ChatViewProps) {
  const headingId = useId();
  return (
    <section className={styles.chat} aria-labelledby={headingId}>
      <ChatHeader character={character} headingId={headingId} onBack={onBack} />
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
        />
        <Composer recipientName={character.name} onSend={onSend} />
      </Fragment>
    </section>
  );
}

import type { MessageType } from '@kindred/contract';
import type { ReactNode } from 'react';
import { formatMessageTime } from '../chat-text';
import * as styles from './ChatBubble.css';

export const chatBubbleSenders = ['human', 'ai'] as const satisfies readonly MessageType[];

export type ChatBubbleProps = {
  /** The user's bubbles sit on the right in the rose gradient, the character's on the left. */
  sender: MessageType;
  children: ReactNode;
  /** Follows another bubble of the same message, so the corner on the sender's side joins it. */
  continued?: boolean;
  /** The message's time (ISO), shown under the bubble: only a message's last bubble carries it. */
  timestamp?: string;
  /** The moment the time is relative to ('Yesterday, 9:41 PM'); fixed in stories and tests. */
  now?: Date;
  /** A quiet word beside the time, such as 'Edited'; shown only with the time. */
  note?: string;
};

/** One bubble of a chat message. */
export function ChatBubble({ sender, children, continued, timestamp, now, note }: ChatBubbleProps) {
  return (
    <div className={styles.row({ sender })} data-sender={sender}>
      <div className={styles.bubble({ sender, continued })}>{children}</div>
      {timestamp && (
        <div className={styles.meta}>
          <time dateTime={timestamp}>{formatMessageTime(timestamp, now)}</time>
          {note && (
            <>
              <span aria-hidden="true">·</span>
              <span className={styles.note}>{note}</span>
            </>
          )}
        </div>
      )}
    </div>
  );
}

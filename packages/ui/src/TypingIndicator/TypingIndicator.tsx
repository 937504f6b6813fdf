import { ChatBubble } from '../ChatBubble';
import { visuallyHidden } from '../theme/utilities.css';
import * as styles from './TypingIndicator.css';

export type TypingIndicatorProps = {
  /** Who is writing, for screen readers: '{name} is typing'. */
  name: string;
};

/** Three rose dots in a bubble on the character's side while a reply is on its way. */
export function TypingIndicator({ name }: TypingIndicatorProps) {
  return (
    <ChatBubble sender="ai">
      <span className={styles.dots}>
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={visuallyHidden}>{name} is typing</span>
      </span>
    </ChatBubble>
  );
}

import type { ChatMessage } from '@kindred/contract';
import { ChatBubble } from '../ChatBubble';
import { splitIntoBubbles } from '../chat-text';
import { visuallyHidden } from '../theme/utilities.css';
import * as styles from './MessageLog.css';

export type ChatMessageBubblesProps = {
  message: ChatMessage;
  characterName: string;
  /** The previous message came from the other side. */
  startsTurn: boolean;
  now?: Date;
};

/** One message as the bubbles its text splits into, with the time on the last one. */
export function ChatMessageBubbles({ message, characterName, startsTurn, now }: ChatMessageBubblesProps) {
  const bubbles = splitIntoBubbles(message.content);
  if (bubbles.length === 0) return null;
  const lastIndex = bubbles.length - 1;
  return (
    <div className={styles.message({ startsTurn })}>
      {/* The side a bubble sits on says who spoke; screen readers are told in words. */}
      <span className={visuallyHidden}>{message.type === 'human' ? 'You' : characterName} said:</span>
      {bubbles.map((text, index) => (
        <ChatBubble
          // The bubbles of a message never change order, so their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          sender={message.type}
          continued={index > 0}
          timestamp={index === lastIndex ? message.timestamp : undefined}
          now={now}
        >
          {text}
        </ChatBubble>
      ))}
    </div>
  );
}

import type { ConversationSummary } from '@kindred/contract';
import { conversationPreview, formatConversationTime } from '../chat-text';
import { CharacterAvatar } from './CharacterAvatar';
import * as styles from './ConversationList.css';

export type ConversationRowProps = {
  conversation: ConversationSummary;
  active: boolean;
  now?: Date;
  onSelect: (id: string) => void;
};

export function ConversationRow({ conversation, active, now, onSelect }: ConversationRowProps) {
  const preview = conversationPreview(conversation.lastMessage.content);
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        aria-current={active || undefined}
        onClick={() => onSelect(conversation._id)}
      >
        <CharacterAvatar name={conversation.name} imageUrl={conversation.profileImageUrl} size="large" />
        <span className={styles.rowText}>
          <span className={styles.rowHeading}>
            <span className={styles.name}>{conversation.name}</span>
            <time className={styles.time} dateTime={conversation.lastInteraction}>
              {formatConversationTime(conversation.lastInteraction, now)}
            </time>
          </span>
          <span className={styles.preview({ empty: preview === '' })}>{preview || 'Start a conversation...'}</span>
        </span>
      </button>
    </li>
  );
}

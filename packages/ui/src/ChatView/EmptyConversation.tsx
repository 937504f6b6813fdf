import { ScreenState } from '../ScreenState';
import * as styles from './MessageLog.css';

/** A conversation without messages yet: an invitation to write the first one. */
export function EmptyConversation({ characterName }: { characterName: string }) {
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

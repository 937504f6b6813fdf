import type { ReactNode } from 'react';
import { ScreenState } from '../ScreenState';
import * as styles from './Messages.css';

export const messagesPanes = ['list', 'chat'] as const;

export type MessagesProps = {
  /** The conversation list (a `ConversationList`). */
  list: ReactNode;
  /** The open conversation (a `ChatView`); without one, the chat pane invites the user to pick one. */
  chat?: ReactNode;
  /** The pane a phone shows; from tablets up both panes show side by side. */
  activePane: (typeof messagesPanes)[number];
};

/** The Messages screen: conversations on the left, the open chat on the right. */
export function Messages({ list, chat, activePane }: MessagesProps) {
  return (
    <main className={styles.page}>
      <div className={`${styles.pane({ hiddenOnPhone: activePane !== 'list' })} ${styles.listPane}`}>
        <h1 className={styles.title}>Messages</h1>
        {list}
      </div>
      <div className={`${styles.pane({ hiddenOnPhone: activePane !== 'chat' })} ${styles.chatPane}`}>
        {chat ?? <NoConversationOpen />}
      </div>
    </main>
  );
}

function NoConversationOpen() {
  return (
    <div className={styles.placeholder}>
      <ScreenState
        kind="empty"
        size="section"
        title="Pick up where you left off"
        message="Choose a conversation to keep talking, or say hello to a new match."
      />
    </div>
  );
}

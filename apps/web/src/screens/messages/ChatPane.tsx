import { type ChatMessage, conversationMemoryPath } from '@kindred/contract';
import { type ChatSnapshot, chatHistoryFailed, isReplying, isStopping, isTyping } from '@kindred/machines';
import { type ChatPartner, ChatView, messageLogTexts, ScreenState } from '@kindred/ui';
import { shallowEqual, useSelector } from '@xstate/react';
import * as styles from './ChatPane.css';
import type { ChatActor } from './useChat';

export type ChatPaneProps = {
  chat: ChatActor;
  /** The conversation the route asks for. */
  characterId: string;
  /** Who the conversation is with; unknown until the character (or its conversation) has loaded. */
  partner: ChatPartner | undefined;
  /** The character could not be loaded: `notFound` when there is no such character. */
  failure: 'notFound' | 'failed' | undefined;
  onBack: () => void;
  /** Retry was pressed: load the character (if it failed) and the history again. */
  onRetry: () => void;
};

const noMessages: ChatMessage[] = [];

/**
 * What the chat view shows of the machine. Until the machine has switched to the route's
 * conversation, the previous one's messages must not show under the new character's name.
 */
function chatViewOf(snapshot: ChatSnapshot, characterId: string) {
  const open = snapshot.context.characterId === characterId;
  return {
    messages: open ? snapshot.context.messages : noMessages,
    typing: open && isTyping(snapshot),
    loading: !open || snapshot.matches({ conversation: 'loading' }),
    loadingOlder: open && snapshot.matches({ conversation: { ready: { history: 'loadingOlder' } } }),
    failed: open && chatHistoryFailed(snapshot),
    replying: open && isReplying(snapshot),
    stopping: open && isStopping(snapshot),
    announcement: open ? snapshot.context.announcement : '',
  };
}

/** The chat pane of the Messages screen, bound to the chat machine. */
export function ChatPane({ chat, characterId, partner, failure, onBack, onRetry }: ChatPaneProps) {
  const view = useSelector(chat, (snapshot) => chatViewOf(snapshot, characterId), shallowEqual);

  if (!partner) {
    return (
      <div className={styles.placeholder}>
        {failure === 'notFound' ? (
          <ScreenState kind="error" size="section" title="Failed to load character" />
        ) : failure === 'failed' ? (
          <ScreenState
            kind="error"
            size="section"
            title={messageLogTexts.loadFailed}
            message={messageLogTexts.loadFailedMessage}
            onRetry={onRetry}
          />
        ) : (
          <ScreenState kind="loading" size="section" title="Loading..." />
        )}
      </div>
    );
  }

  const send = (text: string) => {
    chat.send({ type: 'user.type', text });
    chat.send({ type: 'user.send' });
  };

  return (
    <ChatView
      character={partner}
      {...view}
      onSend={send}
      onScrollToTop={() => chat.send({ type: 'user.scrolledToTop' })}
      onBack={onBack}
      onRetry={onRetry}
      memoryHref={conversationMemoryPath(characterId)}
      announcement={view.announcement && `${partner.name} said: ${view.announcement}`}
      onStop={() => chat.send({ type: 'user.stop' })}
      onRegenerate={(messageId) => chat.send({ type: 'user.regenerate', messageId })}
      onChooseAlternative={(messageId, alternativeId) =>
        chat.send({ type: 'user.chooseAlternative', messageId, alternativeId })
      }
      onEdit={(messageId, text) => chat.send({ type: 'user.editMessage', messageId, text })}
      onDelete={(messageId) => chat.send({ type: 'user.deleteMessage', messageId })}
      onUndoDelete={(messageId) => chat.send({ type: 'user.undoDelete', messageId })}
      onRetrySend={(messageId) => chat.send({ type: 'user.retrySend', messageId })}
    />
  );
}

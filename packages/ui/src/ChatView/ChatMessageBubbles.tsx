import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage, type MessageStatus, trimText } from '@kindred/contract';
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { ChatBubble } from '../ChatBubble';
import { splitIntoBubbles } from '../chat-text';
import { SparkleIcon } from '../icons';
import { TextLink } from '../TextLink';
import { TypingIndicator } from '../TypingIndicator';
import { visuallyHidden } from '../theme/utilities.css';
import * as actionStyles from './MessageActions.css';
import * as styles from './MessageLog.css';

/** A message as the conversation shows it: as stored, or in a state only this browser knows. */
export type ChatViewMessage = ChatMessage & {
  /** A message of the user the server never got: it can be sent again. */
  undelivered?: boolean;
  /** Deleted by the user a moment ago: it can still be brought back. */
  deleted?: boolean;
  /** Shown before the server has it. */
  local?: boolean;
};

/** What a user can do with a message; each is offered only when given. */
export type MessageHandlers = {
  onRegenerate?: (messageId: string) => void;
  onChooseAlternative?: (messageId: string, alternativeId: string) => void;
  onEdit?: (messageId: string, text: string) => void;
  onDelete?: (messageId: string) => void;
  onUndoDelete?: (messageId: string) => void;
  onRetrySend?: (messageId: string) => void;
};

/** What the chat says about a message besides its text. */
export const messageTexts = {
  stopped: 'Stopped',
  failed: 'This reply could not be finished.',
  interrupted: 'This reply was interrupted.',
  edited: 'Edited',
  notDelivered: 'Not delivered',
  retry: 'Retry',
  deleted: 'Message deleted',
  undo: 'Undo',
  copy: 'Copy',
  copied: 'Copied',
  regenerate: 'Regenerate',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  previousReply: 'Previous reply',
  nextReply: 'Next reply',
  replyOf: (index: number, count: number) => `${index}/${count}`,
  editLabel: 'Edit your message',
  memoryUpdated: 'Memory updated',
} as const;

const endings: Partial<Record<MessageStatus, string>> = {
  stopped: messageTexts.stopped,
  failed: messageTexts.failed,
  interrupted: messageTexts.interrupted,
};

const COPIED_FOR_MS = 2_000;

export type ChatMessageBubblesProps = MessageHandlers & {
  message: ChatViewMessage;
  characterName: string;
  /** The previous message came from the other side. */
  startsTurn: boolean;
  /** The conversation's latest reply: the one that can be written again. */
  latestReply?: boolean;
  /** A reply is being written in the conversation: nothing can be changed meanwhile. */
  replying?: boolean;
  now?: Date;
  /** What the character remembers about the user: a reply that taught it something links there. */
  memoryHref?: string;
};

/**
 * One message as the bubbles its text splits into, with the time on the last one, what became of it
 * (stopped, edited, not delivered…) and what the user can do with it.
 */
export function ChatMessageBubbles({
  message,
  characterName,
  startsTurn,
  latestReply = false,
  replying = false,
  now,
  memoryHref,
  ...handlers
}: ChatMessageBubblesProps) {
  const [editing, setEditing] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // Leaving the editor puts the keyboard back where it was: on Edit, or on the message if Edit is off.
  const returnFocus = useRef(false);
  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    const edit = editButton.current;
    if (edit && !edit.disabled) edit.focus();
    else host.current?.focus();
  }, [editing]);

  // Delete pressed here puts the keyboard on Undo once the message is deleted, and Undo back on the message.
  const undoButton = useRef<HTMLButtonElement>(null);
  const focusAfterDelete = useRef<'undo' | 'message' | null>(null);
  useEffect(() => {
    const next = focusAfterDelete.current;
    focusAfterDelete.current = null;
    if (next === 'undo' && message.deleted) undoButton.current?.focus();
    else if (next === 'message' && !message.deleted) host.current?.focus();
  }, [message.deleted]);
  const onDelete =
    handlers.onDelete &&
    ((messageId: string) => {
      focusAfterDelete.current = 'undo';
      handlers.onDelete?.(messageId);
    });
  const undoNoteId = useId();

  const speaker = message.type === 'human' ? 'You' : characterName;

  if (message.deleted) {
    return (
      <div className={styles.message({ startsTurn })}>
        <p className={actionStyles.deleted}>
          <span id={undoNoteId}>{messageTexts.deleted}</span>
          {handlers.onUndoDelete && (
            <button
              ref={undoButton}
              type="button"
              className={actionStyles.action}
              aria-describedby={undoNoteId}
              onClick={() => {
                focusAfterDelete.current = 'message';
                handlers.onUndoDelete?.(message._id);
              }}
            >
              {messageTexts.undo}
            </button>
          )}
        </p>
      </div>
    );
  }

  const streaming = message.status === 'streaming';
  if (streaming && !message.content) {
    return (
      <div className={styles.typing}>
        <TypingIndicator name={characterName} />
      </div>
    );
  }

  if (editing) {
    return (
      <div className={styles.message({ startsTurn })}>
        <MessageEditor
          text={message.content}
          onSave={(text) => {
            stopEditing();
            if (text !== message.content) handlers.onEdit?.(message._id, text);
          }}
          onCancel={stopEditing}
        />
      </div>
    );
  }

  const bubbles = splitIntoBubbles(message.content);
  const lastIndex = bubbles.length - 1;
  return (
    // Focusable by a touch, so that touching a message shows its actions.
    <div
      ref={host}
      className={`${styles.message({ startsTurn })} ${actionStyles.host}`}
      data-status={message.status ?? 'complete'}
      tabIndex={-1}
    >
      {/* The side a bubble sits on says who spoke; screen readers are told in words. */}
      {bubbles.length > 0 && <span className={visuallyHidden}>{speaker} said:</span>}
      {bubbles.map((text, index) => (
        <ChatBubble
          // The bubbles of a message never change order, so their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          sender={message.type}
          continued={index > 0}
          timestamp={index === lastIndex && !streaming ? message.timestamp : undefined}
          note={message.editedAt ? messageTexts.edited : undefined}
          now={now}
        >
          {text}
        </ChatBubble>
      ))}
      {!streaming && message.type === 'ai' && message.memoryUpdated && memoryHref && (
        <div className={actionStyles.footer({ sender: 'ai' })}>
          <TextLink href={memoryHref} tone="muted" underline="hover">
            <SparkleIcon size="small" />
            {messageTexts.memoryUpdated}
          </TextLink>
        </div>
      )}
      {!streaming && (
        <MessageFooter
          message={message}
          latestReply={latestReply}
          replying={replying}
          onStartEditing={() => setEditing(true)}
          editButton={editButton}
          {...handlers}
          onDelete={onDelete}
        />
      )}
    </div>
  );
}

function MessageFooter({
  message,
  latestReply,
  replying,
  onStartEditing,
  editButton,
  onRegenerate,
  onChooseAlternative,
  onEdit,
  onDelete,
  onRetrySend,
}: MessageHandlers & {
  message: ChatViewMessage;
  latestReply: boolean;
  replying: boolean;
  onStartEditing: () => void;
  editButton: Ref<HTMLButtonElement>;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  if (message.undelivered) {
    return (
      <div className={actionStyles.footer({ sender: message.type })}>
        <span className={actionStyles.problem}>{messageTexts.notDelivered}</span>
        {onRetrySend && (
          <button type="button" className={actionStyles.action} onClick={() => onRetrySend(message._id)}>
            {messageTexts.retry}
          </button>
        )}
      </div>
    );
  }
  if (message.local) return null;

  const ending = message.status && endings[message.status];
  const alternatives = message.alternatives ?? [];
  const position = alternatives.indexOf(message._id);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message.content);
      setCopied(true);
    } catch {
      // No clipboard here (an insecure page, a refused permission): the text can still be selected.
    }
  };

  const notes = ending && (
    <div className={actionStyles.footer({ sender: message.type })}>
      <span className={message.status === 'stopped' ? actionStyles.note : actionStyles.problem}>{ending}</span>
    </div>
  );
  return (
    <>
      {notes}
      <div
        className={`${actionStyles.footer({ sender: message.type })} ${actionStyles.actions({ shown: latestReply })}`}
      >
        {alternatives.length > 1 && position >= 0 && onChooseAlternative && (
          <span className={actionStyles.pager}>
            <button
              type="button"
              className={`${actionStyles.action} ${actionStyles.pagerButton}`}
              aria-label={messageTexts.previousReply}
              disabled={position === 0 || replying}
              onClick={() => onChooseAlternative(message._id, alternatives[position - 1] ?? message._id)}
            >
              ‹
            </button>
            {messageTexts.replyOf(position + 1, alternatives.length)}
            <button
              type="button"
              className={`${actionStyles.action} ${actionStyles.pagerButton}`}
              aria-label={messageTexts.nextReply}
              disabled={position === alternatives.length - 1 || replying}
              onClick={() => onChooseAlternative(message._id, alternatives[position + 1] ?? message._id)}
            >
              ›
            </button>
          </span>
        )}
        {message.content && (
          <button type="button" className={actionStyles.action} onClick={copy}>
            {copied ? messageTexts.copied : messageTexts.copy}
          </button>
        )}
        {/* A changed button name is not read out: the confirmation is said apart. */}
        <span className={visuallyHidden} role="status">
          {copied ? messageTexts.copied : ''}
        </span>
        {message.type === 'ai' && latestReply && onRegenerate && (
          <button
            type="button"
            className={actionStyles.action}
            disabled={replying}
            onClick={() => onRegenerate(message._id)}
          >
            {messageTexts.regenerate}
          </button>
        )}
        {message.type === 'human' && onEdit && (
          <button
            ref={editButton}
            type="button"
            className={actionStyles.action}
            disabled={replying}
            onClick={onStartEditing}
          >
            {messageTexts.edit}
          </button>
        )}
        {onDelete && (
          <button
            type="button"
            className={actionStyles.action}
            disabled={replying}
            onClick={() => onDelete(message._id)}
          >
            {messageTexts.delete}
          </button>
        )}
      </div>
    </>
  );
}

/** The user's message in a text box: Enter or Save keeps the new words, Escape or Cancel the old ones. */
function MessageEditor({
  text,
  onSave,
  onCancel,
}: {
  text: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(text);
  const id = useId();
  const trimmed = trimText(draft);
  const save = () => {
    if (trimmed) onSave(trimmed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };
  return (
    <div className={actionStyles.editor}>
      <label className={visuallyHidden} htmlFor={id}>
        {messageTexts.editLabel}
      </label>
      <textarea
        id={id}
        className={actionStyles.editBox}
        value={draft}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        // biome-ignore lint/a11y/noAutofocus: the user asked to edit this very message
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={actionStyles.footer({ sender: 'human' })}>
        <button type="button" className={actionStyles.action} onClick={onCancel}>
          {messageTexts.cancel}
        </button>
        <button type="button" className={actionStyles.action} disabled={!trimmed} onClick={save}>
          {messageTexts.save}
        </button>
      </div>
    </div>
  );
}

import { CHAT_MESSAGE_MAX_LENGTH, trimText } from '@kindred/contract';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { IconButton } from '../Button';
import { Icon, type IconProps } from '../icons';
import { visuallyHidden } from '../theme/utilities.css';
import * as styles from './Composer.css';

const SendIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21 3 10.5 13.5" />
    <path d="M21 3 14.5 21l-4-7.5-7.5-4Z" />
  </Icon>
);

const StopIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="7" y="7" width="10" height="10" rx="2" />
  </Icon>
);

export type ComposerProps = {
  /** Who the message goes to, naming the text box for screen readers. */
  recipientName: string;
  /** Receives the trimmed text; never called for an empty or whitespace-only message. */
  onSend: (text: string) => void;
  /** A reply is being written: Stop takes the place of Send, and the draft waits. */
  replying?: boolean;
  /** Stop was pressed and the reply is being stopped. */
  stopping?: boolean;
  onStop?: () => void;
};

/**
 * Where the user writes. The draft is the composer's own (uncontrolled): Enter or Send hands the
 * trimmed text to `onSend` and clears the box, and the conversation owns the message from there.
 * Shift+Enter writes a new line.
 */
export function Composer({ recipientName, onSend, replying = false, stopping = false, onStop }: ComposerProps) {
  const [draft, setDraft] = useState('');
  const textBox = useRef<HTMLTextAreaElement>(null);
  const textBoxId = useId();
  const message = trimText(draft);

  const send = () => {
    if (!message || replying) return;
    onSend(message);
    setDraft('');
    textBox.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An Enter that confirms a word of an input method (Japanese, Chinese…) is no send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <div className={styles.bar}>
      <form className={styles.composer} onSubmit={onSubmit}>
        <label className={visuallyHidden} htmlFor={textBoxId}>
          Message {recipientName}
        </label>
        <textarea
          ref={textBox}
          id={textBoxId}
          className={styles.input}
          rows={1}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder="Type a message…"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {replying && onStop ? (
          <IconButton label="Stop" tone="rose" icon={<StopIcon />} pending={stopping} onClick={onStop} />
        ) : (
          <IconButton type="submit" label="Send" tone="rose" icon={<SendIcon />} disabled={!message || replying} />
        )}
      </form>
    </div>
  );
}

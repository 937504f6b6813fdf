import {
  createMemoryBody,
  graphemeLength,
  MEMORY_CONTENT_MAX_LENGTH,
  type MemoryKind,
  type MemoryRecord,
  trimText,
} from '@kindred/contract';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button';
import { ErrorBanner } from '../ErrorBanner';
import { ArrowLeftIcon, Icon, type IconProps } from '../icons';
import { ScreenState } from '../ScreenState';
import { TextLink } from '../TextLink';
import { visuallyHidden } from '../theme/utilities.css';
import * as styles from './MemoryPanel.css';

export const memoryPanelStatuses = ['loading', 'failed', 'ready'] as const;
export type MemoryPanelStatus = (typeof memoryPanelStatuses)[number];

/**
 * A memory as the panel shows it: as stored, or deleted a moment ago, while it can still be brought
 * back (`undoable`) or once it is being deleted on the server (`due`).
 */
export type MemoryPanelItem = MemoryRecord & { deletion?: 'undoable' | 'due' };

/** The part of the panel a failure belongs to: next to it the panel says why. */
export type MemoryPanelSection = 'load' | 'edit' | 'note' | 'pin' | 'delete';

export type MemoryPanelOutcome = 'saved' | 'added' | 'pinned' | 'unpinned';

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || name;

/** Every text the memory panel shows. */
export const memoryPanelTexts = {
  back: 'Back to chat',
  eyebrow: 'Memory',
  title: (name: string) => `What ${name} remembers about you`,
  intro: (name: string) =>
    `${firstNameOf(name)} keeps these in mind when replying. Rewrite anything that is wrong, delete what should be forgotten, or pin what matters most: a pinned memory is in every reply.`,
  loading: 'Loading memories...',
  loadFailed: "Couldn't load these memories",
  emptyTitle: (name: string) => `${firstNameOf(name)} doesn't remember anything yet`,
  emptyMessage: 'Memories appear here as you talk. You can also write a note yourself.',
  listLabel: 'Memories',
  kinds: { fact: 'Learned', summary: 'Summary', note: 'Your note' } satisfies Record<MemoryKind, string>,
  pinned: 'Pinned',
  edit: 'Edit',
  pin: 'Pin',
  unpin: 'Unpin',
  delete: 'Delete',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  editLabel: 'Edit this memory',
  deleted: 'Memory deleted',
  undo: 'Undo',
  count: (length: number) => `${length}/${MEMORY_CONTENT_MAX_LENGTH}`,
  limit: `Up to ${MEMORY_CONTENT_MAX_LENGTH} characters.`,
  noteTitle: 'Add a note',
  noteLabel: (name: string) => `Something for ${firstNameOf(name)} to remember`,
  notePlaceholder: 'e.g. “Call me Sam” or “My sister is Ana”',
  addNote: 'Add note',
  adding: 'Adding...',
  outcomes: {
    saved: 'Memory saved',
    added: 'Note added',
    pinned: 'Memory pinned',
    unpinned: 'Memory unpinned',
  } satisfies Record<MemoryPanelOutcome, string>,
} as const;

// One fixed locale: the interface speaks English, and screenshots must not vary with the browser.
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Why the server would refuse these words, in the contract's own message; null when it would take them. */
function contentProblem(text: string): string | null {
  const result = createMemoryBody.shape.content.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

const PinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 4h6l-1 5 3 3v2H7v-2l3-3-1-5Z" />
    <path d="M12 14v6" />
  </Icon>
);

export type MemoryPanelProps = {
  /** The character who remembers. */
  characterName: string;
  /** The conversation with the character, where "Back to chat" leads. */
  chatHref: string;
  status: MemoryPanelStatus;
  /** Newest first. */
  memories: MemoryPanelItem[];
  /** The memory being rewritten and the words so far. */
  editing?: { memoryId: string; draft: string } | null;
  /** The rewritten memory is being saved. */
  saving?: boolean;
  /** The memory whose pin is being changed; no other pin changes meanwhile. */
  pinningId?: string | null;
  /** The words of the note being written. */
  note?: string;
  /** The note is being added. */
  adding?: boolean;
  /** The latest failure, shown next to what failed. */
  error?: { section: MemoryPanelSection; memoryId: string | null; message: string } | null;
  /** What just succeeded, said to screen readers and shown at the top. */
  done?: { outcome: MemoryPanelOutcome; memoryId: string } | null;
  /** Loads the memories again after a failed load. */
  onRetry: () => void;
  onEdit: (memoryId: string) => void;
  onDraftChange: (text: string) => void;
  onSave: () => void;
  onCancelEdit: () => void;
  onPin: (memoryId: string, pinned: boolean) => void;
  onDelete: (memoryId: string) => void;
  onUndoDelete: (memoryId: string) => void;
  onNoteChange: (text: string) => void;
  onAddNote: () => void;
};

/**
 * What a character remembers about the user, newest first: each memory with where it came from,
 * whether it is pinned and when it was remembered, to be rewritten, pinned or deleted; and a form
 * for a note of the user's own.
 */
export function MemoryPanel({
  characterName,
  chatHref,
  status,
  memories,
  editing = null,
  saving = false,
  pinningId = null,
  note = '',
  adding = false,
  error = null,
  done = null,
  onRetry,
  onAddNote,
  onNoteChange,
  ...handlers
}: MemoryPanelProps) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // Undo is gone with the keyboard on it: the keyboard goes back to the top of the panel.
  const focusTitle = useCallback(() => title.current?.focus(), []);
  const errorOf = (section: MemoryPanelSection) => (error?.section === section ? error.message : null);

  const content =
    status === 'loading' ? (
      <ScreenState kind="loading" size="section" title={memoryPanelTexts.loading} />
    ) : status === 'failed' ? (
      <ScreenState
        kind="error"
        size="section"
        title={memoryPanelTexts.loadFailed}
        message={errorOf('load') ?? undefined}
        onRetry={onRetry}
      />
    ) : (
      <>
        <NoteForm
          characterName={characterName}
          note={note}
          adding={adding}
          error={errorOf('note')}
          onChange={onNoteChange}
          onAdd={onAddNote}
        />
        {memories.length === 0 ? (
          <ScreenState
            kind="empty"
            size="section"
            title={memoryPanelTexts.emptyTitle(characterName)}
            message={memoryPanelTexts.emptyMessage}
          />
        ) : (
          <ul className={styles.list} aria-label={memoryPanelTexts.listLabel}>
            {memories.map((memory) => (
              <MemoryItem
                key={memory._id}
                memory={memory}
                editing={editing?.memoryId === memory._id ? editing.draft : null}
                editingOther={editing !== null && editing.memoryId !== memory._id}
                saving={saving}
                pinning={pinningId !== null}
                error={error?.memoryId === memory._id ? error.message : null}
                onFocusLost={focusTitle}
                {...handlers}
              />
            ))}
          </ul>
        )}
      </>
    );

  return (
    <main className={styles.root} aria-labelledby={titleId}>
      <div className={styles.column}>
        <TextLink href={chatHref} tone="muted" underline="hover" weight="medium">
          <ArrowLeftIcon size="small" />
          {memoryPanelTexts.back}
        </TextLink>
        <header className={styles.header}>
          <p className={styles.eyebrow}>{memoryPanelTexts.eyebrow}</p>
          <h1 ref={title} id={titleId} className={styles.title} tabIndex={-1}>
            {memoryPanelTexts.title(characterName)}
          </h1>
          <p className={styles.muted}>{memoryPanelTexts.intro(characterName)}</p>
        </header>
        <p className={styles.status} role="status">
          {done && memoryPanelTexts.outcomes[done.outcome]}
        </p>
        {content}
      </div>
    </main>
  );
}

type MemoryItemProps = Pick<MemoryPanelProps, 'onEdit' | 'onDraftChange' | 'onSave' | 'onCancelEdit'> &
  Pick<MemoryPanelProps, 'onPin' | 'onDelete' | 'onUndoDelete'> & {
    memory: MemoryPanelItem;
    /** The words so far, while this memory is being rewritten. */
    editing: string | null;
    /** Another memory is being rewritten: this one waits. */
    editingOther: boolean;
    saving: boolean;
    /** A pin is being changed: no other changes meanwhile. */
    pinning: boolean;
    error: string | null;
    onFocusLost: () => void;
  };

/** One memory: its words, where it came from, its pin and date, and what can be done with it. */
function MemoryItem({
  memory,
  editing,
  editingOther,
  saving,
  pinning,
  error,
  onFocusLost,
  onEdit,
  onDraftChange,
  onSave,
  onCancelEdit,
  onPin,
  onDelete,
  onUndoDelete,
}: MemoryItemProps) {
  const contentId = useId();
  const undoNoteId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);

  // Leaving the editor puts the keyboard back on Edit.
  const isEditing = editing !== null;
  const wasEditing = useRef(isEditing);
  useEffect(() => {
    if (wasEditing.current && !isEditing) editButton.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  // Delete puts the keyboard on Undo, and Undo back on Delete; when Undo runs out, the panel takes it.
  const focusAfterDelete = useRef<'undo' | 'delete' | null>(null);
  const { deletion } = memory;
  const previousDeletion = useRef(deletion);
  useEffect(() => {
    const next = focusAfterDelete.current;
    focusAfterDelete.current = null;
    if (next === 'undo' && deletion === 'undoable') undoButton.current?.focus();
    else if (next === 'delete' && deletion === undefined) deleteButton.current?.focus();
    else if (
      previousDeletion.current === 'undoable' &&
      deletion === 'due' &&
      document.activeElement === document.body
    ) {
      onFocusLost();
    }
    previousDeletion.current = deletion;
  }, [deletion, onFocusLost]);

  if (deletion) {
    return (
      <li className={styles.deletedItem}>
        <span id={undoNoteId}>{memoryPanelTexts.deleted}</span>
        {deletion === 'undoable' && (
          <button
            ref={undoButton}
            type="button"
            className={styles.action}
            aria-describedby={undoNoteId}
            onClick={() => {
              focusAfterDelete.current = 'delete';
              onUndoDelete(memory._id);
            }}
          >
            {memoryPanelTexts.undo}
          </button>
        )}
      </li>
    );
  }

  if (editing !== null) {
    return (
      <li className={styles.item({ pinned: memory.pinned })}>
        <MemoryEditor
          draft={editing}
          saving={saving}
          error={error}
          onChange={onDraftChange}
          onSave={onSave}
          onCancel={onCancelEdit}
        />
      </li>
    );
  }

  return (
    <li className={styles.item({ pinned: memory.pinned })}>
      <p id={contentId} className={styles.content}>
        {memory.content}
      </p>
      <div className={styles.meta}>
        <span className={styles.kind}>{memoryPanelTexts.kinds[memory.kind]}</span>
        {memory.pinned && (
          <span className={styles.pinned}>
            <PinIcon size="small" />
            {memoryPanelTexts.pinned}
          </span>
        )}
        <time dateTime={memory.createdAt}>{dayFormat.format(new Date(memory.createdAt))}</time>
      </div>
      <div className={styles.actions}>
        <button
          ref={editButton}
          type="button"
          className={styles.action}
          aria-describedby={contentId}
          disabled={editingOther}
          onClick={() => onEdit(memory._id)}
        >
          {memoryPanelTexts.edit}
        </button>
        <button
          type="button"
          className={styles.action}
          aria-describedby={contentId}
          // Not disabled, which would take the keyboard off the pin just pressed while it is saved.
          aria-disabled={pinning || undefined}
          onClick={() => {
            if (!pinning) onPin(memory._id, !memory.pinned);
          }}
        >
          {memory.pinned ? memoryPanelTexts.unpin : memoryPanelTexts.pin}
        </button>
        <button
          ref={deleteButton}
          type="button"
          className={styles.action}
          aria-describedby={contentId}
          onClick={() => {
            focusAfterDelete.current = 'undo';
            onDelete(memory._id);
          }}
        >
          {memoryPanelTexts.delete}
        </button>
      </div>
      {error && <ErrorBanner>{error}</ErrorBanner>}
    </li>
  );
}

/** Enter hands the words over (Shift+Enter writes a new line), unless an input method is composing. */
const submitsOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) =>
  event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;

/**
 * What the user writes a memory with: the words, how many of the limit they use, and why they would
 * be refused: as soon as they are too long, and for empty words once the user tries to send them,
 * until they write something.
 */
function useMemoryText(text: string, busy: boolean) {
  const [tried, setTried] = useState<string | null>(null);
  const problem = contentProblem(text);
  const length = graphemeLength(trimText(text));
  const shownProblem = problem && (tried === text || length > MEMORY_CONTENT_MAX_LENGTH) ? problem : null;
  const submit = (send: () => void) => {
    setTried(text);
    if (!problem && !busy) send();
  };
  return { length, problem: shownProblem, submit };
}

/** The words of a memory, with why they would be refused and how much of the limit they use above the buttons. */
function MemoryTextArea({
  id,
  value,
  length,
  problem,
  busy,
  placeholder,
  textArea,
  onChange,
  onKeyDown,
  autoFocus = false,
  buttons,
}: {
  id: string;
  value: string;
  length: number;
  problem: string | null;
  busy: boolean;
  placeholder?: string;
  textArea?: Ref<HTMLTextAreaElement>;
  onChange: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  autoFocus?: boolean;
  buttons: ReactNode;
}) {
  const over = length > MEMORY_CONTENT_MAX_LENGTH;
  return (
    <>
      <textarea
        ref={textArea}
        id={id}
        className={styles.textArea}
        value={value}
        placeholder={placeholder}
        // Read-only rather than disabled while it is sent, so the keyboard stays in it.
        readOnly={busy}
        aria-describedby={`${id}-limit${problem ? ` ${id}-problem` : ''}`}
        aria-invalid={problem ? true : undefined}
        // biome-ignore lint/a11y/noAutofocus: the user asked to edit this very memory
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.textFooter}>
        <span id={`${id}-limit`} className={visuallyHidden}>
          {memoryPanelTexts.limit}
        </span>
        {problem && (
          <span id={`${id}-problem`} className={styles.problem}>
            {problem}
          </span>
        )}
        <span className={styles.count({ over })} aria-hidden="true">
          {memoryPanelTexts.count(length)}
        </span>
        {buttons}
      </div>
    </>
  );
}

/** A memory in a text box: Enter or Save keeps the new words, Escape or Cancel the old ones. */
function MemoryEditor({
  draft,
  saving,
  error,
  onChange,
  onSave,
  onCancel,
}: {
  draft: string;
  saving: boolean;
  error: string | null;
  onChange: (text: string) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const { length, problem, submit } = useMemoryText(draft, saving);
  // A failed save puts the keyboard back in the words, with the reason read out beside them.
  useEffect(() => {
    if (error) textArea.current?.focus();
  }, [error]);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && !saving) {
      event.preventDefault();
      onCancel();
    } else if (submitsOnEnter(event)) {
      event.preventDefault();
      submit(onSave);
    }
  };
  return (
    <div className={styles.editor}>
      <label className={visuallyHidden} htmlFor={id}>
        {memoryPanelTexts.editLabel}
      </label>
      <MemoryTextArea
        id={id}
        value={draft}
        length={length}
        problem={problem}
        busy={saving}
        textArea={textArea}
        onChange={onChange}
        onKeyDown={onKeyDown}
        autoFocus
        buttons={
          <>
            <button type="button" className={styles.action} disabled={saving} onClick={onCancel}>
              {memoryPanelTexts.cancel}
            </button>
            <button
              type="button"
              className={styles.action}
              aria-disabled={saving || undefined}
              onClick={() => submit(onSave)}
            >
              {saving ? memoryPanelTexts.saving : memoryPanelTexts.save}
            </button>
          </>
        }
      />
      {error && <ErrorBanner>{error}</ErrorBanner>}
    </div>
  );
}

/** Where the user writes a note of their own for the character to remember. */
function NoteForm({
  characterName,
  note,
  adding,
  error,
  onChange,
  onAdd,
}: {
  characterName: string;
  note: string;
  adding: boolean;
  error: string | null;
  onChange: (text: string) => void;
  onAdd: () => void;
}) {
  const id = useId();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const { length, problem, submit } = useMemoryText(note, adding);
  // Once the note is in (or was refused), the keyboard is back in the box, for another one or a fix.
  const wasAdding = useRef(adding);
  useEffect(() => {
    if (wasAdding.current && !adding) textArea.current?.focus();
    wasAdding.current = adding;
  }, [adding]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(onAdd);
  };
  return (
    <form className={styles.noteForm} aria-labelledby={`${id}-title`} noValidate onSubmit={onSubmit}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {memoryPanelTexts.noteTitle}
      </h2>
      <label className={styles.label} htmlFor={id}>
        {memoryPanelTexts.noteLabel(characterName)}
      </label>
      <MemoryTextArea
        id={id}
        value={note}
        length={length}
        problem={problem}
        busy={adding}
        placeholder={memoryPanelTexts.notePlaceholder}
        textArea={textArea}
        onChange={onChange}
        onKeyDown={(event) => {
          if (!submitsOnEnter(event)) return;
          event.preventDefault();
          submit(onAdd);
        }}
        buttons={
          <Button type="submit" variant="secondary" pending={adding}>
            {adding ? memoryPanelTexts.adding : memoryPanelTexts.addNote}
          </Button>
        }
      />
      {error && <ErrorBanner>{error}</ErrorBanner>}
    </form>
  );
}

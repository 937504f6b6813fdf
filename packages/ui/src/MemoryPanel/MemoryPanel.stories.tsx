import { conversationPath, type MemoryRecord, memoryValidationMessages } from '@kindred/contract';
import { ava, longMemory, memories } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { screenStateTexts } from '../ScreenState';
import { MemoryPanel, memoryPanelStatuses, memoryPanelTexts as texts } from './MemoryPanel';

const [pinnedNote, dog, nurse] = memories as [MemoryRecord, MemoryRecord, MemoryRecord, ...MemoryRecord[]];

const meta = {
  title: 'Screens/MemoryPanel',
  component: MemoryPanel,
  args: {
    characterName: ava.name,
    chatHref: conversationPath(ava._id),
    status: 'ready',
    memories,
    onRetry: fn(),
    onEdit: fn(),
    onDraftChange: fn(),
    onSave: fn(),
    onCancelEdit: fn(),
    onPin: fn(),
    onDelete: fn(),
    onUndoDelete: fn(),
    onNoteChange: fn(),
    onAddNote: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: memoryPanelStatuses } },
} satisfies Meta<typeof MemoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const loadFailure = 'We could not load these memories. Please try again.';
const saveFailure = 'We could not save this memory. Your words are still here: please try again.';
const tooLong = `${'I moved to Lisbon for the light. '.repeat(9)}And stayed.`;

/** The item of the list that holds `text`. */
const itemOf = (canvas: { getByText: (text: string) => HTMLElement }, text: string) =>
  within(canvas.getByText(text).closest('li') as HTMLElement);

export const Loading: Story = {
  args: { status: 'loading', memories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(texts.loading)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: texts.back })).toHaveAttribute('href', conversationPath(ava._id));
  },
};

export const LoadFailed: Story = {
  args: { status: 'failed', memories: [], error: { section: 'load', memoryId: null, message: loadFailure } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(loadFailure);
    await userEvent.click(canvas.getByRole('button', { name: screenStateTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing remembered yet: the note form is there for a first one. */
export const Empty: Story = {
  args: { memories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(texts.emptyTitle(ava.name))).toBeVisible();
    await expect(canvas.getByPlaceholderText(texts.notePlaceholder)).toBeVisible();
  },
};

/** Newest first: the user's pinned note, what Ava learned, and a summary of a conversation. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`What ${ava.name} remembers about you`);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(memories.length);
    const pinned = itemOf(canvas, pinnedNote.content);
    await expect(pinned.getByText(texts.kinds.note)).toBeVisible();
    await expect(pinned.getByText(texts.pinned)).toBeVisible();
    await expect(pinned.getByRole('button', { name: texts.unpin })).toBeVisible();
    await expect(itemOf(canvas, dog.content).getByText(texts.kinds.fact)).toBeVisible();
    await expect(itemOf(canvas, dog.content).getByRole('button', { name: texts.pin })).toBeVisible();
    await expect(canvas.getByText(texts.kinds.summary)).toBeVisible();
    await expect(pinned.getByText('Sep 25, 2025')).toHaveAttribute('datetime', pinnedNote.createdAt);
  },
};

/** A note at full length, one word of it longer than the card is wide. */
export const LongMemory: Story = { args: { memories: [longMemory, ...memories] } };

/** Rewriting a memory in place: Enter or Save keeps the new words, Escape or Cancel the old ones. */
export const Editing: Story = {
  args: { editing: { memoryId: dog._id, draft: 'Your dog is called Biscuit, a beagle' } },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: texts.editLabel });
    await expect(box).toHaveFocus();
    await expect(canvas.getByText(texts.count(36))).toBeVisible();
    // Another memory waits until this one is done.
    await expect(itemOf(canvas, nurse.content).getByRole('button', { name: texts.edit })).toBeDisabled();
    await userEvent.type(box, '!');
    await expect(args.onDraftChange).toHaveBeenCalledWith('Your dog is called Biscuit, a beagle!');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancelEdit).toHaveBeenCalledOnce();
  },
};

/** Words over the limit are refused as they are typed, in the contract's words. */
export const EditTooLong: Story = {
  args: { editing: { memoryId: dog._id, draft: tooLong } },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: texts.editLabel });
    await expect(box).toHaveAccessibleDescription(`${texts.limit} ${memoryValidationMessages.contentTooLong}`);
    await expect(box).toBeInvalid();
    await expect(canvas.getByText(texts.count(tooLong.length))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { editing: { memoryId: dog._id, draft: 'Your dog is called Biscuit, a beagle' }, saving: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('textbox', { name: texts.editLabel })).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: texts.saving }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The save failed: the user's words stay in the editor, with why and the keyboard in them. */
export const SaveFailed: Story = {
  args: {
    editing: { memoryId: dog._id, draft: 'Your dog is called Biscuit, a beagle' },
    error: { section: 'edit', memoryId: dog._id, message: saveFailure },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(saveFailure);
    await expect(canvas.getByRole('textbox', { name: texts.editLabel })).toHaveValue(
      'Your dog is called Biscuit, a beagle',
    );
    await expect(canvas.getByRole('textbox', { name: texts.editLabel })).toHaveFocus();
  },
};

/** Saved: the memory shows its new words, and screen readers hear that it was saved. */
export const Saved: Story = {
  args: {
    memories: [pinnedNote, { ...dog, kind: 'note', source: 'user', content: 'Your dog is called Biscuit, a beagle' }],
    done: { outcome: 'saved', memoryId: dog._id },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.outcomes.saved);
    // Rewritten by the user, the memory is theirs now.
    await expect(canvas.getAllByText(texts.kinds.note)).toHaveLength(2);
  },
};

export const PinsAMemory: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(itemOf(canvas, dog.content).getByRole('button', { name: texts.pin }));
    await expect(args.onPin).toHaveBeenCalledWith(dog._id, true);
    await userEvent.click(itemOf(canvas, pinnedNote.content).getByRole('button', { name: texts.unpin }));
    await expect(args.onPin).toHaveBeenCalledWith(pinnedNote._id, false);
  },
};

/** A pin on its way: it shows as asked, and no other pin changes meanwhile. */
export const Pinning: Story = {
  args: { memories: [pinnedNote, { ...dog, pinned: true }, nurse], pinningId: dog._id },
  play: async ({ canvas, userEvent, args }) => {
    const pin = itemOf(canvas, nurse.content).getByRole('button', { name: texts.pin });
    await expect(pin).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(pin);
    await expect(args.onPin).not.toHaveBeenCalled();
  },
};

export const PinFailed: Story = {
  args: {
    error: {
      section: 'pin',
      memoryId: dog._id,
      message: 'We could not change the pin of this memory. Please try again.',
    },
  },
  play: async ({ canvas }) => {
    await expect(itemOf(canvas, dog.content).getByRole('alert')).toHaveTextContent('could not change the pin');
  },
};

/** A note on its way in: the words stay until it is added. */
export const Adding: Story = {
  args: { note: 'My sister is Ana', adding: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: texts.noteLabel(ava.name) })).toHaveValue('My sister is Ana');
    await expect(canvas.getByRole('button', { name: texts.adding })).toBeDisabled();
  },
};

export const AddsANote: Story = {
  args: { note: 'Call me Sam' },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: texts.noteLabel(ava.name) });
    await userEvent.type(box, '!');
    await expect(args.onNoteChange).toHaveBeenCalledWith('Call me Sam!');
    await userEvent.click(canvas.getByRole('button', { name: texts.addNote }));
    await expect(args.onAddNote).toHaveBeenCalledOnce();
  },
};

/** Adding nothing says why, in the contract's words, and sends nothing. */
export const EmptyNoteRefused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts.addNote }));
    await expect(canvas.getByText(memoryValidationMessages.contentEmpty)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: texts.noteLabel(ava.name) })).toBeInvalid();
    await expect(args.onAddNote).not.toHaveBeenCalled();
  },
};

export const AddFailed: Story = {
  args: {
    note: 'My sister is Ana',
    error: {
      section: 'note',
      memoryId: null,
      message: 'We could not add your note. Your words are still here: please try again.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not add your note');
    await expect(canvas.getByRole('textbox', { name: texts.noteLabel(ava.name) })).toHaveValue('My sister is Ana');
  },
};

/** A deleted memory leaves a note with Undo for a few seconds. */
export const DeletedWithUndo: Story = {
  args: { memories: [pinnedNote, { ...dog, deletion: 'undoable' }, nurse] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(texts.deleted)).toBeVisible();
    await expect(canvas.queryByText(dog.content)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: texts.undo }));
    await expect(args.onUndoDelete).toHaveBeenCalledWith(dog._id);
  },
};

export const DeletesAMemory: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(itemOf(canvas, nurse.content).getByRole('button', { name: texts.delete }));
    await expect(args.onDelete).toHaveBeenCalledWith(nurse._id);
  },
};

/** The server kept the memory: it is back in the list, saying why. */
export const DeleteFailed: Story = {
  args: {
    error: {
      section: 'delete',
      memoryId: nurse._id,
      message: 'We could not delete this memory, so it is still remembered. Please try again.',
    },
  },
  play: async ({ canvas }) => {
    await expect(itemOf(canvas, nurse.content).getByRole('alert')).toHaveTextContent('still remembered');
  },
};

export const MobileList: Story = { ...List, globals: mobile };
export const MobileEditing: Story = { ...Editing, globals: mobile };
export const MobileSaveFailed: Story = { ...SaveFailed, globals: mobile };
export const MobileDeletedWithUndo: Story = { ...DeletedWithUndo, globals: mobile };
export const MobileEmpty: Story = { ...Empty, globals: mobile };

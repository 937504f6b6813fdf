import '../styles';
import { MEMORY_CONTENT_MAX_LENGTH, type MemoryRecord, memoryValidationMessages } from '@kindred/contract';
import { memories } from '@kindred/contract/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MemoryPanel, type MemoryPanelItem, type MemoryPanelProps, memoryPanelTexts as texts } from './MemoryPanel';

const [pinnedNote, dog] = memories as [MemoryRecord, MemoryRecord, ...MemoryRecord[]];

async function renderPanel(props: Partial<MemoryPanelProps> = {}) {
  const handlers = {
    onRetry: vi.fn(),
    onEdit: vi.fn(),
    onDraftChange: vi.fn(),
    onSave: vi.fn(),
    onCancelEdit: vi.fn(),
    onPin: vi.fn(),
    onDelete: vi.fn(),
    onUndoDelete: vi.fn(),
    onNoteChange: vi.fn(),
    onAddNote: vi.fn(),
  };
  const panelProps: MemoryPanelProps = {
    characterName: 'Ava Moreno',
    chatHref: '/messages/ava',
    status: 'ready',
    memories,
    ...handlers,
    ...props,
  };
  const screen = await render(<MemoryPanel {...panelProps} />);
  const rerender = (changes: Partial<MemoryPanelProps>) =>
    screen.rerender(<MemoryPanel {...panelProps} {...changes} />);
  return { screen, rerender, ...handlers };
}

const itemOf = (screen: Awaited<ReturnType<typeof renderPanel>>['screen'], text: string) =>
  screen.getByRole('listitem').filter({ hasText: text });

describe('MemoryPanel', () => {
  it('links back to the chat with a real link', async () => {
    const { screen } = await renderPanel();
    await expect.element(screen.getByRole('link', { name: texts.back })).toHaveAttribute('href', '/messages/ava');
  });

  it('names each action after the memory it acts on, for a screen reader going from button to button', async () => {
    const { screen } = await renderPanel();
    const edit = itemOf(screen, dog.content).getByRole('button', { name: texts.edit });
    await expect.element(edit).toHaveAccessibleDescription(dog.content);
  });

  it('puts the keyboard back on Edit when the editor closes', async () => {
    const { screen, rerender, onEdit } = await renderPanel();
    await itemOf(screen, dog.content).getByRole('button', { name: texts.edit }).click();
    expect(onEdit).toHaveBeenCalledWith(dog._id);
    await rerender({ editing: { memoryId: dog._id, draft: dog.content } });
    await expect.element(screen.getByRole('textbox', { name: texts.editLabel })).toHaveFocus();
    await rerender({ editing: null });
    await expect.element(itemOf(screen, dog.content).getByRole('button', { name: texts.edit })).toHaveFocus();
  });

  it('counts characters as a reader does, and refuses more than the limit as they are typed', async () => {
    const { screen, rerender } = await renderPanel({ editing: { memoryId: dog._id, draft: '👨‍👩‍👧 family' } });
    await expect.element(screen.getByText(texts.count(8))).toBeVisible();
    await rerender({ editing: { memoryId: dog._id, draft: 'a'.repeat(MEMORY_CONTENT_MAX_LENGTH) } });
    await expect.element(screen.getByText(texts.count(MEMORY_CONTENT_MAX_LENGTH))).toBeVisible();
    expect(screen.getByText(memoryValidationMessages.contentTooLong).query()).toBeNull();
    await rerender({ editing: { memoryId: dog._id, draft: 'a'.repeat(MEMORY_CONTENT_MAX_LENGTH + 1) } });
    await expect.element(screen.getByText(memoryValidationMessages.contentTooLong)).toBeVisible();
  });

  it('says an empty memory is refused only once the user tries to save it', async () => {
    const { screen, onSave } = await renderPanel({ editing: { memoryId: dog._id, draft: '   ' } });
    expect(screen.getByText(memoryValidationMessages.contentEmpty).query()).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText(memoryValidationMessages.contentEmpty)).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('puts the keyboard on Undo after Delete, back on Delete after Undo, and on the title when Undo runs out', async () => {
    const { screen, rerender, onDelete, onUndoDelete } = await renderPanel();
    await itemOf(screen, dog.content).getByRole('button', { name: texts.delete }).click();
    expect(onDelete).toHaveBeenCalledWith(dog._id);
    const deletedAs = (deletion: MemoryPanelItem['deletion']): MemoryPanelItem[] =>
      memories.map((memory) => (memory._id === dog._id ? { ...memory, deletion } : memory));
    const deleted = deletedAs('undoable');
    await rerender({ memories: deleted });
    const undo = screen.getByRole('button', { name: texts.undo });
    await expect.element(undo).toHaveFocus();
    await expect.element(undo).toHaveAccessibleDescription(texts.deleted);

    await undo.click();
    expect(onUndoDelete).toHaveBeenCalledWith(dog._id);
    await rerender({ memories });
    await expect.element(itemOf(screen, dog.content).getByRole('button', { name: texts.delete })).toHaveFocus();

    await itemOf(screen, dog.content).getByRole('button', { name: texts.delete }).click();
    await rerender({ memories: deleted });
    await expect.element(screen.getByRole('button', { name: texts.undo })).toHaveFocus();
    await rerender({ memories: deletedAs('due') });
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByRole('button', { name: texts.undo }).query()).toBeNull();
  });

  it('keeps the keyboard on a pin while it is saved', async () => {
    const { screen, rerender, onPin } = await renderPanel();
    const unpin = itemOf(screen, pinnedNote.content).getByRole('button', { name: texts.unpin });
    await unpin.click();
    expect(onPin).toHaveBeenCalledWith(pinnedNote._id, false);
    await rerender({
      memories: memories.map((memory) => (memory._id === pinnedNote._id ? { ...memory, pinned: false } : memory)),
      pinningId: pinnedNote._id,
    });
    await expect.element(itemOf(screen, pinnedNote.content).getByRole('button', { name: texts.pin })).toHaveFocus();
  });

  it('puts the keyboard back in the note box once the note is added, ready for another', async () => {
    const { screen, rerender, onAddNote } = await renderPanel({ note: 'Call me Sam' });
    await screen.getByRole('button', { name: texts.addNote }).click();
    expect(onAddNote).toHaveBeenCalledOnce();
    await rerender({ note: 'Call me Sam', adding: true });
    await rerender({ note: '', adding: false, done: { outcome: 'added', memoryId: 'new' } });
    const box = screen.getByRole('textbox', { name: texts.noteLabel('Ava Moreno') });
    await expect.element(box).toHaveFocus();
    // The empty box is no mistake: nothing was tried with it yet.
    expect(screen.getByText(memoryValidationMessages.contentEmpty).query()).toBeNull();
    await expect.element(screen.getByRole('status')).toHaveTextContent(texts.outcomes.added);
  });

  it('adds a note with Enter, and writes a new line with Shift+Enter', async () => {
    const { screen, onAddNote, onNoteChange } = await renderPanel({ note: 'My sister is Ana' });
    await screen.getByRole('textbox', { name: texts.noteLabel('Ava Moreno') }).click();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    expect(onNoteChange).toHaveBeenCalledWith('My sister is Ana\n');
    expect(onAddNote).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onAddNote).toHaveBeenCalledOnce();
  });
});

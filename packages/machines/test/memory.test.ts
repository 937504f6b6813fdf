import { MEMORY_CONTENT_MAX_LENGTH, type MemoryRecord } from '@kindred/contract';
import { memories } from '@kindred/contract/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { DELETE_UNDO_MS } from '../src/chat/chat';
import {
  MEMORY_ADD_FAILURE,
  MEMORY_DELETE_FAILURE,
  MEMORY_LOAD_FAILURE,
  MEMORY_PIN_FAILURE,
  MEMORY_SAVE_FAILURE,
  type MemoryItemRequest,
  type MemoryRequest,
  type MemoryUpdateRequest,
  memoriesLoadFailed,
  memoryMachine,
  type NoteRequest,
  type ShownMemory,
} from '../src/memory/memory';
import { recoveryDelay } from '../src/shared/recovery';
import { byValueAnd, unreachedStates } from './reachability';
import { deferred, fromSpy, rejecting, resolving } from './stubs';

type Actors = NonNullable<Parameters<typeof memoryMachine.provide>[0]['actors']>;

const input = { userId: 'u1', characterId: 'c1' };
const [note, dog, nurse, longAgo] = memories as [MemoryRecord, MemoryRecord, MemoryRecord, MemoryRecord];

/** Answers an update as the server does: the changes applied, a rewritten memory the user's note. */
const asServer = async ({ input: request }: { input: MemoryUpdateRequest }): Promise<MemoryRecord> => {
  const memory = memories.find((known) => known._id === request.memoryId) as MemoryRecord;
  const { content, pinned } = request.changes;
  return {
    ...memory,
    ...(pinned !== undefined && { pinned }),
    ...(content !== undefined && { content, kind: 'note', source: 'user' }),
  };
};

function start(actors: Partial<Actors> = {}) {
  const clock = new SimulatedClock();
  const logError = vi.fn();
  const deleted = vi.fn(async (_request: { input: MemoryItemRequest }) => {});
  const actor = createActor(
    memoryMachine.provide({
      actors: {
        loadMemories: resolving(memories),
        updateMemory: fromSpy(asServer),
        createMemory: resolving({ ...note, _id: 'new-note', content: 'My sister is Ana', pinned: false }),
        deleteMemory: fromSpy(deleted),
        ...actors,
      },
      actions: { logError: (_, { error }) => logError(error) },
    }),
    { input, clock },
  ).start();
  const loaded = () => waitFor(actor, (snapshot) => !snapshot.matches('loading'));
  /** Every request has answered: nothing is being loaded, saved, added, pinned or deleted. */
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('pending'));
  return { actor, clock, logError, deleted, loaded, settled };
}

const shown = (actor: ReturnType<typeof start>['actor'], memoryId: string) =>
  actor.getSnapshot().context.memories.find((memory) => memory._id === memoryId);

describe('memory', () => {
  it("loads the conversation's memories, newest first as the server lists them", async () => {
    const loadMemories = vi.fn(async () => memories);
    const { actor, loaded } = start({ loadMemories: fromSpy(loadMemories) });
    expect(actor.getSnapshot().value).toBe('loading');
    const snapshot = await loaded();
    expect(snapshot.matches('ready')).toBe(true);
    expect(snapshot.context.memories).toEqual(memories);
    expect(loadMemories).toHaveBeenCalledWith(expect.objectContaining({ input }));
  });

  it('says a load failed until one succeeds, trying again by itself after a while and at once on Retry', async () => {
    let calls = 0;
    const loadMemories = fromSpy<MemoryRecord[], MemoryRequest>(async () => {
      calls += 1;
      if (calls < 3) throw new Error('');
      return memories;
    });
    const { actor, clock, logError, loaded } = start({ loadMemories });
    const failed = await loaded();
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toEqual({ section: 'load', memoryId: null, message: MEMORY_LOAD_FAILURE });
    expect(logError).toHaveBeenCalledOnce();

    clock.increment(recoveryDelay(1));
    // Trying again, still saying it failed.
    expect(memoriesLoadFailed(actor.getSnapshot())).toBe(true);
    expect((await loaded()).value).toBe('failed');

    actor.send({ type: 'user.retry' });
    const snapshot = await loaded();
    expect(snapshot.matches('ready')).toBe(true);
    expect(memoriesLoadFailed(snapshot)).toBe(false);
    expect(snapshot.context.error).toBeNull();
  });

  it("rewrites a memory in the user's words, which makes a learned one their note", async () => {
    const updates: MemoryUpdateRequest[] = [];
    const { actor, loaded, settled } = start({
      updateMemory: fromSpy<MemoryRecord, MemoryUpdateRequest>(async (args) => {
        updates.push(args.input);
        return asServer(args);
      }),
    });
    await loaded();
    actor.send({ type: 'user.edit', memoryId: dog._id });
    expect(actor.getSnapshot().context.editing).toEqual({ memoryId: dog._id, draft: dog.content });
    actor.send({ type: 'user.type', text: '  My dog is called Biscuit, a beagle  ' });
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().matches({ ready: { edit: 'saving' } })).toBe(true);

    const snapshot = await settled();
    expect(updates).toEqual([
      { ...input, memoryId: dog._id, changes: { content: 'My dog is called Biscuit, a beagle' } },
    ]);
    expect(shown(actor, dog._id)).toMatchObject({ content: 'My dog is called Biscuit, a beagle', kind: 'note' });
    expect(snapshot.context.editing).toBeNull();
    expect(snapshot.context.done).toEqual({ outcome: 'saved', memoryId: dog._id });
  });

  it('closes the editor without asking the server when the words did not change', async () => {
    const updateMemory = vi.fn(asServer);
    const { actor, loaded } = start({ updateMemory: fromSpy(updateMemory) });
    await loaded();
    actor.send({ type: 'user.edit', memoryId: dog._id });
    actor.send({ type: 'user.type', text: `${dog.content} ` });
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().matches({ ready: { edit: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.editing).toBeNull();
    expect(updateMemory).not.toHaveBeenCalled();
  });

  it('keeps the editor open, sending nothing, for words the server would refuse', async () => {
    const updateMemory = vi.fn(asServer);
    const { actor, loaded } = start({ updateMemory: fromSpy(updateMemory) });
    await loaded();
    actor.send({ type: 'user.edit', memoryId: dog._id });
    for (const text of ['   ', 'a'.repeat(MEMORY_CONTENT_MAX_LENGTH + 1)]) {
      actor.send({ type: 'user.type', text });
      actor.send({ type: 'user.save' });
      expect(actor.getSnapshot().matches({ ready: { edit: 'editing' } })).toBe(true);
    }
    // The limit counts characters as a reader does: 300 emoji with their modifiers are 300.
    actor.send({ type: 'user.type', text: '👍🏽'.repeat(MEMORY_CONTENT_MAX_LENGTH) });
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().matches({ ready: { edit: 'saving' } })).toBe(true);
  });

  it("keeps the user's words and says why when a save fails, and saves them on a second try", async () => {
    let calls = 0;
    const { actor, loaded, logError, settled } = start({
      updateMemory: fromSpy<MemoryRecord, MemoryUpdateRequest>(async (args) => {
        calls += 1;
        if (calls === 1) throw new Error('Memory must be at most 300 characters');
        if (calls === 2) throw new Error('');
        return asServer(args);
      }),
    });
    await loaded();
    actor.send({ type: 'user.edit', memoryId: nurse._id });
    actor.send({ type: 'user.type', text: 'You work nights as a nurse' });
    actor.send({ type: 'user.save' });

    const failed = await settled();
    expect(failed.matches({ ready: { edit: 'editing' } })).toBe(true);
    expect(failed.context.editing).toEqual({ memoryId: nurse._id, draft: 'You work nights as a nurse' });
    expect(failed.context.error).toEqual({
      section: 'edit',
      memoryId: nurse._id,
      message: 'Memory must be at most 300 characters',
    });
    expect(shown(actor, nurse._id)?.content).toBe(nurse.content);
    expect(logError).toHaveBeenCalledOnce();

    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect((await settled()).context.error?.message).toBe(MEMORY_SAVE_FAILURE);

    actor.send({ type: 'user.save' });
    const saved = await waitFor(actor, (snapshot) => snapshot.context.done !== null);
    expect(saved.context.editing).toBeNull();
    expect(shown(actor, nurse._id)?.content).toBe('You work nights as a nurse');
  });

  it('rewrites one memory at a time, and never deletes the one being rewritten', async () => {
    const { actor, loaded } = start();
    await loaded();
    actor.send({ type: 'user.edit', memoryId: dog._id });
    actor.send({ type: 'user.type', text: 'Your dog is Biscuit' });
    actor.send({ type: 'user.edit', memoryId: nurse._id });
    expect(actor.getSnapshot().context.editing).toEqual({ memoryId: dog._id, draft: 'Your dog is Biscuit' });
    actor.send({ type: 'user.delete', memoryId: dog._id });
    expect(shown(actor, dog._id)?.deletion).toBeUndefined();

    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().context.editing).toBeNull();
    expect(shown(actor, dog._id)?.content).toBe(dog.content);
  });

  it('shows a pin at once and keeps what the server answers', async () => {
    const server = deferred<MemoryRecord>();
    let calls = 0;
    const { actor, loaded, settled } = start({
      updateMemory: fromSpy<MemoryRecord, MemoryUpdateRequest>((args) => {
        calls += 1;
        return calls === 1 ? server.promise : asServer(args);
      }),
    });
    await loaded();
    actor.send({ type: 'user.pin', memoryId: dog._id, pinned: true });
    expect(shown(actor, dog._id)?.pinned).toBe(true);
    // One pin at a time: another waits for this one.
    actor.send({ type: 'user.pin', memoryId: nurse._id, pinned: true });
    expect(shown(actor, nurse._id)?.pinned).toBe(false);

    server.resolve({ ...dog, pinned: true, updatedAt: '2025-09-27T20:00:00.000Z' });
    const snapshot = await settled();
    expect(shown(actor, dog._id)).toMatchObject({ pinned: true, updatedAt: '2025-09-27T20:00:00.000Z' });
    expect(snapshot.context.done).toEqual({ outcome: 'pinned', memoryId: dog._id });

    actor.send({ type: 'user.pin', memoryId: note._id, pinned: false });
    expect((await settled()).context.done).toEqual({ outcome: 'unpinned', memoryId: note._id });
  });

  it('shows the pin as the server keeps it, and why, when it cannot be changed', async () => {
    const { actor, loaded, settled } = start({ updateMemory: rejecting(new Error('')) });
    await loaded();
    actor.send({ type: 'user.pin', memoryId: note._id, pinned: false });
    const snapshot = await settled();
    expect(shown(actor, note._id)?.pinned).toBe(true);
    expect(snapshot.context.error).toEqual({ section: 'pin', memoryId: note._id, message: MEMORY_PIN_FAILURE });
  });

  it("adds the user's note at the top and empties the form for another", async () => {
    const createMemory = vi.fn(async ({ input: request }: { input: NoteRequest }) => ({
      ...note,
      _id: 'new-note',
      content: request.content,
      pinned: false,
    }));
    const { actor, loaded, settled } = start({ createMemory: fromSpy(createMemory) });
    await loaded();
    // Nothing to add yet.
    actor.send({ type: 'user.addNote' });
    expect(actor.getSnapshot().matches({ ready: { note: 'idle' } })).toBe(true);

    actor.send({ type: 'user.typeNote', text: ' My sister is Ana ' });
    actor.send({ type: 'user.addNote' });
    expect(actor.getSnapshot().matches({ ready: { note: 'adding' } })).toBe(true);
    const snapshot = await settled();
    expect(createMemory).toHaveBeenCalledWith(
      expect.objectContaining({ input: { ...input, content: 'My sister is Ana' } }),
    );
    expect(snapshot.context.memories[0]).toMatchObject({ _id: 'new-note', content: 'My sister is Ana' });
    expect(snapshot.context.memories).toHaveLength(memories.length + 1);
    expect(snapshot.context.note).toBe('');
    expect(snapshot.context.done).toEqual({ outcome: 'added', memoryId: 'new-note' });
  });

  it('keeps the note in the form and says why when it cannot be added', async () => {
    const { actor, loaded, settled } = start({ createMemory: rejecting(new Error('')) });
    await loaded();
    actor.send({ type: 'user.typeNote', text: 'Call me Sam' });
    actor.send({ type: 'user.addNote' });
    const snapshot = await settled();
    expect(snapshot.context.note).toBe('Call me Sam');
    expect(snapshot.context.error).toEqual({ section: 'note', memoryId: null, message: MEMORY_ADD_FAILURE });
    expect(snapshot.context.memories).toEqual(memories);
  });

  it('deletes a memory after a few seconds unless Undo comes first', async () => {
    const { actor, clock, deleted, loaded, settled } = start();
    await loaded();
    actor.send({ type: 'user.delete', memoryId: dog._id });
    expect(shown(actor, dog._id)?.deletion).toBe('undoable');
    actor.send({ type: 'user.undoDelete', memoryId: dog._id });
    clock.increment(DELETE_UNDO_MS);
    expect(shown(actor, dog._id)?.deletion).toBeUndefined();

    actor.send({ type: 'user.delete', memoryId: nurse._id });
    clock.increment(DELETE_UNDO_MS - 1);
    expect(deleted).not.toHaveBeenCalled();
    clock.increment(1);
    // Too late to undo: it is on its way out.
    expect(shown(actor, nurse._id)?.deletion).toBe('due');
    actor.send({ type: 'user.undoDelete', memoryId: nurse._id });
    await settled();
    expect(deleted).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ input: { ...input, memoryId: nurse._id } }),
    );
    expect(shown(actor, nurse._id)).toBeUndefined();
    expect(shown(actor, dog._id)).toBeDefined();
  });

  it('deletes memories whose undo ran out one after another', async () => {
    const first = deferred<void>();
    const order: string[] = [];
    const { actor, clock, loaded, settled } = start({
      deleteMemory: fromSpy<void, MemoryItemRequest>(({ input: request }) => {
        order.push(request.memoryId);
        return order.length === 1 ? first.promise : Promise.resolve();
      }),
    });
    await loaded();
    actor.send({ type: 'user.delete', memoryId: dog._id });
    actor.send({ type: 'user.delete', memoryId: nurse._id });
    clock.increment(DELETE_UNDO_MS);
    expect(order).toEqual([dog._id]);
    first.resolve();
    const snapshot = await settled();
    expect(order).toEqual([dog._id, nurse._id]);
    expect(snapshot.context.memories.map((memory) => memory._id)).not.toContain(nurse._id);
    expect(snapshot.context.memories.map((memory) => memory._id)).not.toContain(dog._id);
  });

  it('brings a memory back and says so when it cannot be deleted', async () => {
    const { actor, clock, loaded, logError, settled } = start({ deleteMemory: rejecting(new Error('')) });
    await loaded();
    actor.send({ type: 'user.delete', memoryId: dog._id });
    clock.increment(DELETE_UNDO_MS);
    const snapshot = await settled();
    expect(shown(actor, dog._id)?.deletion).toBeUndefined();
    expect(snapshot.context.error).toEqual({ section: 'delete', memoryId: dog._id, message: MEMORY_DELETE_FAILURE });
    expect(logError).toHaveBeenCalledOnce();
  });

  it('deletes at once, when the panel closes, what was deleted and is not on its way yet', async () => {
    const asked: string[] = [];
    const { actor, clock, loaded } = start({
      // The first one never answers: it is still on its way when the panel closes.
      deleteMemory: fromSpy<void, MemoryItemRequest>(({ input: request }) => {
        asked.push(request.memoryId);
        return asked.length === 1 ? new Promise<void>(() => {}) : Promise.resolve();
      }),
    });
    await loaded();
    actor.send({ type: 'user.delete', memoryId: dog._id });
    actor.send({ type: 'user.delete', memoryId: nurse._id });
    clock.increment(DELETE_UNDO_MS);
    actor.send({ type: 'user.delete', memoryId: note._id });
    actor.send({ type: 'user.delete', memoryId: longAgo._id });
    actor.send({ type: 'user.undoDelete', memoryId: longAgo._id });
    expect(asked).toEqual([dog._id]);

    actor.send({ type: 'user.leave' });
    await vi.waitFor(() => expect(asked).toEqual([dog._id, note._id, nurse._id]));
    // Their undo is over: nothing is deleted a second time, nor what was brought back.
    clock.increment(DELETE_UNDO_MS);
    await Promise.resolve();
    expect(asked).toHaveLength(3);
  });

  it('reaches every state', () => {
    const events = [
      { type: 'xstate.done.actor.loadMemories', output: memories },
      { type: 'xstate.error.actor.loadMemories', error: new Error('offline') },
      { type: 'user.edit', memoryId: dog._id },
      { type: 'user.type', text: 'Your dog is Biscuit' },
      { type: 'xstate.done.actor.saveMemory', output: dog },
      { type: 'xstate.error.actor.saveMemory', error: new Error('offline') },
      { type: 'user.typeNote', text: 'Call me Sam' },
      { type: 'xstate.done.actor.addNote', output: note },
      { type: 'xstate.error.actor.addNote', error: new Error('offline') },
      { type: 'user.pin', memoryId: dog._id, pinned: true },
      { type: 'xstate.done.actor.pinMemory', output: { ...dog, pinned: true } },
      { type: 'xstate.error.actor.pinMemory', error: new Error('offline') },
      { type: 'user.delete', memoryId: nurse._id },
      { type: 'user.undoDelete', memoryId: nurse._id },
      { type: 'timer.deleteDue', memoryId: nurse._id },
      { type: 'xstate.done.actor.deleteMemory' },
      { type: 'xstate.error.actor.deleteMemory', error: new Error('offline') },
    ];
    // The guards read only these.
    const serializeState = byValueAnd(({ context }) => [
      context.editing,
      context.note,
      context.deletions,
      context.memories.find((memory: ShownMemory) => memory._id === nurse._id)?.deletion,
    ]);
    // Each note added makes the list longer: one is enough.
    const stopWhen = ({ context }: { context: { memories: unknown[] } }) => context.memories.length > memories.length;
    expect(unreachedStates(memoryMachine, { events, inputs: [input], serializeState, stopWhen })).toEqual([]);
  });
});

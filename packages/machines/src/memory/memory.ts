import { createMemoryBody, type MemoryRecord, trimText, type UpdateMemoryBody } from '@kindred/contract';
import { assign, enqueueActions, type SnapshotFrom, setup } from 'xstate';
import { DELETE_UNDO_MS } from '../chat/chat';
import { errorMessage } from '../shared/errorMessage';
import { notProvided } from '../shared/notProvided';
import { recoveryDelay } from '../shared/recovery';

export const MEMORY_LOAD_FAILURE = 'We could not load these memories. Please try again.';
export const MEMORY_SAVE_FAILURE = 'We could not save this memory. Your words are still here: please try again.';
export const MEMORY_ADD_FAILURE = 'We could not add your note. Your words are still here: please try again.';
export const MEMORY_PIN_FAILURE = 'We could not change the pin of this memory. Please try again.';
export const MEMORY_DELETE_FAILURE = 'We could not delete this memory, so it is still remembered. Please try again.';

/** What the actors that read or change the memories of one conversation are given. */
export interface MemoryRequest {
  userId: string;
  characterId: string;
}

/** The conversation whose character's memories the panel shows. */
export type MemoryInput = MemoryRequest;

export interface MemoryItemRequest extends MemoryRequest {
  memoryId: string;
}

export interface MemoryUpdateRequest extends MemoryItemRequest {
  changes: UpdateMemoryBody;
}

/** A note in the user's words. */
export interface NoteRequest extends MemoryRequest {
  content: string;
}

/**
 * Where a deleted memory is on its way out: it can still be brought back (`undoable`), or its undo
 * ran out and it is being deleted on the server (`due`).
 */
export type MemoryDeletion = 'undoable' | 'due';

/** A memory as the panel shows it: as stored, or deleted a moment ago. */
export type ShownMemory = MemoryRecord & { deletion?: MemoryDeletion };

/** The parts of the panel a failure belongs to. */
export type MemorySection = 'load' | 'edit' | 'note' | 'pin' | 'delete';

/** What just succeeded, for the panel to confirm. */
export type MemoryOutcome = 'saved' | 'added' | 'pinned' | 'unpinned';

export interface MemoryContext {
  userId: string;
  characterId: string;
  /** Newest first, as the server lists them. */
  memories: ShownMemory[];
  /** The memory being rewritten and the words so far; null when none is. */
  editing: { memoryId: string; draft: string } | null;
  /** The words of the note being written. */
  note: string;
  /** The pin being changed, already shown as asked. */
  pinning: { memoryId: string; pinned: boolean } | null;
  /** Memories whose undo ran out, in the order they are deleted on the server; the first is on its way. */
  deletions: string[];
  /** The failure to show, next to what failed; `memoryId` is the memory it concerns, if any. */
  error: { section: MemorySection; memoryId: string | null; message: string } | null;
  done: { outcome: MemoryOutcome; memoryId: string } | null;
  /** Loads that failed in a row; 0 once one succeeds. */
  failures: number;
}

export type MemoryEvent =
  /** Try the failed load again at once. */
  | { type: 'user.retry' }
  | { type: 'user.edit'; memoryId: string }
  /** The words of the memory being edited. */
  | { type: 'user.type'; text: string }
  | { type: 'user.cancel' }
  | { type: 'user.save' }
  | { type: 'user.pin'; memoryId: string; pinned: boolean }
  | { type: 'user.delete'; memoryId: string }
  | { type: 'user.undoDelete'; memoryId: string }
  /** The words of the note being written. */
  | { type: 'user.typeNote'; text: string }
  | { type: 'user.addNote' }
  /**
   * The panel closes, and its actor stops right after: nobody is left to undo, so what was deleted a
   * moment ago is deleted now.
   */
  | { type: 'user.leave' }
  | { type: 'timer.deleteDue'; memoryId: string };

/** Words a memory may hold: the contract's rules, so a refusal here is the server's too. */
export const isValidMemoryContent = (text: string) => createMemoryBody.shape.content.safeParse(text).success;

const requestOf = (context: MemoryContext): MemoryRequest => ({
  userId: context.userId,
  characterId: context.characterId,
});

const findMemory = (context: MemoryContext, memoryId: string) =>
  context.memories.find((memory) => memory._id === memoryId);

/** A memory the user can act on: listed, and not deleted. */
const isShown = (context: MemoryContext, memoryId: string) => {
  const memory = findMemory(context, memoryId);
  return memory !== undefined && memory.deletion === undefined;
};

const timerId = (memoryId: string) => `delete:${memoryId}`;

const withPinned = (memories: ShownMemory[], memoryId: string, pinned: boolean) =>
  memories.map((memory) => (memory._id === memoryId ? { ...memory, pinned } : memory));

/**
 * What one character remembers about the user: loads the memories, then lets the user rewrite one
 * at a time, pin or unpin them, add notes of their own and delete them. A deleted memory can be
 * brought back for a few seconds (as a deleted chat message can) before it is deleted on the
 * server. A failed save keeps the user's words and says why; a failed delete brings the memory back.
 */
export const memoryMachine = setup({
  types: {
    context: {} as MemoryContext,
    events: {} as MemoryEvent,
    input: {} as MemoryInput,
  },
  actors: {
    /** Newest first. */
    loadMemories: notProvided<MemoryRecord[], MemoryRequest>('loadMemories'),
    updateMemory: notProvided<MemoryRecord, MemoryUpdateRequest>('updateMemory'),
    createMemory: notProvided<MemoryRecord, NoteRequest>('createMemory'),
    deleteMemory: notProvided<void, MemoryItemRequest>('deleteMemory'),
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
    showMemories: assign((_, params: { memories: MemoryRecord[] }) => ({
      memories: params.memories,
      failures: 0,
      error: null,
    })),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
    fail: assign(
      (_, params: { section: MemorySection; memoryId: string | null; error: unknown; fallback: string }) => ({
        error: {
          section: params.section,
          memoryId: params.memoryId,
          message: errorMessage(params.error, params.fallback),
        },
        done: null,
      }),
    ),
    succeed: assign((_, params: { outcome: MemoryOutcome; memoryId: string }) => ({
      done: { outcome: params.outcome, memoryId: params.memoryId },
    })),
    /** A new request starts: what the last one said no longer applies. */
    clear: assign({ error: null, done: null }),
    /** The memory as the server now keeps it; one deleted meanwhile stays deleted. */
    replaceMemory: assign(({ context }, params: { memory: MemoryRecord }) => ({
      memories: context.memories.map((shown) =>
        shown._id === params.memory._id ? { ...params.memory, deletion: shown.deletion } : shown,
      ),
    })),
    startEditing: assign(({ context }, params: { memoryId: string }) => ({
      editing: { memoryId: params.memoryId, draft: findMemory(context, params.memoryId)?.content ?? '' },
    })),
    changeDraft: assign(({ context }, params: { text: string }) => ({
      editing: context.editing && { ...context.editing, draft: params.text },
    })),
    stopEditing: assign({ editing: null }),
    changeNote: assign((_, params: { text: string }) => ({ note: params.text })),
    /** The new note heads the list, as the newest memory; the form is ready for another. */
    showNote: assign(({ context }, params: { memory: MemoryRecord }) => ({
      memories: [params.memory, ...context.memories],
      note: '',
    })),
    /** Shows the pin as asked while it is saved. */
    startPinning: assign(({ context }, params: { memoryId: string; pinned: boolean }) => ({
      pinning: params,
      memories: withPinned(context.memories, params.memoryId, params.pinned),
    })),
    /** The pin could not be changed: it shows as the server keeps it. */
    revertPin: assign(({ context }) =>
      context.pinning
        ? {
            memories: withPinned(context.memories, context.pinning.memoryId, !context.pinning.pinned),
            pinning: null,
          }
        : {},
    ),
    stopPinning: assign({ pinning: null }),
    markDeleted: assign(({ context }, params: { memoryId: string; deletion: MemoryDeletion | undefined }) => ({
      memories: context.memories.map((shown) =>
        shown._id === params.memoryId ? { ...shown, deletion: params.deletion } : shown,
      ),
    })),
    scheduleDeletion: enqueueActions(({ enqueue }, params: { memoryId: string }) => {
      enqueue.raise(
        { type: 'timer.deleteDue', memoryId: params.memoryId },
        { delay: DELETE_UNDO_MS, id: timerId(params.memoryId) },
      );
    }),
    cancelDeletion: enqueueActions(({ enqueue }, params: { memoryId: string }) => {
      enqueue.cancel(timerId(params.memoryId));
    }),
    queueDeletion: assign(({ context }, params: { memoryId: string }) => ({
      deletions: [...context.deletions, params.memoryId],
    })),
    /** The memory on its way out is gone from the server: it goes from the list, and the next one may go. */
    removeDeleted: assign(({ context }) => ({
      memories: context.memories.filter((memory) => memory._id !== context.deletions[0]),
      deletions: context.deletions.slice(1),
    })),
    /** The memory could not be deleted: it shows again as it was, and the next one may go. */
    restoreDeleted: assign(({ context }) => ({
      memories: context.memories.map((memory) =>
        memory._id === context.deletions[0] ? { ...memory, deletion: undefined } : memory,
      ),
      deletions: context.deletions.slice(1),
    })),
    /**
     * Deletes at once, side by side, every memory deleted but not yet on its way: the panel is closing,
     * so nothing waits for an undo or for its turn, and nobody is left to be told how it went.
     */
    deleteAtOnce: enqueueActions(({ context, enqueue }) => {
      const undoable = context.memories.filter((memory) => memory.deletion === 'undoable').map(({ _id }) => _id);
      for (const memoryId of undoable) enqueue.cancel(timerId(memoryId));
      for (const memoryId of [...undoable, ...context.deletions.slice(1)]) {
        enqueue.spawnChild('deleteMemory', { input: { ...requestOf(context), memoryId } });
      }
    }),
  },
  guards: {
    isShown: ({ context }, params: { memoryId: string }) => isShown(context, params.memoryId),
    /** Shown, and not the one being rewritten. */
    canDelete: ({ context }, params: { memoryId: string }) =>
      isShown(context, params.memoryId) && context.editing?.memoryId !== params.memoryId,
    isUndoable: ({ context }, params: { memoryId: string }) =>
      findMemory(context, params.memoryId)?.deletion === 'undoable',
    /** The draft says what the memory says already: there is nothing to save. */
    isUnchanged: ({ context }) =>
      context.editing !== null &&
      trimText(context.editing.draft) === findMemory(context, context.editing.memoryId)?.content,
    isValidDraft: ({ context }) => context.editing !== null && isValidMemoryContent(context.editing.draft),
    isValidNote: ({ context }) => isValidMemoryContent(context.note),
    hasDeletion: ({ context }) => context.deletions.length > 0,
  },
  delays: {
    recoveryDelay: ({ context }) => recoveryDelay(context.failures),
  },
}).createMachine({
  id: 'memory',
  context: ({ input }) => ({
    userId: input.userId,
    characterId: input.characterId,
    memories: [],
    editing: null,
    note: '',
    pinning: null,
    deletions: [],
    error: null,
    done: null,
    failures: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'pending',
      invoke: {
        id: 'loadMemories',
        src: 'loadMemories',
        input: ({ context }) => requestOf(context),
        onDone: {
          target: 'ready',
          actions: { type: 'showMemories', params: ({ event }) => ({ memories: event.output }) },
        },
        // Nothing is known of the memories: the panel says they could not be loaded, not that there are none.
        onError: {
          target: 'failed',
          actions: [
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            'countFailure',
            {
              type: 'fail',
              params: ({ event }) => ({
                section: 'load',
                memoryId: null,
                error: event.error,
                fallback: MEMORY_LOAD_FAILURE,
              }),
            },
          ],
        },
      },
    },
    /** The memories could not be loaded: tried again by itself after a while, or at once on Retry. */
    failed: {
      after: { recoveryDelay: 'loading' },
      on: { 'user.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      on: {
        'user.delete': {
          guard: { type: 'canDelete', params: ({ event }) => ({ memoryId: event.memoryId }) },
          actions: [
            'clear',
            { type: 'markDeleted', params: ({ event }) => ({ memoryId: event.memoryId, deletion: 'undoable' }) },
            { type: 'scheduleDeletion', params: ({ event }) => ({ memoryId: event.memoryId }) },
          ],
        },
        'user.undoDelete': {
          guard: { type: 'isUndoable', params: ({ event }) => ({ memoryId: event.memoryId }) },
          actions: [
            { type: 'cancelDeletion', params: ({ event }) => ({ memoryId: event.memoryId }) },
            { type: 'markDeleted', params: ({ event }) => ({ memoryId: event.memoryId, deletion: undefined }) },
          ],
        },
        'timer.deleteDue': {
          guard: { type: 'isUndoable', params: ({ event }) => ({ memoryId: event.memoryId }) },
          actions: [
            { type: 'markDeleted', params: ({ event }) => ({ memoryId: event.memoryId, deletion: 'due' }) },
            { type: 'queueDeletion', params: ({ event }) => ({ memoryId: event.memoryId }) },
          ],
        },
        'user.leave': { actions: 'deleteAtOnce' },
      },
      states: {
        /** One memory is rewritten at a time. */
        edit: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'user.edit': {
                  guard: { type: 'isShown', params: ({ event }) => ({ memoryId: event.memoryId }) },
                  target: 'editing',
                  actions: ['clear', { type: 'startEditing', params: ({ event }) => ({ memoryId: event.memoryId }) }],
                },
              },
            },
            editing: {
              on: {
                'user.type': { actions: { type: 'changeDraft', params: ({ event }) => ({ text: event.text }) } },
                'user.cancel': { target: 'idle', actions: ['clear', 'stopEditing'] },
                'user.save': [
                  { guard: 'isUnchanged', target: 'idle', actions: ['clear', 'stopEditing'] },
                  // Words the server would refuse stay here: the panel says why as they are typed.
                  { guard: 'isValidDraft', target: 'saving', actions: 'clear' },
                ],
              },
            },
            saving: {
              tags: 'pending',
              invoke: {
                id: 'saveMemory',
                src: 'updateMemory',
                input: ({ context }) => ({
                  ...requestOf(context),
                  memoryId: context.editing?.memoryId ?? '',
                  changes: { content: trimText(context.editing?.draft ?? '') },
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'replaceMemory', params: ({ event }) => ({ memory: event.output }) },
                    { type: 'succeed', params: ({ event }) => ({ outcome: 'saved', memoryId: event.output._id }) },
                    'stopEditing',
                  ],
                },
                // Back to the editor with the user's words, and why they were not saved.
                onError: {
                  target: 'editing',
                  actions: [
                    { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                    {
                      type: 'fail',
                      params: ({ context, event }) => ({
                        section: 'edit',
                        memoryId: context.editing?.memoryId ?? null,
                        error: event.error,
                        fallback: MEMORY_SAVE_FAILURE,
                      }),
                    },
                  ],
                },
              },
            },
          },
        },
        /** The note the user is writing for the character to remember. */
        note: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'user.typeNote': { actions: { type: 'changeNote', params: ({ event }) => ({ text: event.text }) } },
                'user.addNote': { guard: 'isValidNote', target: 'adding', actions: 'clear' },
              },
            },
            adding: {
              tags: 'pending',
              invoke: {
                id: 'addNote',
                src: 'createMemory',
                input: ({ context }) => ({ ...requestOf(context), content: trimText(context.note) }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'showNote', params: ({ event }) => ({ memory: event.output }) },
                    { type: 'succeed', params: ({ event }) => ({ outcome: 'added', memoryId: event.output._id }) },
                  ],
                },
                // The note stays in the form, to be added again.
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                    {
                      type: 'fail',
                      params: ({ event }) => ({
                        section: 'note',
                        memoryId: null,
                        error: event.error,
                        fallback: MEMORY_ADD_FAILURE,
                      }),
                    },
                  ],
                },
              },
            },
          },
        },
        /** One pin changes at a time; it shows as asked at once, and as the server keeps it if that fails. */
        pin: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'user.pin': {
                  guard: { type: 'isShown', params: ({ event }) => ({ memoryId: event.memoryId }) },
                  target: 'pinning',
                  actions: [
                    'clear',
                    {
                      type: 'startPinning',
                      params: ({ event }) => ({ memoryId: event.memoryId, pinned: event.pinned }),
                    },
                  ],
                },
              },
            },
            pinning: {
              tags: 'pending',
              invoke: {
                id: 'pinMemory',
                src: 'updateMemory',
                input: ({ context }) => ({
                  ...requestOf(context),
                  memoryId: context.pinning?.memoryId ?? '',
                  changes: { pinned: context.pinning?.pinned ?? false },
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'replaceMemory', params: ({ event }) => ({ memory: event.output }) },
                    {
                      type: 'succeed',
                      params: ({ event }) => ({
                        outcome: event.output.pinned ? 'pinned' : 'unpinned',
                        memoryId: event.output._id,
                      }),
                    },
                    'stopPinning',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                    {
                      type: 'fail',
                      params: ({ context, event }) => ({
                        section: 'pin',
                        memoryId: context.pinning?.memoryId ?? null,
                        error: event.error,
                        fallback: MEMORY_PIN_FAILURE,
                      }),
                    },
                    'revertPin',
                  ],
                },
              },
            },
          },
        },
        /** Memories whose undo ran out are deleted on the server one after another. */
        removal: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'hasDeletion', target: 'deleting' } },
            deleting: {
              tags: 'pending',
              invoke: {
                id: 'deleteMemory',
                src: 'deleteMemory',
                input: ({ context }) => ({ ...requestOf(context), memoryId: context.deletions[0] ?? '' }),
                // The panel said it was deleted when it was: nothing more to say.
                onDone: { target: 'idle', actions: 'removeDeleted' },
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                    {
                      type: 'fail',
                      params: ({ context, event }) => ({
                        section: 'delete',
                        memoryId: context.deletions[0] ?? null,
                        error: event.error,
                        fallback: MEMORY_DELETE_FAILURE,
                      }),
                    },
                    'restoreDeleted',
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});

export type MemorySnapshot = SnapshotFrom<typeof memoryMachine>;

/**
 * The memories could not be loaded: failed, or trying again after a failure (the panel keeps
 * saying so until a load succeeds).
 */
export const memoriesLoadFailed = (snapshot: MemorySnapshot) =>
  snapshot.matches('failed') || (snapshot.matches('loading') && snapshot.context.failures > 0);

import { z } from 'zod';
import { conversationParams, validationMessages } from './schemas';
import { graphemeLength, trimText } from './text';

/** Longest memory a user may write or edit to, in characters as a reader counts them. */
export const MEMORY_CONTENT_MAX_LENGTH = 300;

export const memoryValidationMessages = {
  contentEmpty: 'Memory must not be empty',
  contentTooLong: `Memory must be at most ${MEMORY_CONTENT_MAX_LENGTH} characters`,
  nothingToChange: 'Nothing to change: send content or pinned',
} as const;

/**
 * What a memory is: a fact the character learned from the user's words, a summary of a stretch of
 * conversation, or a note the user wrote themselves ("call me Sam").
 */
export const memoryKind = z.enum(['fact', 'summary', 'note']);
/** Who put it there: learned from the conversation, or written (or rewritten) by the user. */
export const memorySource = z.enum(['learned', 'user']);

export const memoryRecord = z.object({
  _id: z.string(),
  kind: memoryKind,
  /** Said to the user ("Your dog is Biscuit") for facts and summaries; the user's own words for notes. */
  content: z.string(),
  /** A pinned memory is in every prompt, whatever the budget. */
  pinned: z.boolean(),
  source: memorySource,
  /** The message it was learned from, while that message exists. */
  sourceMessageId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When a reply was last written with it in the prompt. */
  lastUsedAt: z.string().nullable(),
});

const memoryContent = z
  .string()
  .overwrite(trimText)
  .min(1, memoryValidationMessages.contentEmpty)
  .refine((text) => graphemeLength(text) <= MEMORY_CONTENT_MAX_LENGTH, {
    error: memoryValidationMessages.contentTooLong,
  });

export const memoryItemParams = conversationParams.extend({ memoryId: z.uuid(validationMessages.id) });
/** Newest first. */
export const memoriesResponse = z.object({ data: z.array(memoryRecord) });
export const memoryResponse = z.object({ data: memoryRecord });
export const createMemoryBody = z.object({ content: memoryContent, pinned: z.boolean().optional() });
/** A learned memory the user rewrites becomes theirs (`source: user`). */
export const updateMemoryBody = z
  .object({ content: memoryContent.optional(), pinned: z.boolean().optional() })
  .refine((body) => body.content !== undefined || body.pinned !== undefined, {
    error: memoryValidationMessages.nothingToChange,
  });

export type MemoryRecord = z.infer<typeof memoryRecord>;
export type MemoryKind = z.infer<typeof memoryKind>;
export type MemorySource = z.infer<typeof memorySource>;
export type CreateMemoryBody = z.input<typeof createMemoryBody>;
export type UpdateMemoryBody = z.input<typeof updateMemoryBody>;

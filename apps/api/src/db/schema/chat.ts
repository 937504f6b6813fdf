import type { MemoryKind, MemorySource, MessageStatus, MessageType } from '@kindred/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MemoryFact } from '../../companion';
import { users } from './accounts';
import { characters } from './characters';

/** Mirrors migrations/0004_chat.sql, 0008_answer_claims.sql, 0011_affinity.sql, 0012_live_replies.sql and 0013_memories.sql. */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * `value` as JSON whose strings are all well-formed: PostgreSQL refuses json holding a lone UTF-16
 * surrogate (`\ud800`), and a write that fails for it would fail the whole reply.
 */
export const wellFormedJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? item.toWellFormed() : item));

/** jsonb written as `wellFormedJson`. */
const wellFormedJsonb = <Data>() =>
  customType<{ data: Data; driverData: unknown }>({
    dataType: () => 'jsonb',
    toDriver: wellFormedJson,
    fromDriver: (value) => (typeof value === 'string' ? JSON.parse(value) : value) as Data,
  })();

/**
 * Every message of every conversation; `createdAt` increases strictly within a conversation. The
 * table also has `search`, the generated tsvector recall searches (chat/memories.ts `recollections`), which
 * no query here reads or writes.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.slug, { onDelete: 'cascade' }),
    type: text().$type<MessageType>().notNull(),
    content: text().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /** Human messages sent with an Idempotency-Key: the key, and a hash of the request it came with. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** The human message an AI message answers; null once that message was deleted. */
    replyTo: uuid('reply_to').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    /** What became of a reply; human messages are always `complete`. */
    status: text().$type<MessageStatus>().notNull().default('complete'),
    /** The instance key (db/instance.ts) of the process writing a `streaming` reply: once it is gone, the reply is interrupted. */
    generatingInstance: integer('generating_instance'),
    /** Among the replies to one human message (its alternatives), the one shown and prompted with. */
    chosen: boolean().notNull().default(true),
    /** When the user last changed the text of their (human) message. */
    editedAt: timestamptz('edited_at'),
    /** On a reply: its exchange taught the character something new. */
    memoryUpdated: boolean('memory_updated').notNull().default(false),
  },
  (table) => [
    check('messages_type_check', sql`${table.type} IN ('human', 'ai')`),
    check('messages_reply_to_check', sql`${table.type} = 'ai' OR ${table.replyTo} IS NULL`),
    check(
      'messages_status_check',
      sql`${table.status} IN ('complete', 'streaming', 'stopped', 'failed', 'interrupted')`,
    ),
    check('messages_human_status_check', sql`${table.type} = 'ai' OR ${table.status} = 'complete'`),
    check('messages_generating_check', sql`${table.status} = 'streaming' OR ${table.generatingInstance} IS NULL`),
    check('messages_chosen_check', sql`${table.type} = 'ai' OR ${table.chosen}`),
    check('messages_edited_check', sql`${table.type} = 'human' OR ${table.editedAt} IS NULL`),
    check(
      'messages_human_only_check',
      sql`${table.type} = 'human' OR (${table.idempotencyKey} IS NULL AND ${table.requestHash} IS NULL)`,
    ),
    check('messages_idempotency_check', sql`(${table.idempotencyKey} IS NULL) = (${table.requestHash} IS NULL)`),
    // Each holds only the rows a lookup through it can find (migration 0023).
    uniqueIndex('messages_idempotency_key')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} IS NOT NULL`),
    uniqueIndex('messages_streaming_idx').on(table.userId, table.characterId).where(sql`${table.status} = 'streaming'`),
    uniqueIndex('messages_chosen_reply_idx')
      .on(table.replyTo)
      .where(sql`${table.chosen} AND ${table.replyTo} IS NOT NULL`),
    index('messages_reply_to_idx').on(table.replyTo).where(sql`${table.replyTo} IS NOT NULL`),
    // It also includes `type` (migration 0022), which Drizzle's index builder cannot spell.
    index('messages_conversation_idx').on(table.userId, table.characterId, table.createdAt.desc()),
    index('messages_sent_idx').on(table.userId, table.createdAt).where(sql`${table.type} = 'human'`),
  ],
);

/** One per conversation, from its first message: the character's memory of the user, their affinity, the latest message. */
export const companionships = pgTable(
  'companionships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.slug, { onDelete: 'cascade' }),
    /** How far the conversation is summarised: the timestamp of the newest turn folded into a summary memory. */
    memory: wellFormedJsonb<{ summarizedUntil: string | null }>().notNull(),
    affinityScore: integer('affinity_score').notNull().default(0),
    /** What the score has counted (companion/affinity.ts AffinityState): null before the first message. */
    affinityUpdatedAt: timestamptz('affinity_updated_at'),
    /** The user's local date of the latest message counted. */
    affinityDay: date('affinity_day', { mode: 'string' }),
    affinityDayWarmth: integer('affinity_day_warmth').notNull().default(0),
    /** Null once every message was deleted. */
    lastMessageId: uuid('last_message_id').references(() => messages.id, { onDelete: 'set null' }),
    lastMessageAt: timestamptz('last_message_at').notNull(),
    /** When the current session began: the latest message that came first or after a pause of SESSION_GAP_MS. */
    sessionStartedAt: timestamptz('session_started_at'),
    /** How many of the conversation's messages a prompt reads, kept by triggers (migrations 0019_prompted_count.sql and 0021_prompted_count_by_row.sql). */
    promptedMessages: integer('prompted_messages').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.characterId] }),
    check('companionships_affinity_score_check', sql`${table.affinityScore} BETWEEN 0 AND 100`),
    check('companionships_affinity_day_warmth_check', sql`${table.affinityDayWarmth} >= 0`),
    index('companionships_recent_idx').on(table.userId, table.lastMessageAt.desc(), table.characterId),
  ],
);

/**
 * What a character remembers of a user: facts it learned, summaries of the conversation, notes the
 * user wrote; with a generated `search` tsvector, as `messages` has.
 */
export const memories = pgTable(
  'memories',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.slug, { onDelete: 'cascade' }),
    kind: text().$type<MemoryKind>().notNull(),
    /** What is searched: a note's or a summary's text, a fact's value and detail. */
    content: text().notNull(),
    fact: wellFormedJsonb<MemoryFact>(),
    pinned: boolean().notNull().default(false),
    source: text().$type<MemorySource>().notNull(),
    sourceMessageId: uuid('source_message_id').references(() => messages.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (table) => [
    check('memories_kind_check', sql`${table.kind} IN ('fact', 'summary', 'note')`),
    check('memories_source_check', sql`${table.source} IN ('learned', 'user')`),
    check('memories_fact_check', sql`(${table.kind} = 'fact') = (${table.fact} IS NOT NULL)`),
    check('memories_note_check', sql`${table.kind} <> 'note' OR ${table.source} = 'user'`),
    // It also includes `kind` (migration 0022), which Drizzle's index builder cannot spell.
    index('memories_conversation_idx').on(table.userId, table.characterId, table.createdAt.desc()),
    index('memories_source_idx').on(table.sourceMessageId),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
export type MemoryRow = typeof memories.$inferSelect;
export type CompanionshipRow = typeof companionships.$inferSelect;

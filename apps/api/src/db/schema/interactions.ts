import type { InteractionType, RelationshipType } from '@kindred/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { characters } from './characters';

/** Mirrors migrations/0003_interactions.sql. */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A user's like or dislike of a character, one row per pair: a later one replaces the earlier.
 * `createdAt` is the first time the user acted on the character; `updatedAt` when the current
 * type and relationship were recorded.
 */
export const interactions = pgTable(
  'interactions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.slug, { onDelete: 'cascade' }),
    type: text().$type<InteractionType>().notNull(),
    /** What came of a like; null for a dislike. */
    relationship: text().$type<RelationshipType>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.characterId] }),
    index('interactions_user_type_idx').on(table.userId, table.type, table.updatedAt.desc()),
    check('interactions_type_check', sql`${table.type} IN ('like', 'dislike')`),
    check('interactions_relationship_check', sql`${table.relationship} IN ('Matched', 'Blocked')`),
    check('interactions_dislike_relationship_check', sql`${table.type} = 'like' OR ${table.relationship} IS NULL`),
  ],
);

/** When the user last fetched the first page of discovery; later pages count from the characters unseen then. */
export const browseSessions = pgTable('browse_sessions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  startedAt: timestamptz('started_at').notNull().defaultNow(),
});

export type InteractionRow = typeof interactions.$inferSelect;

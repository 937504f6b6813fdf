import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Mirrors migrations/0009_settings.sql. */

/** A user's settings once they have saved them; a user without a row has the defaults (`DEFAULT_SETTINGS`). */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** An IANA zone; null: the one the browser reports. */
  timeZone: text('time_zone'),
  charactersMayWriteFirst: boolean('characters_may_write_first').notNull().default(true),
  breakReminders: boolean('break_reminders').notNull().default(true),
  /** An id of the contract's CRISIS_LINES; null: the line of the user's region. */
  crisisLineId: text('crisis_line_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

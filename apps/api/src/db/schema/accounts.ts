import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mirrors migrations/0002_accounts.sql. */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A person with an account; `email` is stored lower-cased, `profileComplete` opens the app beyond /create-profile. */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull().unique('users_email_key'),
    passwordHash: text('password_hash').notNull(),
    verified: boolean().notNull().default(false),
    name: text().notNull().default(''),
    age: integer(),
    gender: text().notNull().default(''),
    location: text().notNull().default(''),
    bio: text().notNull().default(''),
    avatar: text().notNull().default(''),
    profileComplete: boolean('profile_complete').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('users_email_lower_case_check', sql`${table.email} = lower(${table.email})`),
    check('users_age_check', sql`${table.age} IS NULL OR ${table.age} BETWEEN 13 AND 120`),
  ],
);

/** A code that lets `usesLeft` more people register, until `expiresAt` when set. */
export const invitations = pgTable(
  'invitations',
  {
    code: text().primaryKey(),
    maxUses: integer('max_uses').notNull(),
    usesLeft: integer('uses_left').notNull(),
    expiresAt: timestamptz('expires_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('invitations_uses_check', sql`${table.maxUses} > 0 AND ${table.usesLeft} BETWEEN 0 AND ${table.maxUses}`),
  ],
);

export const oneTimeCodePurposes = ['registration', 'passwordReset'] as const;
export type OneTimeCodePurpose = (typeof oneTimeCodePurposes)[number];

/** The live code mailed to a user for one purpose, stored as a keyed hash. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<OneTimeCodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    /** The password chosen when an unverified account registers again; set on the account when the code is verified. */
    passwordHash: text('password_hash'),
    attempts: integer().notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.purpose] }),
    check('one_time_codes_purpose_check', sql`${table.purpose} IN ('registration', 'passwordReset')`),
  ],
);

/** Every refresh token handed out in a family (one sign-in); rotated rows stay so their reuse is noticed. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    rotatedAt: timestamptz('rotated_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId), index('refresh_tokens_user_idx').on(table.userId)],
);

export const waitlist = pgTable(
  'waitlist',
  {
    email: text().primaryKey(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [check('waitlist_email_lower_case_check', sql`${table.email} = lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;

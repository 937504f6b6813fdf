import type { CharacterLocation } from '@kindred/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** The characters users discover; `slug` is the id the API exposes. Mirrors migrations/0001_characters.sql. */
export const characters = pgTable(
  'characters',
  {
    slug: text().primaryKey(),
    /** Order of the character list and of discovery; ties broken by slug. */
    position: integer().notNull(),
    name: text().notNull(),
    age: integer().notNull(),
    gender: text().notNull(),
    bio: text().notNull(),
    location: jsonb().$type<string | CharacterLocation>().notNull(),
    profileImageUrl: text('profile_image_url').notNull(),
    images: jsonb().$type<string[]>().notNull(),
    personalityTraits: jsonb('personality_traits').$type<string[]>().notNull(),
    interests: jsonb().$type<string[]>().notNull(),
    backgroundStory: text('background_story').notNull(),
    flawsAndFears: text('flaws_and_fears').notNull(),
    dreamsAndGoals: text('dreams_and_goals').notNull(),
    petPeeves: text('pet_peeves').notNull(),
    /** The user ages this character matches with. */
    ageRangeMin: integer('age_range_min').notNull(),
    ageRangeMax: integer('age_range_max').notNull(),
  },
  (table) => [
    index('characters_position_idx').on(table.position, table.slug),
    check('characters_age_range_check', sql`${table.ageRangeMin} <= ${table.ageRangeMax}`),
  ],
);

export type CharacterRow = typeof characters.$inferSelect;
export type NewCharacterRow = typeof characters.$inferInsert;

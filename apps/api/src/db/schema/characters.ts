import type { CharacterLocation } from '@kindred/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ExampleExchange } from '../../companion/types';

/**
 * The characters users discover; `slug` is the id the API exposes. Mirrors migrations/0001_characters.sql
 * and 0014_character_scenarios.sql.
 */
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
    /** Where the character is while they talk; for the companion only, never shown by the API. Empty: none written. */
    scenario: text().notNull().default(''),
    /** A few exchanges in the character's voice; for the companion only, like `scenario`. */
    exampleDialogue: jsonb('example_dialogue').$type<ExampleExchange[]>().notNull().default([]),
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

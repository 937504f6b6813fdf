import { copyFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseConnection } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { migrationsDir } from '../../src/paths';
import { toCharacterRow } from '../../src/plugins/app/characters/seed';
import type { SeedCharacter } from '../../src/seed/characters';
import { createPostgresDatabase, createTempDir } from './app';

export interface EarlierDatabase {
  database: DatabaseConnection;
  close(): Promise<void>;
}

/** Opens a fresh database of `driver` migrated up to, not including, the migration file `migration`. */
export async function databaseBefore(migration: string, driver: 'pglite' | 'postgres'): Promise<EarlierDatabase> {
  const earlier = createTempDir();
  for (const name of readdirSync(migrationsDir).filter((file) => file.endsWith('.sql') && file < migration)) {
    copyFileSync(path.join(migrationsDir, name), path.join(earlier.dir, name));
  }
  const postgres = driver === 'postgres' ? await createPostgresDatabase() : undefined;
  const database: DatabaseConnection = postgres
    ? await openPostgres(postgres.url, { onIdleError: () => {} })
    : await openPglite();
  await migrate(database, earlier.dir);
  earlier.remove();
  return {
    database,
    async close() {
      await database.close();
      await postgres?.drop();
    },
  };
}

/**
 * Stores `seeds` in the columns migrations/0001_characters.sql made, as the first seeding did: the
 * seeding of today writes columns that a database migrated only part of the way lacks.
 */
export async function seedFirstCharacterColumns(database: DatabaseConnection, seeds: readonly SeedCharacter[]) {
  await database.withSession(async (session) => {
    for (const [position, seed] of seeds.entries()) {
      const row = toCharacterRow(seed, position);
      await session.query(
        `INSERT INTO characters (slug, position, name, age, gender, bio, location, profile_image_url, images,
           personality_traits, interests, background_story, flaws_and_fears, dreams_and_goals, pet_peeves,
           age_range_min, age_range_max)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
        [
          row.slug,
          row.position,
          row.name,
          row.age,
          row.gender,
          row.bio,
          JSON.stringify(row.location),
          row.profileImageUrl,
          JSON.stringify(row.images),
          JSON.stringify(row.personalityTraits),
          JSON.stringify(row.interests),
          row.backgroundStory,
          row.flawsAndFears,
          row.dreamsAndGoals,
          row.petPeeves,
          row.ageRangeMin,
          row.ageRangeMax,
        ],
      );
    }
  });
}

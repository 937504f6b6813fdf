import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentAffinity, nextAffinity } from '../../src/companion';
import type { DatabaseConnection } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { companionships } from '../../src/db/schema';
import { createChatRepository } from '../../src/plugins/app/chat/repository';
import { seedCharacters } from '../../src/seed/characters';
import { postgresAvailable } from '../helpers/app';
import { databaseBefore, type EarlierDatabase, seedFirstCharacterColumns } from '../helpers/migrations';

const AFFINITY_MIGRATION = '0011_affinity.sql';
const AGE = 30;
const CHARACTER = seedCharacters.find((seed) => AGE >= seed.ageRangeMin && AGE <= seed.ageRangeMax)?.slug ?? '';
/** The latest message of a conversation from before the migration: 23:30 UTC on 3 March 2025. */
const LAST_MESSAGE_AT = new Date('2025-03-03T23:30:00Z');

/** A conversation as the old rule left it: 70 points after a long evening of messages. */
async function conversationScoredSeventy(database: DatabaseConnection) {
  await seedFirstCharacterColumns(database, seedCharacters);
  return database.withSession(async (session) => {
    const [user] = await session.query<{ id: string }>(
      "INSERT INTO users (email, password_hash, age) VALUES ('old@kindred.test', 'x', $1) RETURNING id",
      [AGE],
    );
    await session.query(
      "INSERT INTO interactions (user_id, character_id, type, relationship) VALUES ($1, $2, 'like', 'Matched')",
      [user?.id, CHARACTER],
    );
    const [message] = await session.query<{ id: string }>(
      "INSERT INTO messages (user_id, character_id, type, content, created_at) VALUES ($1, $2, 'human', 'Good night', $3) RETURNING id",
      [user?.id, CHARACTER, LAST_MESSAGE_AT.toISOString()],
    );
    await session.query(
      `INSERT INTO companionships (user_id, character_id, memory, affinity_score, last_message_id, last_message_at, updated_at)
       VALUES ($1, $2, '{"facts":[],"summary":"","summarizedUntil":null}', 70, $3, $4, $4)`,
      [user?.id, CHARACTER, message?.id, LAST_MESSAGE_AT.toISOString()],
    );
    return user?.id ?? '';
  });
}

for (const driver of ['pglite', 'postgres'] as const) {
  describe.skipIf(driver === 'postgres' && !postgresAvailable)(`the affinity migration (${driver})`, () => {
    let before: EarlierDatabase;
    beforeAll(async () => {
      before = await databaseBefore(AFFINITY_MIGRATION, driver);
    });
    afterAll(() => before?.close());

    it('keeps the level of a conversation scored under the old rule, and counts on from it by days', async () => {
      const { database } = before;
      const userId = await conversationScoredSeventy(database);
      expect(await migrate(database)).toContain(AFFINITY_MIGRATION);

      const repository = createChatRepository(
        database.db,
        pino({ level: 'silent' }),
        { instanceKey: database.instanceKey, writes: () => false },
        { changed: () => {} },
      );
      const [listed] = await repository.conversations(userId, { page: 1, limit: 10 }, LAST_MESSAGE_AT);
      expect(listed?.affinity).toEqual({ score: 70, level: 4, name: 'close friend' });

      const [affinity] = await database.db
        .select({
          score: companionships.affinityScore,
          updatedAt: companionships.affinityUpdatedAt,
          day: companionships.affinityDay,
          dayWarmth: companionships.affinityDayWarmth,
        })
        .from(companionships)
        .where(eq(companionships.userId, userId));
      expect(affinity).toEqual({ score: 70, updatedAt: LAST_MESSAGE_AT, day: '2025-03-03', dayWarmth: 2 });
      if (!affinity) return;

      // The day it was scored on has had its warmth; the next one counts in full.
      const warm = 'Thank you, I feel so happy talking to you';
      const sameDay = nextAffinity({ state: affinity, message: warm, at: LAST_MESSAGE_AT, timeZone: 'UTC' });
      expect(sameDay.score).toBe(70);
      const nextDay = new Date('2025-03-04T19:00:00Z');
      expect(nextAffinity({ state: affinity, message: warm, at: nextDay, timeZone: 'UTC' }).score).toBe(74);
      expect(currentAffinity(affinity, nextDay).level).toBe(4);
    });
  });
}

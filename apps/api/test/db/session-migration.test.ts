import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate';
import { companionships } from '../../src/db/schema';
import { seedCharacters } from '../../src/seed/characters';
import { postgresAvailable } from '../helpers/app';
import { databaseBefore, type EarlierDatabase, seedFirstCharacterColumns } from '../helpers/migrations';

const SESSION_MIGRATION = '0016_session_start.sql';
const [first, second] = seedCharacters.map((seed) => seed.slug);

/** The moment of 4 March 2025 (UTC) at `time`, e.g. `09:55`. */
const at = (time: string) => new Date(`2025-03-04T${time}:00Z`);

for (const driver of ['pglite', 'postgres'] as const) {
  describe.skipIf(driver === 'postgres' && !postgresAvailable)(`the session migration (${driver})`, () => {
    let before: EarlierDatabase;
    beforeAll(async () => {
      before = await databaseBefore(SESSION_MIGRATION, driver);
      await seedFirstCharacterColumns(before.database, seedCharacters);
    });
    afterAll(() => before?.close());

    it('starts each conversation’s session at its latest message after a pause of more than half an hour', async () => {
      const { database } = before;
      const conversations = {
        // A pause of 45 minutes, then messages 20 minutes apart: the session began after the pause.
        [first ?? '']: ['09:00', '09:10', '09:55', '10:15', '10:35'],
        // Never a pause: the session began with the first message.
        [second ?? '']: ['12:00', '12:29', '12:58'],
      };
      const userId = await database.withSession(async (session) => {
        const [user] = await session.query<{ id: string }>(
          "INSERT INTO users (email, password_hash, age) VALUES ('sessions@kindred.test', 'x', 30) RETURNING id",
        );
        for (const [characterId, times] of Object.entries(conversations)) {
          for (const time of times) {
            await session.query(
              "INSERT INTO messages (user_id, character_id, type, content, created_at) VALUES ($1, $2, 'human', 'Hi', $3)",
              [user?.id, characterId, at(time).toISOString()],
            );
          }
          await session.query(
            `INSERT INTO companionships (user_id, character_id, memory, last_message_at, updated_at)
             VALUES ($1, $2, '{"summarizedUntil":null}', $3, $3)`,
            [user?.id, characterId, at(times.at(-1) ?? '').toISOString()],
          );
        }
        return user?.id ?? '';
      });

      expect(await migrate(database)).toContain(SESSION_MIGRATION);
      const rows = await database.db
        .select({ characterId: companionships.characterId, sessionStartedAt: companionships.sessionStartedAt })
        .from(companionships)
        .where(eq(companionships.userId, userId));
      expect(Object.fromEntries(rows.map((row) => [row.characterId, row.sessionStartedAt]))).toEqual({
        [first ?? '']: at('09:55'),
        [second ?? '']: at('12:00'),
      });
    });
  });
}

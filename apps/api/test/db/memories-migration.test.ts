import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { companionships, memories } from '../../src/db/schema';
import { loadMemory, memoriesOfUser } from '../../src/plugins/app/chat/memories';
import { seedCharacters } from '../../src/seed/characters';
import { postgresAvailable } from '../helpers/app';
import { databaseBefore, type EarlierDatabase, seedFirstCharacterColumns } from '../helpers/migrations';

const MEMORIES_MIGRATION = '0013_memories.sql';
const [first, second] = seedCharacters.map((seed) => seed.slug);
/** When the conversation last changed before the migration: its summary lines end here. */
const UPDATED_AT = new Date('2025-03-05T18:00:00.000Z');
const SUMMARIZED_UNTIL = '2025-03-04T21:00:00.000Z';

const NAME = { kind: 'name', value: 'Sam', at: '2025-03-01T10:00:00.000Z' };
const PET = { kind: 'pet', value: 'Biscuit', detail: 'dog', at: '2025-03-02T09:30:00.000Z' };
/** What years of JSON kept besides: facts a bug or a hand edit left without a date, or not facts at all. */
const DAMAGED = [{ kind: 'home', value: 'Lyon' }, 'likes tea', { kind: 'job', value: 'a nurse', at: 'last week' }, 42];

/** A conversation as memory was stored before records: facts and summary lines in one JSON value. */
async function conversationWith(database: DatabaseConnection, characterId: string | undefined, memory: object) {
  return database.withSession(async (session) => {
    const [user] = await session.query<{ id: string }>(
      "INSERT INTO users (email, password_hash, age) VALUES (gen_random_uuid() || '@kindred.test', 'x', 30) RETURNING id",
    );
    const [message] = await session.query<{ id: string }>(
      "INSERT INTO messages (user_id, character_id, type, content, created_at) VALUES ($1, $2, 'human', 'Hello', $3) RETURNING id",
      [user?.id, characterId, UPDATED_AT.toISOString()],
    );
    await session.query(
      `INSERT INTO companionships (user_id, character_id, memory, last_message_id, last_message_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5)`,
      [user?.id, characterId, JSON.stringify(memory), message?.id, UPDATED_AT.toISOString()],
    );
    return user?.id ?? '';
  });
}

for (const driver of ['pglite', 'postgres'] as const) {
  describe.skipIf(driver === 'postgres' && !postgresAvailable)(`the memories migration (${driver})`, () => {
    let before: EarlierDatabase;
    let remembering = '';
    let damaged = '';
    let blank = '';
    beforeAll(async () => {
      before = await databaseBefore(MEMORIES_MIGRATION, driver);
      const { database } = before;
      await seedFirstCharacterColumns(database, seedCharacters);
      remembering = await conversationWith(database, first, {
        facts: [NAME, PET],
        summary: 'line one\nline two',
        summarizedUntil: SUMMARIZED_UNTIL,
      });
      damaged = await conversationWith(database, second, {
        facts: [...DAMAGED, NAME],
        summary: '',
        summarizedUntil: null,
      });
      blank = await conversationWith(database, first, { facts: 'none', summary: '' });
      expect(await migrate(database)).toContain(MEMORIES_MIGRATION);
    });
    afterAll(() => before?.close());

    const rowsOf = (userId: string) =>
      before.database.db
        .select()
        .from(memories)
        .where(eq(memories.userId, userId))
        .orderBy(asc(memories.createdAt), asc(memories.content));
    const jsonOf = async (userId: string) =>
      (await before.database.db.select().from(companionships).where(eq(companionships.userId, userId)))[0]?.memory;

    it('makes each fact a learned record of its day, and each summary line one, in their order', async () => {
      const rows = await rowsOf(remembering);
      expect(
        rows.map(({ kind, content, fact, source, sourceMessageId, pinned, createdAt }) => ({
          kind,
          content,
          fact,
          source,
          sourceMessageId,
          pinned,
          createdAt,
        })),
      ).toEqual([
        {
          kind: 'fact',
          content: 'Sam',
          fact: NAME,
          source: 'learned',
          sourceMessageId: null,
          pinned: false,
          createdAt: new Date(NAME.at),
        },
        {
          kind: 'fact',
          content: 'Biscuit dog',
          fact: PET,
          source: 'learned',
          sourceMessageId: null,
          pinned: false,
          createdAt: new Date(PET.at),
        },
        ...['line one', 'line two'].map((content) => ({
          kind: 'summary',
          content,
          fact: null,
          source: 'learned',
          sourceMessageId: null,
          pinned: false,
          createdAt: expect.any(Date),
        })),
      ]);
      const [, , one, two] = rows;
      // The lines end where the conversation last changed, the first before the second.
      expect(two?.createdAt.getTime()).toBeLessThanOrEqual(UPDATED_AT.getTime());
      expect(one?.createdAt.getTime()).toBeLessThan(two?.createdAt.getTime() ?? 0);
      expect(await jsonOf(remembering)).toEqual({ summarizedUntil: SUMMARIZED_UNTIL });
    });

    it('reads as the memory a reply and the Memory panel had before', async () => {
      const stored = await loadMemory(before.database.db, remembering, first ?? '');
      expect(stored.memory).toMatchObject({
        facts: [NAME, PET],
        summary: 'line one\nline two',
        summarizedUntil: SUMMARIZED_UNTIL,
      });
      const panel = (await memoriesOfUser(before.database.db, remembering)).get(first ?? '') ?? [];
      expect(panel.map(({ kind, content }) => ({ kind, content }))).toEqual([
        { kind: 'summary', content: 'line two' },
        { kind: 'summary', content: 'line one' },
        { kind: 'fact', content: 'Your dog is called Biscuit' },
        { kind: 'fact', content: 'You go by Sam' },
      ]);
    });

    it('skips facts without a date or that are no objects, and keeps the sound ones beside them', async () => {
      expect((await rowsOf(damaged)).map(({ kind, fact }) => ({ kind, fact }))).toEqual([{ kind: 'fact', fact: NAME }]);
      expect(await jsonOf(damaged)).toEqual({ summarizedUntil: null });
    });

    it('leaves nothing for a memory without facts or summary, and keeps only how far it was summarised', async () => {
      expect(await rowsOf(blank)).toEqual([]);
      expect(await jsonOf(blank)).toEqual({ summarizedUntil: null });
    });
  });
}

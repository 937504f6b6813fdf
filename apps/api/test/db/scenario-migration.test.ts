import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate';
import { characters } from '../../src/db/schema';
import { fillMissingScenarios } from '../../src/plugins/app/characters/seed';
import { seedCharacters } from '../../src/seed/characters';
import { postgresAvailable } from '../helpers/app';
import { databaseBefore, type EarlierDatabase, seedFirstCharacterColumns } from '../helpers/migrations';

const SCENARIO_MIGRATION = '0014_character_scenarios.sql';
const [, handWritten] = seedCharacters;

for (const driver of ['pglite', 'postgres'] as const) {
  describe.skipIf(driver === 'postgres' && !postgresAvailable)(`the scenario migration (${driver})`, () => {
    let before: EarlierDatabase;
    beforeAll(async () => {
      before = await databaseBefore(SCENARIO_MIGRATION, driver);
      await seedFirstCharacterColumns(before.database, seedCharacters);
    });
    afterAll(() => before?.close());

    const voices = () =>
      before.database.db
        .select({ slug: characters.slug, scenario: characters.scenario, exampleDialogue: characters.exampleDialogue })
        .from(characters)
        .orderBy(asc(characters.position));

    it('leaves characters seeded before without a scenario, and the next start writes those of their seeds', async () => {
      const { database } = before;
      expect(await migrate(database)).toContain(SCENARIO_MIGRATION);
      expect(await voices()).toEqual(seedCharacters.map(({ slug }) => ({ slug, scenario: '', exampleDialogue: [] })));

      // A scenario written in the database before the start is the one that stays.
      const kept = { scenario: 'Written by hand.', exampleDialogue: [{ user: 'Hello?', character: 'Hello.' }] };
      await database.db
        .update(characters)
        .set(kept)
        .where(eq(characters.slug, handWritten?.slug ?? ''));

      expect(await fillMissingScenarios(database.db, seedCharacters)).toBe(seedCharacters.length - 1);
      expect(await voices()).toEqual(
        seedCharacters.map(({ slug, scenario, exampleDialogue }) =>
          slug === handWritten?.slug ? { slug, ...kept } : { slug, scenario, exampleDialogue },
        ),
      );
      expect(await fillMissingScenarios(database.db, seedCharacters)).toBe(0);
    });
  });
}

import { and, count, eq, sql } from 'drizzle-orm';
import { advisoryLocks, type Database } from '../../../db/database';
import { characters, type NewCharacterRow } from '../../../db/schema';
import { imageUrl } from '../../../paths';
import type { SeedCharacter } from '../../../seed/characters';

export function toCharacterRow(seed: SeedCharacter, position: number): NewCharacterRow {
  const { slug, gallery, ...fields } = seed;
  return {
    ...fields,
    slug,
    position,
    profileImageUrl: imageUrl(`characters/${slug}/portrait.svg`),
    images: gallery.map((scene) => imageUrl(`characters/${slug}/${scene}.svg`)),
  };
}

/**
 * Fills an empty characters table with `seeds`, all or nothing, and returns how many it added.
 * Never seeds twice: a table that has characters is left alone, and processes starting together
 * take turns on an advisory lock.
 */
export async function seedCharactersIfEmpty(db: Database, seeds: readonly SeedCharacter[]): Promise<number> {
  if (seeds.length === 0) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${advisoryLocks.characterSeed})`);
    const [existing] = await tx.select({ total: count() }).from(characters);
    if (existing && existing.total > 0) return 0;
    await tx.insert(characters).values(seeds.map(toCharacterRow));
    return seeds.length;
  });
}

/**
 * Gives each character that has no scenario yet (seeded before characters had one) the scenario and
 * example dialogue of its seed, and returns how many it gave them to. Like every other field of a
 * seeded row, a scenario once written is left alone; processes starting together write each row once.
 */
export async function fillMissingScenarios(db: Database, seeds: readonly SeedCharacter[]): Promise<number> {
  const missing = await db.select({ slug: characters.slug }).from(characters).where(eq(characters.scenario, ''));
  const bySlug = new Map(seeds.map((seed) => [seed.slug, seed]));
  let filled = 0;
  for (const { slug } of missing) {
    const seed = bySlug.get(slug);
    if (!seed) continue;
    const written = await db
      .update(characters)
      .set({ scenario: seed.scenario, exampleDialogue: seed.exampleDialogue })
      .where(and(eq(characters.slug, slug), eq(characters.scenario, '')))
      .returning({ slug: characters.slug });
    filled += written.length;
  }
  return filled;
}

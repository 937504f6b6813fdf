import { type Character, FIRST_PAGE } from '@kindred/contract';
import { and, eq, getTableColumns, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { browseSessions, characters, interactions } from '../../../db/schema';
import { characterOrder, toCharacter } from '../characters/repository';

/**
 * One page of discovery: characters the user has neither liked nor disliked, in the characters'
 * order.
 *
 * The client acts on a page before it asks for the next one, and every like or dislike takes a
 * character out of the unseen set. Counting `page` over the unseen set as it is now would skip
 * as many characters as were acted on; always answering the first unseen ones would repeat the
 * cards the client passed over without acting. So pages count over the set that was unseen when
 * the user fetched page 1 (the browse session): page N starts after the first (N - 1) × limit
 * characters of that set and answers the next `limit` that are still unseen. Without a session
 * (page 1 never fetched) pages count over the unseen set as it is now.
 */
export async function browsePage(
  db: Database,
  userId: string,
  { page, limit }: { page: number; limit: number },
): Promise<Character[]> {
  if (page === FIRST_PAGE) await startBrowseSession(db, userId);
  const sessionStart = sql`coalesce((SELECT ${browseSessions.startedAt} FROM ${browseSessions} WHERE ${eq(browseSessions.userId, userId)}), now())`;
  const unseenAtStart = db
    .select({
      ...getTableColumns(characters),
      rank: sql<number>`row_number() OVER (ORDER BY ${sql.join(characterOrder, sql`, `)})`.as('rank'),
      unseen: sql<boolean>`${interactions.userId} IS NULL`.as('unseen'),
    })
    .from(characters)
    .leftJoin(interactions, and(eq(interactions.userId, userId), eq(interactions.characterId, characters.slug)))
    // Acted on after the session started: still counted, so the pages after it do not shift.
    .where(or(isNull(interactions.userId), gte(interactions.createdAt, sessionStart)))
    .as('unseen_at_start');
  const rows = await db
    .select()
    .from(unseenAtStart)
    .where(and(gt(unseenAtStart.rank, (page - 1) * limit), eq(unseenAtStart.unseen, true)))
    .orderBy(unseenAtStart.rank)
    .limit(limit);
  return rows.map(toCharacter);
}

async function startBrowseSession(db: Database, userId: string) {
  await db
    .insert(browseSessions)
    .values({ userId })
    .onConflictDoUpdate({ target: browseSessions.userId, set: { startedAt: sql`now()` } });
}

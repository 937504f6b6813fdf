import { and, eq, lte, sql } from 'drizzle-orm';
import { SESSION_GAP_MS } from '../../../companion';
import type { Database } from '../../../db/database';
import { messages } from '../../../db/schema';

/**
 * When the continuous chat that `message` belongs to began: the latest message of the conversation,
 * up to `message`, that came first or after a pause longer than `SESSION_GAP_MS`.
 */
export async function sessionStartOf(
  db: Database,
  message: { userId: string; characterId: string; createdAt: Date },
): Promise<Date> {
  const ordered = db
    .select({
      at: messages.createdAt,
      gapMs: sql<
        number | null
      >`extract(epoch from ${messages.createdAt} - lag(${messages.createdAt}) over (order by ${messages.createdAt})) * 1000`.as(
        'gap_ms',
      ),
    })
    .from(messages)
    .where(
      and(
        eq(messages.userId, message.userId),
        eq(messages.characterId, message.characterId),
        lte(messages.createdAt, message.createdAt),
      ),
    )
    .as('ordered');
  const [session] = await db
    .select({ startedAtMs: sql<string | null>`extract(epoch from max(${ordered.at})) * 1000` })
    .from(ordered)
    .where(sql`${ordered.gapMs} is null or ${ordered.gapMs} > ${SESSION_GAP_MS}`);
  const startedAtMs = session?.startedAtMs;
  return startedAtMs == null ? message.createdAt : new Date(Math.round(Number(startedAtMs)));
}

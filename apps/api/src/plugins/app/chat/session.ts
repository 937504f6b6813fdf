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

/**
 * The same, from the latest turns before `message` (oldest first) when they reach back to a pause or
 * to the conversation's first message; undefined when the session may begin before them.
 */
export function sessionStartWithin(
  turns: readonly { timestamp: string }[],
  message: { createdAt: Date },
  turnsBefore: number,
): Date | undefined {
  let start = message.createdAt;
  for (let index = turns.length - 1; index >= 0; index -= 1) {
    const at = new Date((turns[index] as { timestamp: string }).timestamp);
    if (start.getTime() - at.getTime() > SESSION_GAP_MS) return start;
    start = at;
  }
  return turns.length >= turnsBefore ? start : undefined;
}

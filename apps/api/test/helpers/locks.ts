import { setTimeout } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * On PostgreSQL: takes `lock` (a LOCK TABLE statement) in a transaction, runs `start`, and once
 * `waiting` statements of the app wait for a lock, runs `meanwhile` and lets them all go on;
 * answers what `start` answered.
 */
export async function whileLocked<T>(
  app: FastifyInstance,
  lock: string,
  { waiting, start, meanwhile }: { waiting: number; start: () => T; meanwhile?: () => Promise<void> | void },
): Promise<T> {
  // A connection the pool would open meanwhile waits too, for the catalog: the pool opens them first.
  await Promise.all(Array.from({ length: waiting + 1 }, () => app.database.db.execute(sql`SELECT pg_sleep(0.05)`)));
  return app.database.withSession(async (session) => {
    await session.exec(`BEGIN; ${lock}`);
    const started = start();
    let seen = 0;
    for (let look = 0; seen < waiting; look++) {
      if (look === 500) throw new Error(`Only ${seen} of ${waiting} statements waited for a lock`);
      await setTimeout(10);
      // Within a transaction, pg_stat_activity answers what it saw first until told to look again.
      await session.query('SELECT pg_stat_clear_snapshot()');
      const [row] = await session.query<{ waiting: string }>(
        "SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      );
      seen = Number(row?.waiting);
    }
    await meanwhile?.();
    await session.exec('COMMIT');
    return started;
  });
}

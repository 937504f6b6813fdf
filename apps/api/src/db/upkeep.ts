import { advisoryLocks, type DatabaseConnection, type SqlSession } from './database';
import type { EmbeddedDatabase } from './pglite-thread';

/**
 * The tables autovacuum would vacuum and analyse now, by its own rules and settings: more dead rows,
 * rows inserted since the last vacuum or rows changed since the last analysis than its thresholds
 * allow for the table's size, or transaction ids old enough to need freezing. Quoted for a statement.
 */
const TABLES_DUE = `
  SELECT format('%I.%I', s.schemaname, s.relname) AS name
  FROM pg_stat_user_tables s
  JOIN pg_class c ON c.oid = s.relid
  CROSS JOIN LATERAL (SELECT GREATEST(c.reltuples, 0) AS tuples) size
  WHERE s.n_dead_tup > current_setting('autovacuum_vacuum_threshold')::float8
          + current_setting('autovacuum_vacuum_scale_factor')::float8 * size.tuples
     OR s.n_ins_since_vacuum > current_setting('autovacuum_vacuum_insert_threshold')::float8
          + current_setting('autovacuum_vacuum_insert_scale_factor')::float8 * size.tuples
     OR s.n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::float8
          + current_setting('autovacuum_analyze_scale_factor')::float8 * size.tuples
     OR age(c.relfrozenxid) > current_setting('autovacuum_freeze_max_age')::float8
  ORDER BY s.relname`;

/** Vacuums and analyses each table due on its own (a vacuum runs in no transaction), and answers their names. */
async function vacuumEachDue(session: SqlSession): Promise<string[]> {
  const due = await session.query<{ name: string }>(TABLES_DUE);
  for (const { name } of due) await session.exec(`VACUUM (ANALYZE) ${name}`);
  return due.map(({ name }) => name);
}

/**
 * Does for the embedded database what autovacuum does for PostgreSQL, which PGlite lacks: without
 * it, the planner never learns how large a table is, no page is ever marked all-visible (so no scan
 * reads an index alone), dead rows are never reused, and transaction ids would one day wrap around
 * and stop every write. Each table due is vacuumed and analysed on its own, waiting, as any
 * statement does, for the transaction in progress. Answers the tables it vacuumed.
 */
export async function vacuumTablesDue(pglite: Pick<EmbeddedDatabase, 'query' | 'exec'>): Promise<string[]> {
  // Counts are kept per backend and published now and then; this one is the only backend.
  await pglite.query('SELECT pg_stat_force_next_flush()');
  return vacuumEachDue({
    exec: async (statement) => {
      await pglite.exec(statement);
    },
    query: async <Row>(statement: string, params?: unknown[]) => (await pglite.query<Row>(statement, params)).rows,
  });
}

/**
 * On PostgreSQL, autovacuum's work where the server has it off, which nothing else would do: every
 * prepared statement keeps the plan made while its tables were small (`planOnce`) until an analysis
 * changes their statistics. Without it, the end of a reply was found reading every memory of every
 * user to mark the few it used: 4 to 16 ms once a few thousand were kept. One process at a time:
 * the others skip the round, as the tables it vacuums are due for none of them afterwards.
 */
export async function vacuumTablesDueWithoutAutovacuum(session: SqlSession): Promise<string[]> {
  const [server] = await session.query<{ autovacuum: boolean }>(
    "SELECT current_setting('autovacuum')::boolean AS autovacuum",
  );
  if (server?.autovacuum !== false) return [];
  const [lock] = await session.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1) AS taken', [
    advisoryLocks.upkeep,
  ]);
  if (!lock?.taken) return [];
  try {
    return await vacuumEachDue(session);
  } finally {
    await session.query('SELECT pg_advisory_unlock($1)', [advisoryLocks.upkeep]);
  }
}

/** How often the tables due are vacuumed and analysed: as often as autovacuum looks (autovacuum_naptime). */
export const UPKEEP_EVERY_MS = 60_000;

/** Told what each round of upkeep did. */
export interface UpkeepListener {
  vacuumed(tables: string[]): void;
  failed(error: unknown): void;
}

/**
 * Vacuums the tables due every UPKEEP_EVERY_MS, one round at a time; `stop` waits for the round in
 * progress. A failed round is reported and the next one tries again: upkeep never stops the app.
 */
export function keepUp(database: Pick<DatabaseConnection, 'vacuumTablesDue'>, listener: UpkeepListener) {
  let round: Promise<void> | undefined;
  const timer = setInterval(() => {
    round ??= database
      .vacuumTablesDue()
      .then(listener.vacuumed, listener.failed)
      .finally(() => {
        round = undefined;
      });
  }, UPKEEP_EVERY_MS);
  // The upkeep of a process that has nothing else to do is not a reason to keep it running.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await round;
    },
  };
}

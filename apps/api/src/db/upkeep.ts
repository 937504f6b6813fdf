import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseConnection } from './database';

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

/**
 * Does for the embedded database what autovacuum does for PostgreSQL, which PGlite lacks: without
 * it, the planner never learns how large a table is, no page is ever marked all-visible (so no scan
 * reads an index alone), dead rows are never reused, and transaction ids would one day wrap around
 * and stop every write. Each table due is vacuumed and analysed on its own, waiting, as any
 * statement does, for the transaction in progress. Answers the tables it vacuumed.
 */
export async function vacuumTablesDue(pglite: PGlite): Promise<string[]> {
  // Counts are kept per backend and published now and then; this one is the only backend.
  await pglite.query('SELECT pg_stat_force_next_flush()');
  const { rows } = await pglite.query<{ name: string }>(TABLES_DUE);
  for (const { name } of rows) await pglite.exec(`VACUUM (ANALYZE) ${name}`);
  return rows.map(({ name }) => name);
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

import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Drizzle over either driver; repositories take this and never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open transaction on `Database`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a query can run on: the database, or a transaction when it must commit with other writes. */
export type Executor = Database | Transaction;

export type DatabaseDriver = 'pglite' | 'postgres';

/** Plain SQL on one connection: what migrations need (multi-statement files, session-level locks). */
export interface SqlSession {
  exec(sql: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/** Told what the database announces on a channel, and when announcements may be missed. */
export interface ChannelListener {
  /** A payload sent with NOTIFY by any process; the database sends it when the sender's transaction commits. */
  notified(payload: string): void;
  /** From now on, payloads may be lost, until `listening` is called. */
  interrupted(error: Error): void;
  /** Payloads reach `notified` (again): none sent from now on is lost. */
  listening(): void;
}

export interface DatabaseConnection {
  driver: DatabaseDriver;
  db: Database;
  /** This process's instance key, locked as long as the connection is open (db/instance.ts). */
  instanceKey: number;
  /**
   * Listens on `channel` until the connection closes. `listening` is called once the subscription
   * stands (before this resolves), and again after each interruption, once it stands again.
   */
  listen(channel: string, listener: ChannelListener): Promise<void>;
  /** Runs `work` on one dedicated connection, released afterwards (discarded if `work` failed). */
  withSession<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  /** Whether the database answers right now. */
  ping(): Promise<boolean>;
  /**
   * Vacuums and analyses the tables due, as autovacuum would, and answers their names: the embedded
   * database has no autovacuum, and a PostgreSQL server may have it off (upkeep.ts).
   */
  vacuumTablesDue(): Promise<string[]>;
  /** Closes the connection; calling it again does nothing. */
  close(): Promise<void>;
}

/**
 * Lock keys for `pg_advisory_lock` and friends, one per job that must not run twice at once across
 * processes. Each domain adds its own key here so no two collide.
 */
export const advisoryLocks = {
  migrations: 7_283_001,
  characterSeed: 7_283_002,
  starterInvitation: 7_283_003,
  /** With a second key, each process's instance key (db/instance.ts). */
  instances: 7_283_004,
  /** Vacuuming PostgreSQL's tables where its autovacuum is off (db/upkeep.ts). */
  upkeep: 7_283_005,
} as const;

/**
 * Statements are prepared once per connection (parsed and planned once, then only executed): on
 * PostgreSQL, by naming them to node-postgres; on PGlite, by the preparing client (pglite-prepared.ts).
 * Each keeps the plan made for any values (`planOnce`, set on every connection): left to choose,
 * PostgreSQL plans a statement again on every execution whenever its plan for any values is estimated
 * dearer than one for the values at hand. Once the tables have statistics, that was the read before
 * every reply, whose planning costs more than running it (3 to 6 ms in PGlite). The statements are
 * written for one plan: ids as arrays, bounds that an index serves whatever their value.
 */
export const preparedStatements = {
  /** Statements one connection keeps prepared at once. */
  capacity: 256,
  /** Longer texts (a bulk insert, a seed) run once or rarely: they are parsed each time, never kept. */
  longestText: 8_192,
} as const;

/** The setting that makes a prepared statement keep one plan, for any values (see `preparedStatements`). */
export const planOnce = { name: 'plan_cache_mode', value: 'force_generic_plan' } as const;

/** Makes `close` safe to call more than once, e.g. by a test and then by the app's own shutdown. */
export function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

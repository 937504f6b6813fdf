import { randomInt } from 'node:crypto';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { advisoryLocks } from './database';

/**
 * Each process using the database holds, for its whole life, a session-level advisory lock on a key
 * of its own: its instance key. Work a process records as its own (a message it is answering) names
 * that key, and any process can tell whether the owner still lives by looking for its lock. The
 * database drops the lock the moment the owner's connection ends, a crash included: nothing waits
 * for a lease to run out. On PGlite the one process that has the directory open holds its lock on
 * the database's only connection, so a key of an earlier process is never found.
 */

/** A free instance key, locked by `tryLock` (which runs `pg_try_advisory_lock` on the connection that keeps it). */
export async function takeInstanceKey(tryLock: (key: number) => Promise<boolean>): Promise<number> {
  // Keys are drawn at random among two billion: a draw that finds its key held by a live process draws again.
  for (;;) {
    const key = randomInt(1, 2 ** 31);
    if (await tryLock(key)) return key;
  }
}

/** `pg_try_advisory_lock` on an instance key, with the key as its only parameter; answers `locked`. */
export const TRY_LOCK_INSTANCE_SQL = `SELECT pg_try_advisory_lock(${advisoryLocks.instances}, $1) AS locked`;

/** Whether the process whose instance key is `key` still holds it, as an SQL boolean (migrations/0018_claim_function.sql). */
export function instanceAlive(key: SQLWrapper | number): SQL<boolean> {
  return sql<boolean>`instance_alive(${advisoryLocks.instances}, ${key})`;
}

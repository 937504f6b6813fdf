import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsDir } from '../paths';
import { StartupError } from '../startup-error';
import { advisoryLocks, type DatabaseConnection } from './database';

const MIGRATION_FILE = /^\d{4}_[a-z0-9_-]+\.sql$/;

/**
 * Applies the SQL files of `directory` (`NNNN_<domain>.sql`) not applied yet, in name order, each in
 * its own transaction, and records them in `kindred_migrations`. An advisory lock makes processes
 * that start together take turns. Returns the names of the files it applied.
 */
export async function migrate(connection: DatabaseConnection, directory = migrationsDir): Promise<string[]> {
  const files = (await readdir(directory)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return connection.withSession(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [advisoryLocks.migrations]);
    try {
      await session.exec(
        'CREATE TABLE IF NOT EXISTS kindred_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const rows = await session.query<{ name: string }>('SELECT name FROM kindred_migrations');
      const applied = new Set(rows.map((row) => row.name));
      const pending = files.filter((name) => !applied.has(name));
      for (const name of pending) {
        const sql = await readFile(path.join(directory, name), 'utf8');
        await session.exec('BEGIN');
        try {
          await session.exec(sql);
          await session.query('INSERT INTO kindred_migrations (name) VALUES ($1)', [name]);
          await session.exec('COMMIT');
        } catch (error) {
          await session.exec('ROLLBACK');
          throw new StartupError(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
        }
      }
      return pending;
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [advisoryLocks.migrations]);
    }
  });
}

import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { StartupError } from '../startup-error';
import { closeOnce, type DatabaseConnection } from './database';
import * as schema from './schema';

export interface PostgresOptions {
  /** Told about connections that fail while idle in the pool (e.g. the server restarted); the pool replaces them. */
  onIdleError(error: Error): void;
}

/** Connects a pool to PostgreSQL at `url` and checks that it answers. */
export async function openPostgres(url: string, options: PostgresOptions): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5_000 });
  pool.on('error', options.onIdleError);
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw new StartupError(`Cannot connect to PostgreSQL at ${withoutPassword(url)}: ${(error as Error).message}`);
  }
  return {
    driver: 'postgres',
    db: drizzle({ client: pool, schema }),
    withSession: async (work) => {
      const client = await pool.connect();
      let failed = false;
      try {
        return await work({
          exec: async (sql) => {
            await client.query(sql);
          },
          query: async <Row>(sql: string, params?: unknown[]) =>
            (await client.query<Row & pg.QueryResultRow>(sql, params)).rows,
        });
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // A failed session may still hold locks or an open transaction: discard the connection.
        client.release(failed);
      }
    },
    ping: async () => {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: closeOnce(() => pool.end()),
  };
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

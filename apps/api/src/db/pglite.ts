import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { closeOnce, type DatabaseConnection, planOnce } from './database';
import { TRY_LOCK_INSTANCE_SQL, takeInstanceKey } from './instance';
import { lockDataDirectory } from './pglite-lock';
import { preparingClient } from './pglite-prepared';
import { ThreadedPglite } from './pglite-thread';
import * as schema from './schema';
import { vacuumTablesDue } from './upkeep';

/**
 * Opens the embedded database stored in `directory`, or a throw-away one in memory when no directory
 * is given: empty, or a copy of `template` (a `dumpDataDir` archive).
 */
export async function openPglite(directory?: string, template?: Blob): Promise<DatabaseConnection> {
  const unlock = directory ? lockDataDirectory(`${directory}.lock`, directory) : () => {};
  let client: ThreadedPglite;
  try {
    client = await ThreadedPglite.create(
      directory ? { dataDir: directory } : { ...(template && { loadDataDir: template }) },
    );
  } catch (error) {
    unlock();
    throw error;
  }
  const instanceKey = await takeInstanceKey(
    async (key) => (await client.query<{ locked: boolean }>(TRY_LOCK_INSTANCE_SQL, [key])).rows[0]?.locked === true,
  );
  await client.exec(`SET ${planOnce.name} = ${planOnce.value}`);
  const prepared = preparingClient(client);
  return {
    driver: 'pglite',
    // Drizzle calls nothing of its client but `query` and `transaction`, which the preparing client answers as PGlite does.
    db: drizzle({ client: prepared as unknown as PGlite, schema }),
    instanceKey,
    // PGlite is a single connection: the session is the database itself. A session may change the
    // schema (migrations run in one), so the statements prepared before it are prepared again after.
    withSession: async (work) => {
      try {
        return await work({
          exec: async (sql) => {
            await client.exec(sql);
          },
          query: async <Row>(sql: string, params?: unknown[]) => (await client.query<Row>(sql, params)).rows,
        });
      } finally {
        await prepared.forgetStatements();
      }
    },
    // One process holds the directory, and PGlite delivers a committed transaction's notifications
    // before the commit resolves: nothing is ever missed, and a reader never sees a change before it.
    listen: async (channel, listener) => {
      await client.listen(channel, listener.notified);
      listener.listening();
    },
    ping: async () => {
      try {
        await client.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    vacuumTablesDue: () => vacuumTablesDue(client),
    close: closeOnce(async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    }),
  };
}

import path from 'node:path';
import { describe } from 'vitest';
import type { DatabaseConnection, DatabaseDriver } from '../../src/db/database';
import { openDatabase } from '../../src/db/open';
import { createPostgresDatabase, createTempDir, postgresAvailable, postgresServerUrl } from './app';
import { type RunningServer, type ServerProcess, spawnServer, startServer } from './server-process';

/**
 * The data that servers coming and going in a test share: a DATA_DIR and, on PostgreSQL, a fresh
 * database of the test server. Each server started on it writes a log of its own beside it.
 */
export interface ServerData {
  driver: DatabaseDriver;
  /** The servers' DATA_DIR. */
  dataDir: string;
  /** The PostgreSQL database the servers use; undefined on PGlite (`dataDir/pglite`). */
  databaseUrl: string | undefined;
  /** Spawns a server on this data (see `spawnServer`); `env` adds to the data's own. */
  spawn(env?: Record<string, string>): ServerProcess;
  /** Starts a server on this data (see `startServer`); `env` adds to the data's own. */
  start(env?: Record<string, string>): Promise<RunningServer>;
  /** Opens the database as a server would, to read what the servers stored; on PGlite, only while none runs. */
  open(): Promise<DatabaseConnection>;
  remove(): Promise<void>;
}

/** Fresh data on `driver` for servers started with `env`. */
export async function createServerData(driver: DatabaseDriver, env: Record<string, string> = {}): Promise<ServerData> {
  const workDir = createTempDir();
  const database = driver === 'postgres' ? await createPostgresDatabase() : undefined;
  const dataDir = path.join(workDir.dir, 'data');
  const baseEnv = { ...(database && { DATABASE_URL: database.url }), ...env };
  let logs = 0;
  const options = (extra: Record<string, string>) => ({
    dataDir,
    logFile: path.join(workDir.dir, `server-${++logs}.log`),
    env: { ...baseEnv, ...extra },
  });
  return {
    driver,
    dataDir,
    databaseUrl: database?.url,
    spawn: (extra = {}) => spawnServer(options(extra)),
    start: (extra = {}) => startServer(options(extra)),
    open: () => openDatabase({ databaseUrl: database?.url, dataDir, onIdleError: () => {} }),
    remove: async () => {
      await database?.drop();
      workDir.remove();
    },
  };
}

/** Like `describe`, for suites that need PostgreSQL; skipped, with a note saying so, when none answers. */
export function describeWithPostgres(title: string, suite: () => void) {
  if (!postgresAvailable) console.warn(`No PostgreSQL answers at ${postgresServerUrl}: skipping "${title}"`);
  describe.skipIf(!postgresAvailable)(title, suite);
}

/** Runs `suite` once per driver; the PostgreSQL run is skipped, with a note saying so, when none answers. */
export function describeEachDriver(title: string, suite: (driver: DatabaseDriver) => void) {
  describe(`${title} (pglite)`, () => suite('pglite'));
  describeWithPostgres(`${title} (postgres)`, () => suite('postgres'));
}

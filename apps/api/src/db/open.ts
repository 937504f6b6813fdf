import path from 'node:path';
import type { DatabaseConnection } from './database';
import { openPglite } from './pglite';
import { openPostgres, type PostgresOptions } from './postgres';

export interface OpenDatabaseOptions extends PostgresOptions {
  /** PostgreSQL to use; when unset, the embedded database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
}

export function openDatabase({ databaseUrl, dataDir, ...options }: OpenDatabaseOptions): Promise<DatabaseConnection> {
  return databaseUrl ? openPostgres(databaseUrl, options) : openPglite(path.join(dataDir, 'pglite'));
}

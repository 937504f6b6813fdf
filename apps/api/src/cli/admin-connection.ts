import { setTimeout as sleep } from 'node:timers/promises';
import { API_PREFIX, type Endpoint } from '@kindred/contract';
import type { z } from 'zod';
import { type AdminFile, readAdminFile } from '../admin/admin-file';
import { ADMIN_SECRET_HEADER } from '../admin/endpoints';
import type { Config } from '../config';
import type { DatabaseConnection } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { DatabaseInUseError } from '../db/pglite-lock';
import { StartupError } from '../startup-error';

/** Calls one admin endpoint of the running server and answers its checked response. */
export type AdminCall = <E extends Endpoint>(
  endpoint: E,
  body?: E extends { body: z.ZodType } ? z.input<E['body']> : never,
) => Promise<z.output<E['response']>>;

/**
 * Where an operator's command (`pnpm invite`, `pnpm users`) reaches the data: the database itself,
 * or the running server that holds it, through its admin endpoints.
 */
export type AdminConnection =
  | { kind: 'database'; connection: DatabaseConnection; description: string }
  | { kind: 'server'; call: AdminCall; description: string };

/** How long to wait for a server that holds the database to write its admin file (it may be starting). */
const ADMIN_FILE_WAIT_MS = 60_000;

/**
 * PostgreSQL is opened directly (any number of processes may use it). The embedded database is
 * opened directly too unless a live server holds it; then that server is asked instead.
 */
export async function openAdminConnection(config: Config): Promise<AdminConnection> {
  let connection: DatabaseConnection;
  try {
    connection = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (error) => process.stderr.write(`An idle database connection failed: ${error.message}\n`),
    });
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    const file = await waitForAdminFile(config.dataDir, error.pid);
    return { kind: 'server', call: serverCall(file), description: `the running server (process ${file.pid})` };
  }
  try {
    await migrate(connection);
  } catch (error) {
    await connection.close();
    throw error;
  }
  const description = connection.driver === 'postgres' ? 'PostgreSQL' : 'the embedded database';
  return { kind: 'database', connection, description };
}

async function waitForAdminFile(dataDir: string, pid: number): Promise<AdminFile> {
  const deadline = Date.now() + ADMIN_FILE_WAIT_MS;
  for (;;) {
    const file = readAdminFile(dataDir);
    if (file?.pid === pid) return file;
    if (Date.now() > deadline) {
      throw new StartupError(
        `The server (process ${pid}) holds the database in ${dataDir} but does not answer admin requests; try again once it has started`,
      );
    }
    await sleep(200);
  }
}

function serverCall({ host, port, secret, pid }: AdminFile): AdminCall {
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}${API_PREFIX}`;
  return async <E extends Endpoint>(endpoint: E, body?: unknown) => {
    const url = `${origin}${endpoint.path}`;
    const response = await fetch(url, {
      method: endpoint.method,
      headers: { [ADMIN_SECRET_HEADER]: secret, 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    }).catch((error: Error) => {
      throw new StartupError(
        `The server (process ${pid}) holds the database but cannot be reached at ${url}: ${error.message}`,
      );
    });
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const message = (answer as { message?: string } | undefined)?.message ?? response.statusText;
      throw new StartupError(`The server answered ${response.status}: ${message}`);
    }
    return endpoint.response.parse(answer) as z.output<E['response']>;
  };
}

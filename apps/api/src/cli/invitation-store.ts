import { setTimeout as sleep } from 'node:timers/promises';
import { API_PREFIX } from '@kindred/contract';
import { z } from 'zod';
import { readAdminFile } from '../admin/admin-file';
import { ADMIN_SECRET_HEADER, type InvitationView, invitationView, toInvitationView } from '../admin/endpoints';
import type { Config } from '../config';
import type { DatabaseConnection } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { DatabaseInUseError } from '../db/pglite-lock';
import { createInvitations, listInvitations } from '../plugins/app/accounts/invitations';
import { StartupError } from '../startup-error';

export interface NewInvitationsRequest {
  uses: number;
  /** From now; null for codes that never expire. */
  expiresInSeconds: number | null;
  count: number;
}

/** Where the CLI reads and writes invitations: the database itself, or the running server that holds it. */
export interface InvitationStore {
  /** Says which of the two, for the log. */
  description: string;
  create(request: NewInvitationsRequest): Promise<InvitationView[]>;
  list(): Promise<InvitationView[]>;
  close(): Promise<void>;
}

/** How long to wait for a server that holds the database to write its admin file (it may be starting). */
const ADMIN_FILE_WAIT_MS = 60_000;

/**
 * PostgreSQL is opened directly (any number of processes may use it). The embedded database is
 * opened directly too unless a live server holds it; then that server is asked instead.
 */
export async function openInvitationStore(config: Config): Promise<InvitationStore> {
  try {
    const connection = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (error) => process.stderr.write(`An idle database connection failed: ${error.message}\n`),
    });
    return await databaseStore(connection);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    return serverStore(await waitForAdminFile(config.dataDir, error.pid));
  }
}

async function databaseStore(connection: DatabaseConnection): Promise<InvitationStore> {
  try {
    await migrate(connection);
  } catch (error) {
    await connection.close();
    throw error;
  }
  const { db } = connection;
  return {
    description: connection.driver === 'postgres' ? 'PostgreSQL' : 'the embedded database',
    create: async ({ uses, expiresInSeconds, count }) => {
      const expiresAt = expiresInSeconds === null ? null : new Date(Date.now() + expiresInSeconds * 1000);
      return (await createInvitations(db, { uses, expiresAt, count })).map(toInvitationView);
    },
    list: async () => (await listInvitations(db)).map(toInvitationView),
    close: () => connection.close(),
  };
}

async function waitForAdminFile(dataDir: string, pid: number) {
  const deadline = Date.now() + ADMIN_FILE_WAIT_MS;
  for (;;) {
    const file = readAdminFile(dataDir);
    if (file?.pid === pid) return file;
    if (Date.now() > deadline) {
      throw new StartupError(
        `The server (process ${pid}) holds the database in ${dataDir} but does not answer invitation requests; try again once it has started`,
      );
    }
    await sleep(200);
  }
}

const invitationsResponse = z.object({ invitations: z.array(invitationView) });

function serverStore({ host, port, secret, pid }: { host: string; port: number; secret: string; pid: number }) {
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}${API_PREFIX}/admin/invitations`;

  async function call(init: RequestInit): Promise<InvitationView[]> {
    const response = await fetch(base, {
      ...init,
      headers: { [ADMIN_SECRET_HEADER]: secret, 'content-type': 'application/json' },
    }).catch((error: Error) => {
      throw new StartupError(
        `The server (process ${pid}) holds the database but cannot be reached at ${base}: ${error.message}`,
      );
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const message = (body as { message?: string } | undefined)?.message ?? response.statusText;
      throw new StartupError(`The server answered ${response.status}: ${message}`);
    }
    return invitationsResponse.parse(body).invitations;
  }

  return {
    description: `the running server (process ${pid})`,
    create: (request) => call({ method: 'POST', body: JSON.stringify(request) }),
    list: () => call({ method: 'GET' }),
    close: async () => {},
  } satisfies InvitationStore;
}

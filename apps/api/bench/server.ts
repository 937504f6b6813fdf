import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@kindred/contract';
import pg from 'pg';
import { readAdminFile } from '../src/admin/admin-file';
import { ADMIN_SECRET_HEADER, adminEndpoints } from '../src/admin/endpoints';
import { type RunningServer, startServer as startServerProcess } from '../test/helpers/server-process';

export interface BenchServer {
  url: string;
  /** The server's process, whose memory a benchmark may read. */
  pid: number;
  invitationCode: string;
  /** An invitation code that many may use, for a bench of many users. */
  invite(uses: number): Promise<string>;
  /** The first line of the server's output that `match` finds something in, waiting for it to be written. */
  waitForLine(match: (line: string) => string | undefined): Promise<string>;
  /** Everything the server has written to stdout and stderr, until it stopped. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the server as `pnpm start` runs it, on a temporary DATA_DIR removed when it stops, with
 * request limits out of the way and mail written to its log (see `startServer` of the tests).
 */
export async function startServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'kindred-bench-'));
  let server: RunningServer | undefined;
  let outputAtStop: string | undefined;
  async function stop() {
    await server?.stop();
    // The log goes with the directory: what the server wrote stays readable.
    outputAtStop = server?.output();
    rmSync(workDir, { recursive: true, force: true });
  }
  const output = () => outputAtStop ?? server?.output() ?? '';

  try {
    server = await startServerProcess({
      dataDir: path.join(workDir, 'data'),
      logFile: path.join(workDir, 'server.log'),
      env,
    });
    const invitationCode = await server.waitForLine((line) => /^Invitation code: (\S+)/.exec(line)?.[1]);
    const dataDir = path.join(workDir, 'data');
    const { url } = server;
    async function invite(uses: number): Promise<string> {
      // On PostgreSQL the starter code is given more uses in the database; on PGlite, which one
      // process holds, the server's admin door (as `pnpm invite` uses it) makes a new code.
      if (env.DATABASE_URL) {
        const client = new pg.Client({ connectionString: env.DATABASE_URL });
        await client.connect();
        try {
          await client.query('UPDATE invitations SET max_uses = $2, uses_left = $2 WHERE code = $1', [
            invitationCode,
            uses,
          ]);
        } finally {
          await client.end();
        }
        return invitationCode;
      }
      const admin = readAdminFile(dataDir);
      if (!admin) throw new Error('The server wrote no admin.json');
      const response = await fetch(`${url}${API_PREFIX}${adminEndpoints.createInvitations.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [ADMIN_SECRET_HEADER]: admin.secret },
        body: JSON.stringify({ uses, expiresInSeconds: null, count: 1 }),
      });
      const { invitations } = adminEndpoints.createInvitations.response.parse(await response.json());
      const [created] = invitations;
      if (!created) throw new Error(`The admin door answered ${response.status} without a code`);
      return created.code;
    }
    return { url, pid: server.pid, invitationCode, invite, waitForLine: server.waitForLine, output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningServer, startServer as startServerProcess } from '../test/helpers/server-process';

export interface BenchServer {
  url: string;
  invitationCode: string;
  /** The first line of the server's output that `match` finds something in, waiting for it to be written. */
  waitForLine(match: (line: string) => string | undefined): Promise<string>;
  /** Stops the server and answers everything it wrote. */
  stop(): Promise<string>;
}

/**
 * Starts the server as `pnpm start` runs it, on a temporary DATA_DIR removed when it stops, with
 * request limits out of the way and mail written to its log (see `startServer` of the tests).
 */
export async function startServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'kindred-bench-'));
  let server: RunningServer | undefined;
  async function stop() {
    await server?.stop();
    const output = server?.output() ?? '';
    rmSync(workDir, { recursive: true, force: true });
    return output;
  }

  try {
    server = await startServerProcess({
      dataDir: path.join(workDir, 'data'),
      logFile: path.join(workDir, 'server.log'),
      env,
    });
    const invitationCode = await server.waitForLine((line) => /^Invitation code: (\S+)/.exec(line)?.[1]);
    return { url: server.url, invitationCode, waitForLine: server.waitForLine, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

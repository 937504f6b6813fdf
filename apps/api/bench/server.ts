import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningServer, startServer as startServerProcess } from '../test/helpers/server-process';

export interface BenchServer {
  url: string;
  /** The server's process, whose memory a benchmark may read. */
  pid: number;
  invitationCode: string;
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
    return { url: server.url, pid: server.pid, invitationCode, waitForLine: server.waitForLine, output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

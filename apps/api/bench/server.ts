import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { packageRoot } from '../src/paths';

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const LOG_POLL_MS = 100;

/** Variables of the caller's environment that would point the server elsewhere than this run's own world. */
const INHERITED_OUT = [
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'AI_BASE_URL',
  'AI_MODEL',
  'AI_API_KEY',
  'CORS_ORIGINS',
  'WEB_DIST',
  'JWT_SECRET',
];

export interface BenchServer {
  url: string;
  invitationCode: string;
  /** The first line of the server's output that `match` finds something in, waiting for it to be written. */
  waitForLine(match: (line: string) => string | undefined): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts the server as `pnpm start` runs it, on loopback, a free port and a temporary DATA_DIR, with
 * request limits out of the way and mail written to its log. Its output goes to a file rather than
 * a pipe, so reading it costs this process nothing while the load runs.
 */
export async function startServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kindred-bench-'));
  const logPath = path.join(dataDir, 'server.log');
  const logFd = openSync(logPath, 'w');
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !INHERITED_OUT.includes(name)));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: packageRoot,
    stdio: ['ignore', logFd, logFd],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: path.join(dataDir, 'data'),
      RATE_LIMIT_MULTIPLIER: '1000000',
      MAIL_COOLDOWN_SECONDS: '0',
      CHAT_DAILY_QUOTA: '1000000',
      ...env,
    },
  });
  closeSync(logFd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  async function waitForLine(match: (line: string) => string | undefined): Promise<string> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      for (const line of readFileSync(logPath, 'utf8').split('\n')) {
        const found = match(line);
        if (found !== undefined) return found;
      }
      if (child.exitCode !== null) break;
      await sleep(LOG_POLL_MS);
    }
    const tail = readFileSync(logPath, 'utf8').split('\n').slice(-20).join('\n');
    throw new Error(`The server did not write the expected line (exit code ${child.exitCode}):\n${tail}`);
  }

  async function stop() {
    await stopProcess(child, exited);
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    const url = await waitForLine((line) => /is running at (http:\/\/[\w.:-]+)/.exec(line)?.[1]);
    const invitationCode = await waitForLine((line) => /^Invitation code: (\S+)/.exec(line)?.[1]);
    return { url, invitationCode, waitForLine, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** SIGTERM lets requests in flight finish; a server that does not stop in time is killed. */
async function stopProcess(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
  if (!stopped) {
    child.kill('SIGKILL');
    await exited;
  }
}

import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { serverEntry } from '../../build';
import { packageRoot } from '../../src/paths';

/** Long enough for a first start that creates the embedded database on a slow, busy machine. */
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const LOG_POLL_MS = 50;

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

export interface ServerProcessOptions {
  /** The server's DATA_DIR: the embedded database (unless DATABASE_URL is set), its lock and the JWT secret. */
  dataDir: string;
  /** Where the server's stdout and stderr go, together and in order. */
  logFile: string;
  /** Variables on top of the defaults (loopback, a free port, request limits and quotas out of the way). */
  env?: Record<string, string>;
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  readonly pid: number;
  /** Settles once the process has exited, however it ended. */
  readonly exited: Promise<ServerExit>;
  /** Everything the server has written to stdout and stderr so far. */
  output(): string;
  /** The first line of output that `match` finds something in, waiting for it to be written. */
  waitForLine(match: (line: string) => string | undefined): Promise<string>;
  /** Sends `signal` to the process (SIGKILL: a crash, as the out-of-memory killer makes one). */
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM, as an orchestrator stops a server; one that does not stop in time is killed. */
  stop(): Promise<void>;
}

/** A server that has started: `url` is where it listens, e.g. `http://127.0.0.1:41234`. */
export interface RunningServer extends ServerProcess {
  url: string;
}

/**
 * Spawns the server as `pnpm start` runs it (`NODE_ENV=production node dist/server.js`, built by the
 * tests' global setup), on loopback and a free port, with request limits and quotas out of the way
 * and mail written to its log. Its output goes to a file rather than a pipe, so reading it costs the
 * caller nothing while it puts the server under load.
 */
export function spawnServer({ dataDir, logFile, env = {} }: ServerProcessOptions): ServerProcess {
  const logFd = openSync(logFile, 'w');
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !INHERITED_OUT.includes(name)));
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: packageRoot,
    stdio: ['ignore', logFd, logFd],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      RATE_LIMIT_MULTIPLIER: '1000000',
      MAIL_COOLDOWN_SECONDS: '0',
      CHAT_DAILY_QUOTA: '1000000',
      ...env,
    },
  });
  closeSync(logFd);
  const exited = new Promise<ServerExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const output = () => readFileSync(logFile, 'utf8');

  async function waitForLine(match: (line: string) => string | undefined): Promise<string> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      // Read before checking for an exit, so the last lines of a process that has just exited count.
      const lines = output().split('\n');
      for (const line of lines) {
        const found = match(line);
        if (found !== undefined) return found;
      }
      if (hasExited()) break;
      await sleep(LOG_POLL_MS);
    }
    const tail = output().split('\n').slice(-20).join('\n');
    throw new Error(`The server did not write the expected line (exit code ${child.exitCode}):\n${tail}`);
  }

  async function stop() {
    if (hasExited()) return;
    child.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
    if (!stopped) child.kill('SIGKILL');
    await exited;
  }

  if (child.pid === undefined) throw new Error('The server process could not be spawned');
  return { pid: child.pid, exited, output, waitForLine, kill: (signal) => child.kill(signal), stop };
}

/** Spawns the server (see `spawnServer`) and waits until it listens; a server that fails to start is stopped. */
export async function startServer(options: ServerProcessOptions): Promise<RunningServer> {
  const server = spawnServer(options);
  try {
    const url = await server.waitForLine((line) => /is running at (http:\/\/[\w.:-]+)/.exec(line)?.[1]);
    return { ...server, url };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

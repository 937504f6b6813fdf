import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/freePort';
import { repoRoot } from '../lib/paths';

export type KindredServer = {
  baseUrl: string;
  /** The starter code `pnpm start` prints on an empty database. */
  invitationCode: string | null;
  /** Waits for a line of the server's output that matches, among those still to come or already printed. */
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>;
  stop: () => Promise<void>;
};

/** Ends `pnpm start` and everything it started: it runs in a process group of its own. */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const force = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
  return exited.finally(() => clearTimeout(force));
}

/**
 * `pnpm start` (the production build served by the API) on a free port of 127.0.0.1 with a fresh
 * embedded database, mail written to its log and the offline companion engine.
 */
export async function startKindred(): Promise<KindredServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kindred-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn('pnpm', ['start'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      AI_BASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
    },
  });

  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const waitForOutput = (pattern: RegExp, timeoutMs = 180_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = output.match(pattern);
        if (match) return done(() => resolve(match));
        if (child.exitCode !== null) done(() => reject(new Error(`pnpm start exited:\n${output.slice(-4000)}`)));
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`no ${pattern} in the server output:\n${output.slice(-4000)}`))),
        timeoutMs,
      );
      const done = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        child.off('exit', check);
        settle();
      };
      listeners.add(check);
      child.on('exit', check);
      check();
    });

  const stop = async () => {
    await stopGroup(child);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    // The build comes first; the API prints its address once it listens.
    await waitForOutput(new RegExp(`running at http://[^\\s]+:${port}`));
    const code = await waitForOutput(/Invitation code: (\S+)/, 2_000).catch(() => null);
    return { baseUrl, invitationCode: code?.[1] ?? null, waitForOutput, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

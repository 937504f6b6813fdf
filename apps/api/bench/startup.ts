import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_PREFIX } from '@kindred/contract';
import { spawnServer } from '../test/helpers/server-process';

/** How long the server sits idle after answering before its memory is read: start-up work settles. */
const IDLE_MS = 3_000;
const POLL_MS = 10;

export interface StartupMeasure {
  label: string;
  /** From spawning the process to the first answer of the health check. */
  answersAfterMs: number;
  /** Resident memory of the idle process; undefined where /proc does not tell it. */
  idleRssMiB: number | undefined;
}

/** VmRSS of /proc/<pid>/status, in MiB. */
function residentMiB(pid: number): number | undefined {
  const status = `/proc/${pid}/status`;
  if (!existsSync(status)) return undefined;
  const kiB = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(status, 'utf8'))?.[1];
  return kiB === undefined ? undefined : Number(kiB) / 1024;
}

async function measureStart(label: string, dataDir: string, logFile: string): Promise<StartupMeasure> {
  const started = performance.now();
  const server = spawnServer({ dataDir, logFile });
  try {
    const url = await server.waitForLine((line) => /is running at (http:\/\/[\w.:-]+)/.exec(line)?.[1]);
    while (
      !(await fetch(`${url}${API_PREFIX}/health`).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      await sleep(POLL_MS);
    }
    const answersAfterMs = performance.now() - started;
    await sleep(IDLE_MS);
    return { label, answersAfterMs, idleRssMiB: residentMiB(server.pid) };
  } finally {
    await server.stop();
  }
}

/**
 * The built server as `pnpm start` runs it, on the embedded database: first on an empty DATA_DIR
 * (creating the database, migrating and seeding), then again on the data the first start left.
 */
export async function benchStartup(): Promise<StartupMeasure[]> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'kindred-bench-start-'));
  const dataDir = path.join(workDir, 'data');
  try {
    return [
      await measureStart('PGlite, empty DATA_DIR', dataDir, path.join(workDir, 'first.log')),
      await measureStart('PGlite, existing DATA_DIR', dataDir, path.join(workDir, 'second.log')),
    ];
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

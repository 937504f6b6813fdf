import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/pglite';
import { packageRoot } from '../../src/paths';
import { StartupError } from '../../src/startup-error';
import { createTempDir } from '../helpers/app';

// One directory for both tests: creating a PGlite database takes seconds, reopening it does not.
const dataDir = createTempDir();
const directory = path.join(dataDir.dir, 'pglite');
afterAll(() => dataDir.remove());

describe('PGlite data directory lock', () => {
  it('refuses a second opener while the first is open, and frees the directory on close', async () => {
    const first = await openPglite(directory);
    try {
      const second = openPglite(directory);
      await expect(second).rejects.toBeInstanceOf(StartupError);
      await expect(second).rejects.toThrow(`The database in ${directory} is in use by process ${process.pid}`);
      expect(await first.ping()).toBe(true);
    } finally {
      await first.close();
    }
    expect(existsSync(`${directory}.lock`)).toBe(false);
    const reopened = await openPglite(directory);
    await reopened.close();
  });

  it('takes over a lock left by a process that has died', async () => {
    const { pid: deadPid } = spawnSync(process.execPath, ['-e', '']);
    writeFileSync(`${directory}.lock`, String(deadPid));
    const database = await openPglite(directory);
    try {
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('lets exactly one of two processes taking over a stale lock at once have it, and tells the other who has it', async () => {
    const race = createTempDir();
    try {
      const lockFile = path.join(race.dir, 'pglite.lock');
      writeFileSync(lockFile, String(spawnSync(process.execPath, ['-e', '']).pid));
      for (let round = 0; round < 20; round++) {
        const racers = [startRacer(lockFile), startRacer(lockFile)];
        await Promise.all(racers.map((racer) => racer.nextLine()));
        for (const racer of racers) racer.process.stdin?.write('go\n');
        const lines = await Promise.all(racers.map((racer) => racer.nextLine()));

        const winners = racers.filter((_, index) => lines[index] === 'locked');
        expect(winners).toHaveLength(1);
        const [winner] = winners as [Racer];
        const loser = racers.find((racer) => racer !== winner) as Racer;
        expect(lines[racers.indexOf(loser)]).toBe(
          `The database in ${race.dir} is in use by process ${winner.process.pid}; stop that process or set DATA_DIR to another directory`,
        );
        expect(await loser.exitCode).toBe(1);
        expect(lockHolders(lockFile)).toEqual([String(winner.process.pid)]);
        // The winner dies holding the lock: the next round races for a stale lock again.
        winner.process.stdin?.end();
        expect(await winner.exitCode).toBe(0);
      }
    } finally {
      race.remove();
    }
    // Forty processes start one after the other, each in a second or so on a busy machine.
  }, 180_000);
});

interface Racer {
  process: ChildProcess;
  nextLine(): Promise<string>;
  exitCode: Promise<number | null>;
}

/** A process running lock-racer.ts on `lockFile`. */
function startRacer(lockFile: string): Racer {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/db/lock-racer.ts', lockFile, path.dirname(lockFile)],
    {
      cwd: packageRoot,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  let buffered = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      const reader = waiting.shift();
      if (reader) reader(line);
      else lines.push(line);
    }
  });
  return {
    process: child,
    nextLine: () => {
      const line = lines.shift();
      return line !== undefined ? Promise.resolve(line) : new Promise((resolve) => waiting.push(resolve));
    },
    exitCode: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
}

/** The pids in every lock file of `lockFile`'s directory (its drafts aside). */
function lockHolders(lockFile: string): string[] {
  const directory = path.dirname(lockFile);
  return readdirSync(directory)
    .filter((name) => name.startsWith(path.basename(lockFile)) && !name.endsWith('.draft'))
    .map((name) => readFileSync(path.join(directory, name), 'utf8'));
}

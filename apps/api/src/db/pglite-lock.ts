import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createExclusiveFile } from '../exclusive-file';
import { StartupError } from '../startup-error';

/** The embedded database is open in another live process (a running server, say). */
export class DatabaseInUseError extends StartupError {
  override name = 'DatabaseInUseError';

  constructor(
    readonly directory: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${directory} is in use by process ${pid}; stop that process or set DATA_DIR to another directory`,
    );
  }
}

/** Lock files this process holds; tells our own live lock from a stale one left by an earlier process with our pid. */
const held = new Set<string>();

/** Rounds of looking and trying; each one lost means another process took the lock or gave it up meanwhile. */
const MAX_ATTEMPTS = 20;

interface Generation {
  number: number;
  file: string;
}

/**
 * PGlite must be opened by one process at a time per directory. Takes the lock holding our pid,
 * refuses when a live process holds it, and takes over a lock left by a process that has died.
 * Returns the function that releases it.
 *
 * The lock is a series of files: `lockFile` (generation 0), then `lockFile.1`, `lockFile.2`…, the
 * highest one being the lock. A process takes the lock by creating the next generation, which only
 * one process can do, and only after finding the current one's holder dead. Deleting a stale lock
 * and creating a new one could not work: two processes finding it stale could each delete the
 * other's fresh lock. A process that created a generation from an outdated listing (another took a
 * higher one meanwhile) finds that out on looking again, and gives its file up.
 */
export function lockDataDirectory(lockFile: string, directory: string): () => void {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const current = highestGeneration(lockFile);
    if (current) {
      const holder = readHolder(current.file);
      if (holder !== undefined && isLiveHolder(holder, current.file)) throw new DatabaseInUseError(directory, holder);
    }
    const next = generationFile(lockFile, current ? current.number + 1 : 0);
    if (!createExclusiveFile(next.file, String(process.pid))) continue;
    if (highestGeneration(lockFile)?.number !== next.number) {
      rmSync(next.file, { force: true });
      continue;
    }
    held.add(next.file);
    for (const stale of generations(lockFile)) if (stale.number < next.number) rmSync(stale.file, { force: true });
    return () => release(next.file);
  }
  throw new StartupError(`Could not lock the database in ${directory}: ${lockFile} keeps changing hands`);
}

function generationFile(lockFile: string, number: number): Generation {
  return { number, file: number === 0 ? lockFile : `${lockFile}.${number}` };
}

function generations(lockFile: string): Generation[] {
  const base = path.basename(lockFile);
  return readdirSync(path.dirname(lockFile)).flatMap((name) => {
    if (name === base) return [generationFile(lockFile, 0)];
    const suffix = name.startsWith(`${base}.`) ? name.slice(base.length + 1) : '';
    return /^[1-9]\d*$/.test(suffix) ? [generationFile(lockFile, Number(suffix))] : [];
  });
}

function highestGeneration(lockFile: string): Generation | undefined {
  return generations(lockFile).reduce<Generation | undefined>(
    (highest, generation) => (highest && highest.number > generation.number ? highest : generation),
    undefined,
  );
}

function release(file: string) {
  if (!held.delete(file)) return;
  if (readHolder(file) === process.pid) rmSync(file, { force: true });
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isLiveHolder(pid: number, file: string): boolean {
  // A container restart can give us the pid of the process that left the lock behind.
  if (pid === process.pid) return held.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

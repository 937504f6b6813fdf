import { readFileSync, rmSync } from 'node:fs';
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

/**
 * PGlite must be opened by one process at a time per directory. Takes `lockFile` holding our pid,
 * refuses when a live process holds it, and takes over a lock left by a process that has died.
 * Returns the function that releases it.
 */
export function lockDataDirectory(lockFile: string, directory: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createExclusiveFile(lockFile, String(process.pid))) {
      held.add(lockFile);
      return () => release(lockFile);
    }
    const holder = readHolder(lockFile);
    if (holder !== undefined && isLiveHolder(holder, lockFile)) throw new DatabaseInUseError(directory, holder);
    rmSync(lockFile, { force: true });
  }
  throw new StartupError(`Could not lock the database in ${directory}: ${lockFile} keeps reappearing`);
}

function release(lockFile: string) {
  if (!held.delete(lockFile)) return;
  if (readHolder(lockFile) === process.pid) rmSync(lockFile, { force: true });
}

function readHolder(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isLiveHolder(pid: number, lockFile: string): boolean {
  // A container restart can give us the pid of the process that left the lock behind.
  if (pid === process.pid) return held.has(lockFile);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

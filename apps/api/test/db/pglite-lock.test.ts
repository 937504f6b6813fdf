import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/pglite';
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
});

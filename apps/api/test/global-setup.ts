import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../build';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A `dumpDataDir` archive of an embedded database with every migration applied and nothing else. */
    migratedPgliteTemplate: string;
  }
}

/**
 * The embedded database every test app on PGlite starts from: creating one and applying the
 * migrations costs seconds, loading this copy a fraction of that. It holds the schema only, so each
 * app still seeds its characters and starter invitation as on a first start.
 */
async function createMigratedTemplate(workDir: string): Promise<string> {
  const dataDir = path.join(workDir, 'pglite');
  const connection = await openPglite(dataDir);
  try {
    await migrate(connection);
  } finally {
    await connection.close();
  }
  const client = await PGlite.create({ dataDir });
  try {
    const archive = path.join(workDir, 'migrated.tar');
    writeFileSync(archive, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return archive;
  } finally {
    await client.close();
  }
}

/**
 * Tests that spawn the server run what production runs, the build; built once per run from the
 * sources of this moment, so a run never tests a stale build and a broken build fails it.
 */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'kindred-test-setup-'));
  const [template] = await Promise.all([createMigratedTemplate(workDir), buildServer()]);
  project.provide('migratedPgliteTemplate', template);
  return () => rmSync(workDir, { recursive: true, force: true });
}

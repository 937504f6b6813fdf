import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type AppOverrides, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseDriver } from '../../src/db/database';
import { openPglite } from '../../src/db/pglite';
import { CapturingMailer } from './mailer';

/**
 * The PostgreSQL server tests create their databases on: DATABASE_URL, else a local server that
 * trusts the login user (the one `psql` would use).
 */
export const postgresServerUrl =
  process.env.DATABASE_URL ?? `postgres://${process.env.PGUSER ?? userInfo().username}@127.0.0.1:5432/test`;

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresServerUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    // A server named explicitly must work; only the guessed local one may be absent.
    if (process.env.DATABASE_URL) throw error;
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export const postgresAvailable = await postgresAnswers();

async function onPostgresServer(sql: string) {
  const client = new pg.Client({ connectionString: postgresServerUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database with a unique name; `drop` removes it. */
export async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `kindred_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await onPostgresServer(`CREATE DATABASE ${name}`);
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A fresh temporary directory; the returned function removes it. */
export function createTempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'kindred-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

let template: Promise<Blob> | undefined;
/** The migrated database of the global setup, read once per test file. */
const migratedTemplate = () => {
  template ??= readFile(inject('migratedPgliteTemplate')).then((archive) => new Blob([archive]));
  return template;
};

export interface TestAppOptions {
  /** `pglite` (the default) runs on a fresh in-memory database, `postgres` on a fresh database of the test server. */
  driver?: DatabaseDriver;
  /**
   * A PostgreSQL database other apps run on too, in place of a fresh one of this app's own (whatever
   * `driver` says); closing the app leaves it to its owner.
   */
  sharedDatabase?: TestDatabase;
  /**
   * Environment variables on top of the test defaults: temporary DATA_DIR, silent logs, no built web
   * app, request limits raised a thousandfold and no pause between mails (tests of those set them back).
   */
  env?: Record<string, string>;
  /** Mail goes to a CapturingMailer unless `mailer` is given; `mailer: undefined` uses the configured one. */
  overrides?: AppOverrides;
  /** Adds routes or hooks before the app is ready. */
  extend?: (app: FastifyInstance) => unknown;
}

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startTestApp({
  driver = 'pglite',
  sharedDatabase,
  env = {},
  overrides = {},
  extend,
}: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = createTempDir();
  const ownDatabase = !sharedDatabase && driver === 'postgres' ? await createPostgresDatabase() : undefined;
  const postgres = sharedDatabase ?? ownDatabase;
  const config = loadConfig({
    DATA_DIR: dataDir.dir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir.dir, 'web-not-built'),
    RATE_LIMIT_MULTIPLIER: '1000',
    MAIL_COOLDOWN_SECONDS: '0',
    ...(postgres && { DATABASE_URL: postgres.url }),
    ...env,
  });
  const app = await buildApp(config, {
    ...(!postgres && { database: await openPglite(undefined, await migratedTemplate()) }),
    mailer: new CapturingMailer(),
    ...overrides,
  });
  await extend?.(app);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await ownDatabase?.drop();
      dataDir.remove();
    },
  };
}

/** Starts one app for the tests of the enclosing suite and closes it after them; returns its getter. */
export function useTestApp(options: TestAppOptions = {}): () => FastifyInstance {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await startTestApp(options);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('The test app has not started');
    return testApp.app;
  };
}

/**
 * Runs `suite` twice, once on PGlite (in memory) and once on PostgreSQL, each with one app of its own.
 * Without a PostgreSQL server the second run is skipped, with a note saying so.
 */
export function describeEachDatabase(
  title: string,
  suite: (getApp: () => FastifyInstance, driver: DatabaseDriver) => void,
  options: Omit<TestAppOptions, 'driver'> = {},
) {
  for (const driver of ['pglite', 'postgres'] as const) {
    const skipped = driver === 'postgres' && !postgresAvailable;
    if (skipped) console.warn(`No PostgreSQL answers at ${postgresServerUrl}: skipping "${title}" on postgres`);
    describe.skipIf(skipped)(`${title} (${driver})`, () => {
      suite(useTestApp({ ...options, driver }), driver);
    });
  }
}

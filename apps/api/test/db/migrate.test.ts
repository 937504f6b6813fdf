import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseConnection } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { characters } from '../../src/db/schema';
import { migrationsDir } from '../../src/paths';
import { seedCharactersIfEmpty } from '../../src/plugins/app/characters/seed';
import { seedCharacters } from '../../src/seed/characters';
import { createPostgresDatabase, createTempDir, describeEachDatabase, postgresAvailable } from '../helpers/app';

const migrationFiles = readdirSync(migrationsDir)
  .filter((name) => name.endsWith('.sql'))
  .sort();

async function appliedMigrations(database: DatabaseConnection) {
  return database.withSession((session) =>
    session.query<{ name: string }>('SELECT name FROM kindred_migrations ORDER BY name'),
  );
}

async function characterCount(database: DatabaseConnection) {
  const [row] = await database.db.select({ total: count() }).from(characters);
  return row?.total;
}

describeEachDatabase('migrations and seed on start', (getApp) => {
  it('applied every migration file once', async () => {
    expect(migrationFiles).toEqual(expect.arrayContaining(['0001_characters.sql', '0002_accounts.sql']));
    expect(await appliedMigrations(getApp().database)).toEqual(migrationFiles.map((name) => ({ name })));
  });

  it('apply nothing when run again', async () => {
    expect(await migrate(getApp().database)).toEqual([]);
    expect(await appliedMigrations(getApp().database)).toHaveLength(migrationFiles.length);
  });

  it('seeded the characters, and never seed twice', async () => {
    expect(await characterCount(getApp().database)).toBe(seedCharacters.length);
    expect(await seedCharactersIfEmpty(getApp().database.db, seedCharacters)).toBe(0);
    expect(await characterCount(getApp().database)).toBe(seedCharacters.length);
  });
});

describe('migrate', () => {
  it('rolls a failing file back entirely and names it', async () => {
    const directory = createTempDir();
    writeFileSync(path.join(directory.dir, '0001_good.sql'), 'CREATE TABLE good (id int);');
    writeFileSync(path.join(directory.dir, '0002_bad.sql'), 'CREATE TABLE half (id int);\nSELECT * FROM missing;');
    const database = await openPglite();
    try {
      await expect(migrate(database, directory.dir)).rejects.toThrow(/^Migration 0002_bad\.sql failed: /);
      expect(await appliedMigrations(database)).toEqual([{ name: '0001_good.sql' }]);
      const tables = await database.withSession((session) =>
        session.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE tablename IN ('good', 'half')"),
      );
      expect(tables).toEqual([{ name: 'good' }]);
    } finally {
      await database.close();
      directory.remove();
    }
  });
});

describe('starting twice', () => {
  it('on the same data directory applies migrations and seeds once', async () => {
    const dataDir = createTempDir();
    const config = loadConfig({ DATA_DIR: dataDir.dir, LOG_LEVEL: 'silent' });
    try {
      for (let start = 0; start < 2; start++) {
        const app = await buildApp(config);
        try {
          expect(await appliedMigrations(app.database)).toHaveLength(migrationFiles.length);
          expect(await characterCount(app.database)).toBe(seedCharacters.length);
          // Only the first start finds the database empty and creates the starter invitation.
          if (start === 0) expect(app.starterInvitationCode).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
          else expect(app.starterInvitationCode).toBeUndefined();
        } finally {
          await app.close();
        }
      }
    } finally {
      dataDir.remove();
    }
  });

  it.skipIf(!postgresAvailable)('at the same moment on one PostgreSQL database migrates and seeds once', async () => {
    const postgres = await createPostgresDatabase();
    const dataDir = createTempDir();
    const config = loadConfig({ DATA_DIR: dataDir.dir, LOG_LEVEL: 'silent', DATABASE_URL: postgres.url });
    try {
      const apps = await Promise.all([buildApp(config), buildApp(config)]);
      for (const app of apps) {
        expect(await appliedMigrations(app.database)).toHaveLength(migrationFiles.length);
        expect(await characterCount(app.database)).toBe(seedCharacters.length);
      }
      expect(apps.filter((app) => app.starterInvitationCode !== undefined)).toHaveLength(1);
      await Promise.all(apps.map((app) => app.close()));
    } finally {
      await postgres.drop();
      dataDir.remove();
    }
  });
});

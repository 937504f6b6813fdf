import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/db/database';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { createPostgresDatabase, postgresAvailable, type TestDatabase } from '../helpers/app';

const drivers = [
  { driver: 'pglite', available: true },
  { driver: 'postgres', available: postgresAvailable },
] as const;

describe.each(drivers)('prepared statements on $driver', ({ driver, available }) => {
  let database: TestDatabase | undefined;
  let connection: DatabaseConnection;
  beforeAll(async () => {
    if (!available) return;
    if (driver === 'postgres') {
      database = await createPostgresDatabase();
      connection = await openPostgres(database.url, { onIdleError: () => {} });
    } else {
      connection = await openPglite();
    }
  });
  afterAll(async () => {
    await connection?.close();
    await database?.drop();
  });

  it.skipIf(!available)(
    'keep the one plan made for any values, never planned again for those of an execution',
    async () => {
      for (let bound = 1; bound <= 8; bound += 1) {
        const answer = await connection.db.execute(
          sql`SELECT count(*)::int AS below FROM generate_series(1, 100) n WHERE n < ${bound}`,
        );
        expect(answer).toMatchObject({ rows: [{ below: bound - 1 }] });
      }
      // Left to choose, PostgreSQL plans each of the first five executions for its values.
      const plans = await connection.db.execute(
        sql`SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements
          WHERE statement = 'SELECT count(*)::int AS below FROM generate_series(1, 100) n WHERE n < $1'`,
      );
      expect(plans).toMatchObject({ rows: [{ generic: 8, custom: 0 }] });
    },
  );
});

describe.skipIf(!postgresAvailable)('a PostgreSQL URL with settings of its own', () => {
  it('keeps them, and one plan per prepared statement as well', async () => {
    const database = await createPostgresDatabase();
    const url = new URL(database.url);
    url.searchParams.set('options', '-c statement_timeout=4321');
    const connection = await openPostgres(url.toString(), { onIdleError: () => {} });
    try {
      const settings = await connection.db.execute(
        sql`SELECT current_setting('statement_timeout') AS timeout, current_setting('plan_cache_mode') AS plans`,
      );
      expect(settings).toMatchObject({ rows: [{ timeout: '4321ms', plans: 'force_generic_plan' }] });
    } finally {
      await connection.close();
      await database.drop();
    }
  });
});

describe.skipIf(!postgresAvailable)('a connection of the PostgreSQL pool', () => {
  it('is replaced once it has served its time, and its successor plans every statement again', async () => {
    const database = await createPostgresDatabase();
    // Long enough that a busy machine does not end the connection between the first two statements.
    const lifetimeSeconds = 5;
    const connection = await openPostgres(database.url, {
      onIdleError: () => {},
      connectionLifetimeSeconds: lifetimeSeconds,
    });
    const backend = async () => {
      const answer = await connection.db.execute(
        sql`SELECT pg_backend_pid() AS pid, (SELECT generic_plans::int FROM pg_prepared_statements
          WHERE statement LIKE 'SELECT pg_backend_pid()%') AS plans`,
      );
      return (answer as unknown as { rows: { pid: number; plans: number }[] }).rows[0];
    };
    try {
      const first = await backend();
      expect(first?.plans).toBe(1);
      // Within its lifetime the connection keeps the statement and its plan.
      expect(await backend()).toEqual({ pid: first?.pid, plans: 2 });
      await new Promise((resolve) => setTimeout(resolve, lifetimeSeconds * 1000 + 500));
      const next = await backend();
      expect(next?.pid).not.toBe(first?.pid);
      expect(next?.plans).toBe(1);
    } finally {
      await connection.close();
      await database.drop();
    }
  });
});

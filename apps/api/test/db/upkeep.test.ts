import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advisoryLocks, type DatabaseConnection } from '../../src/db/database';
import { openPostgres } from '../../src/db/postgres';
import { keepUp, UPKEEP_EVERY_MS, vacuumTablesDue } from '../../src/db/upkeep';
import { createPostgresDatabase, postgresAvailable, type TestDatabase } from '../helpers/app';

describe('vacuuming the embedded database', () => {
  let pglite: PGlite;

  beforeEach(async () => {
    pglite = await PGlite.create();
    await pglite.exec(`
      CREATE TABLE notes (id integer PRIMARY KEY, title text NOT NULL);
      CREATE TABLE "Odd ""name""" (id integer PRIMARY KEY);
      CREATE TABLE quiet (id integer PRIMARY KEY);
      INSERT INTO quiet VALUES (1);`);
  });
  afterEach(() => pglite.close());

  const stats = async (table: string) =>
    (
      await pglite.query<{ vacuums: number; analyses: number; tuples: number }>(
        `SELECT s.vacuum_count::int AS vacuums, s.analyze_count::int AS analyses, c.reltuples AS tuples
         FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.relname = $1`,
        [table],
      )
    ).rows[0];

  it('vacuums and analyses a table once enough rows changed, as autovacuum would, and leaves the others', async () => {
    await pglite.exec(`INSERT INTO notes SELECT n, 'note ' || n FROM generate_series(1, 2000) n`);
    expect(await vacuumTablesDue(pglite)).toEqual(['public.notes']);
    expect(await stats('notes')).toEqual({ vacuums: 1, analyses: 1, tuples: 2000 });
    expect(await stats('quiet')).toMatchObject({ vacuums: 0, analyses: 0 });

    // Nothing changed since: nothing is due.
    expect(await vacuumTablesDue(pglite)).toEqual([]);
    // A quarter of a table's rows changed makes it due again: past analyse's 10 % and 50 rows
    // (autovacuum_analyze_scale_factor, _threshold) and vacuum's 20 % and 50 dead rows.
    await pglite.exec('UPDATE notes SET title = title || $$!$$ WHERE id <= 500');
    expect(await vacuumTablesDue(pglite)).toEqual(['public.notes']);
    expect(await stats('notes')).toMatchObject({ vacuums: 2, analyses: 2 });
  });

  it('lets a query read an index alone once the table is vacuumed', async () => {
    await pglite.exec(`INSERT INTO notes SELECT n, 'note ' || n FROM generate_series(1, 5000) n`);
    const plan = async () =>
      (await pglite.query<{ 'QUERY PLAN': string }>('EXPLAIN SELECT id FROM notes WHERE id < 100 ORDER BY id')).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    expect(await plan()).not.toContain('Index Only Scan');
    await vacuumTablesDue(pglite);
    expect(await plan()).toContain('Index Only Scan');
  });

  it('quotes a table whose name needs it', async () => {
    await pglite.exec(`INSERT INTO "Odd ""name""" SELECT generate_series(1, 2000)`);
    expect(await vacuumTablesDue(pglite)).toEqual(['public."Odd ""name"""']);
  });

  it('waits for the transaction in progress, which a vacuum cannot run in', async () => {
    await pglite.exec(`INSERT INTO notes SELECT n, 'note ' || n FROM generate_series(1, 2000) n`);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = pglite.transaction(async (tx) => {
      await tx.query('UPDATE notes SET title = $1 WHERE id = 1', ['changed']);
      await held;
    });
    let vacuumed: string[] | undefined;
    const vacuuming = vacuumTablesDue(pglite).then((tables) => {
      vacuumed = tables;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(vacuumed).toBeUndefined();
    release();
    await Promise.all([transaction, vacuuming]);
    expect(vacuumed).toEqual(['public.notes']);
    expect((await pglite.query('SELECT title FROM notes WHERE id = 1')).rows).toEqual([{ title: 'changed' }]);
  });
});

describe.skipIf(!postgresAvailable)('vacuuming PostgreSQL', () => {
  let database: TestDatabase;
  let connection: DatabaseConnection;
  beforeEach(async () => {
    database = await createPostgresDatabase();
    connection = await openPostgres(database.url, { onIdleError: () => {} });
  });
  afterEach(async () => {
    await connection.close();
    await database.drop();
  });

  const run = <Row>(statement: string) => connection.withSession((session) => session.query<Row>(statement));
  const analyses = async () =>
    (
      await run<{ analyses: number }>(
        "SELECT analyze_count::int AS analyses FROM pg_stat_user_tables WHERE relname = 'notes'",
      )
    )[0]?.analyses;

  /** A table due for a vacuum, and whether the server's autovacuum is on. */
  async function tableDue() {
    await connection.withSession(async (session) => {
      await session.exec('CREATE TABLE notes (id integer PRIMARY KEY, title text NOT NULL)');
      await session.exec(`INSERT INTO notes SELECT n, 'note ' || n FROM generate_series(1, 2000) n`);
      // What this connection counted is published now, not within the next seconds.
      await session.query('SELECT pg_stat_force_next_flush()');
    });
    const [server] = await run<{ autovacuum: boolean }>("SELECT current_setting('autovacuum')::boolean AS autovacuum");
    return { autovacuum: server?.autovacuum };
  }

  it('vacuums the tables due where the server has autovacuum off, and leaves them to it where it is on', async () => {
    const server = await tableDue();
    if (server.autovacuum) {
      expect(await connection.vacuumTablesDue()).toEqual([]);
      return;
    }
    expect(await connection.vacuumTablesDue()).toEqual(['public.notes']);
    expect(await analyses()).toBe(1);
    expect(await connection.vacuumTablesDue()).toEqual([]);
  });

  it('skips a round while another process vacuums', async () => {
    const server = await tableDue();
    const other = await openPostgres(database.url, { onIdleError: () => {} });
    try {
      await other.withSession(async (session) => {
        await session.query('SELECT pg_advisory_lock($1)', [advisoryLocks.upkeep]);
        expect(await connection.vacuumTablesDue()).toEqual([]);
        await session.query('SELECT pg_advisory_unlock($1)', [advisoryLocks.upkeep]);
      });
      if (!server.autovacuum) expect(await connection.vacuumTablesDue()).toEqual(['public.notes']);
    } finally {
      await other.close();
    }
  });
});

describe('the upkeep schedule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const deferred = () => {
    let resolve: (tables: string[]) => void = () => {};
    let reject: (error: Error) => void = () => {};
    const promise = new Promise<string[]>((done, fail) => {
      resolve = done;
      reject = fail;
    });
    return { promise, resolve, reject };
  };

  it('runs a round every minute, never two at once, and reports what each did', async () => {
    const rounds = [deferred(), deferred(), deferred()];
    const vacuumTablesDue = vi.fn(() => rounds[vacuumTablesDue.mock.calls.length - 1]?.promise ?? Promise.resolve([]));
    const vacuumed = vi.fn();
    const failed = vi.fn();
    const upkeep = keepUp({ vacuumTablesDue }, { vacuumed, failed });

    await vi.advanceTimersByTimeAsync(UPKEEP_EVERY_MS - 1);
    expect(vacuumTablesDue).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(vacuumTablesDue).toHaveBeenCalledTimes(1);
    // A slow round is not joined by another.
    await vi.advanceTimersByTimeAsync(UPKEEP_EVERY_MS);
    expect(vacuumTablesDue).toHaveBeenCalledTimes(1);
    rounds[0]?.resolve(['public.messages']);
    await vi.advanceTimersByTimeAsync(UPKEEP_EVERY_MS);
    expect(vacuumed).toHaveBeenCalledWith(['public.messages']);
    expect(vacuumTablesDue).toHaveBeenCalledTimes(2);

    // A failed round is reported, and the next one runs.
    const error = new Error('disk full');
    rounds[1]?.reject(error);
    await vi.advanceTimersByTimeAsync(UPKEEP_EVERY_MS);
    expect(failed).toHaveBeenCalledWith(error);
    expect(vacuumTablesDue).toHaveBeenCalledTimes(3);

    // Stopping waits for the round in progress, and no round starts after it.
    let stopped = false;
    const stopping = upkeep.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    rounds[2]?.resolve([]);
    await stopping;
    await vi.advanceTimersByTimeAsync(10 * UPKEEP_EVERY_MS);
    expect(vacuumTablesDue).toHaveBeenCalledTimes(3);
  });
});

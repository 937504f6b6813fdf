import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/companion/random';
import { type PreparingClient, preparingClient } from '../../src/db/pglite-prepared';
import { ThreadedPglite } from '../../src/db/pglite-thread';

const notes = pgTable('notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull().unique(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  data: jsonb('data').$type<{ tags: string[] }>(),
  words: text('words').array(),
  stars: integer('stars'),
  done: boolean('done').notNull().default(false),
});

const CREATE = `CREATE TABLE notes (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), title text NOT NULL UNIQUE,
  at timestamptz NOT NULL, data jsonb, words text[], stars integer, done boolean NOT NULL DEFAULT false)`;

describe('the preparing PGlite client', () => {
  let pglite: ThreadedPglite;
  let client: PreparingClient;
  const over = (underlying: unknown) => drizzle({ client: underlying as PGlite, schema: { notes } });

  beforeEach(async () => {
    pglite = await ThreadedPglite.create({});
    await pglite.exec(CREATE);
    client = preparingClient(pglite, { capacity: 2 });
  });
  afterEach(() => pglite.close());

  it('answers every statement as PGlite itself does, with dates, JSON, arrays and nulls', async () => {
    const prepared = over(client);
    const at = new Date('2026-03-04T05:06:07.089Z');
    await prepared.insert(notes).values([
      { title: 'first', at, data: { tags: ['a', 'b'] }, words: ['one', 'two'], stars: 3, done: true },
      { title: 'second', at, data: null, words: null, stars: null },
    ]);
    await prepared.update(notes).set({ stars: 4 }).where(eq(notes.title, 'first'));
    const read = () => [
      over(pglite).select().from(notes).orderBy(notes.title),
      over(pglite).execute(
        sql`SELECT title, at, stars FROM notes WHERE at = ${at.toISOString()}::timestamptz ORDER BY title`,
      ),
    ];
    const [byPglite, rawByPglite] = await Promise.all(read());
    // Again and again: the second time, each statement is executed as prepared the first time.
    for (let time = 0; time < 3; time += 1) {
      expect(await prepared.select().from(notes).orderBy(notes.title)).toEqual(byPglite);
      expect(
        await prepared.execute(
          sql`SELECT title, at, stars FROM notes WHERE at = ${at.toISOString()}::timestamptz ORDER BY title`,
        ),
      ).toMatchObject({ rows: (rawByPglite as { rows: unknown[] }).rows });
    }
    expect(byPglite).toMatchObject([
      { title: 'first', at, data: { tags: ['a', 'b'] }, words: ['one', 'two'], stars: 4, done: true },
      { title: 'second', at, data: null, words: null, stars: null, done: false },
    ]);
  });

  it('keeps no more statements prepared than its capacity, and answers those it let go', async () => {
    const prepared = over(client);
    await prepared.insert(notes).values({ title: 'only', at: new Date() });
    const queries = [
      () => prepared.select({ title: notes.title }).from(notes),
      () => prepared.select({ stars: notes.stars }).from(notes),
      () => prepared.select({ done: notes.done }).from(notes),
      () => prepared.select({ words: notes.words }).from(notes),
    ];
    for (let round = 0; round < 3; round += 1) {
      for (const query of queries) expect(await query()).toHaveLength(1);
    }
    const kept = await pglite.query<{ kept: number }>('SELECT count(*)::int AS kept FROM pg_prepared_statements');
    expect(kept.rows[0]?.kept).toBe(2);
    // One that cannot be prepared still makes room, and those kept still answer, the newest first.
    await expect(prepared.execute(sql`SELECT nothing FROM notes`)).rejects.toMatchObject({ cause: { code: '42703' } });
    for (const query of queries.toReversed()) expect(await query()).toHaveLength(1);
  });

  it('throws the database’s error, undoes the transaction it failed, and answers the next statement', async () => {
    const prepared = over(client);
    await prepared.insert(notes).values({ title: 'taken', at: new Date() });
    const twice = prepared.insert(notes).values({ title: 'taken', at: new Date() });
    await expect(twice).rejects.toMatchObject({ cause: { code: '23505' } });
    const inTransaction = prepared.transaction(async (tx) => {
      await tx.insert(notes).values({ title: 'kept only if all goes well', at: new Date() });
      await tx.insert(notes).values({ title: 'taken', at: new Date() });
    });
    await expect(inTransaction).rejects.toMatchObject({ cause: { code: '23505' } });
    expect((await prepared.select({ title: notes.title }).from(notes)).map((row) => row.title)).toEqual(['taken']);
  });

  it('answers each of many statements sent at once with its own rows, and fails only the one that fails', async () => {
    const prepared = over(client);
    await prepared
      .insert(notes)
      .values(Array.from({ length: 30 }, (_, index) => ({ title: `note ${index}`, at: new Date(), stars: index })));
    // Sent while the ones before still run: each is answered with what it asked for, in any order.
    const answers = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) =>
        index === 7
          ? prepared.execute(sql`SELECT nothing FROM notes`)
          : prepared.select({ title: notes.title }).from(notes).where(eq(notes.stars, index)),
      ),
    );
    answers.forEach((answer, index) => {
      if (index === 7) expect(answer).toMatchObject({ status: 'rejected', reason: { cause: { code: '42703' } } });
      else expect(answer).toEqual({ status: 'fulfilled', value: [{ title: `note ${index}` }] });
    });
  });

  it('keeps every transaction whole among statements sent at once, over 300 operations in a random order', async () => {
    await pglite.exec(
      'CREATE TABLE pair (id int PRIMARY KEY, a int NOT NULL, b int NOT NULL); INSERT INTO pair VALUES (1, 0, 0)',
    );
    const random = seededRandom('threaded transactions');
    const pause = () => new Promise((resolve) => setImmediate(resolve));
    const statement = (text: string) => client.query<{ total: number }>(text);
    let written = 0;
    let committed = 0;
    const totals: number[] = [];
    // A transaction moves one from b to a in two statements, and half of them roll back between the
    // two: a statement from outside that ran in between would find a + b at 1.
    const operations = Array.from({ length: 300 }, async () => {
      const kind = random.pick(['read', 'write', 'transaction'] as const);
      const undone = random.chance(0.5);
      // Begun at different moments, so that some are sent while a transaction is open.
      for (let turn = Math.floor(random.next() * 40); turn > 0; turn -= 1) await pause();
      if (kind === 'read') {
        totals.push((await statement('SELECT a + b AS total FROM pair')).rows[0]?.total ?? Number.NaN);
      } else if (kind === 'write') {
        await statement('UPDATE pair SET a = a + 1, b = b - 1');
        written += 1;
      } else {
        const moved = client.transaction(async (tx) => {
          await tx.query('UPDATE pair SET a = a + 1');
          await pause();
          if (undone) throw new Error('undone');
          await tx.query('UPDATE pair SET b = b - 1');
        });
        if (undone) await expect(moved).rejects.toThrow('undone');
        else {
          await moved;
          committed += 1;
        }
      }
    });
    await Promise.all(operations);
    expect(new Set(totals)).toEqual(new Set([0]));
    const { rows } = await pglite.query<{ a: number; b: number }>('SELECT a, b FROM pair');
    expect(rows).toEqual([{ a: written + committed, b: -(written + committed) }]);
  });

  it('runs a statement outside a transaction only once the transaction has ended', async () => {
    const prepared = over(client);
    let counted: Promise<unknown> | undefined;
    const undone = prepared.transaction(async (tx) => {
      await tx.insert(notes).values({ title: 'never committed', at: new Date() });
      counted = prepared.select({ title: notes.title }).from(notes).execute();
      // Time enough for the statement to run, were it let into the transaction.
      for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      tx.rollback();
    });
    await expect(undone).rejects.toThrow();
    expect(await counted).toEqual([]);
  });

  it('prepares statements again once told the schema changed', async () => {
    const prepared = over(client);
    await prepared.insert(notes).values({ title: 'one', at: new Date() });
    const everything = () => prepared.execute(sql`SELECT * FROM notes`);
    await everything();
    await pglite.exec('ALTER TABLE notes ADD COLUMN colour text');
    await client.forgetStatements();
    expect(await everything()).toMatchObject({ rows: [{ title: 'one', colour: null }] });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { ThreadedPglite } from '../../src/db/pglite-thread';
import { createTempDir } from '../helpers/app';

describe('the embedded database in a thread of its own', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function open(dataDir?: string) {
    const database = await ThreadedPglite.create(dataDir ? { dataDir } : {});
    cleanups.push(() => database.close());
    return database;
  }

  it('tells a listener of a notification before the statement that committed it resolves', async () => {
    const database = await open();
    const heard: string[] = [];
    await database.listen('news', (payload) => heard.push(payload));
    await database.query("SELECT pg_notify('news', 'first')");
    expect(heard).toEqual(['first']);
    await database.transaction(async (tx) => {
      await tx.query("SELECT pg_notify('news', 'second')");
      // Not before the transaction commits.
      expect(heard).toEqual(['first']);
    });
    expect(heard).toEqual(['first', 'second']);
  });

  it("throws the database's own error, with its code, and answers the next statement", async () => {
    const database = await open();
    await database.exec('CREATE TABLE names (name text PRIMARY KEY)');
    await database.query('INSERT INTO names VALUES ($1)', ['Ines']);
    await expect(database.query('INSERT INTO names VALUES ($1)', ['Ines'])).rejects.toMatchObject({ code: '23505' });
    await expect(database.exec('SELECT nothing FROM names')).rejects.toMatchObject({ code: '42703' });
    expect((await database.query<{ name: string }>('SELECT name FROM names')).rows).toEqual([{ name: 'Ines' }]);
  });

  it('closes only once the transaction under way has committed, and keeps what it wrote', async () => {
    const data = createTempDir();
    cleanups.push(data.remove);
    const database = await ThreadedPglite.create({ dataDir: data.dir });
    await database.exec('CREATE TABLE names (name text PRIMARY KEY)');
    let closing: Promise<void> | undefined;
    await database.transaction(async (tx) => {
      await tx.query('INSERT INTO names VALUES ($1)', ['Theo']);
      closing = database.close();
      for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      await tx.query('INSERT INTO names VALUES ($1)', ['Mathis']);
    });
    await closing;
    await expect(database.query('SELECT 1')).rejects.toThrow();

    const reopened = await open(data.dir);
    expect((await reopened.query<{ name: string }>('SELECT name FROM names ORDER BY name')).rows).toEqual([
      { name: 'Mathis' },
      { name: 'Theo' },
    ]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatements } from '../../src/db/database';
import { openPostgres } from '../../src/db/postgres';
import { createPostgresDatabase, postgresAvailable, type TestDatabase } from '../helpers/app';

describe.skipIf(!postgresAvailable)('statements on PostgreSQL', () => {
  let database: TestDatabase;
  let connection: Awaited<ReturnType<typeof openPostgres>>;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    connection = await openPostgres(database.url, { onIdleError: () => {} });
  });
  afterAll(async () => {
    await connection?.close();
    await database?.drop();
  });

  /** The texts prepared on the connection a statement is given; one at a time, the pool gives the same one. */
  const preparedTexts = async () =>
    (
      (await connection.db.execute(sql`SELECT statement FROM pg_prepared_statements`)) as unknown as {
        rows: { statement: string }[];
      }
    ).rows.map((row) => row.statement);

  it('are prepared once per connection and executed as prepared after, with the values of each time', async () => {
    const square = (value: number) => connection.db.execute(sql`SELECT ${value}::int * ${value}::int AS square`);
    expect(await square(3)).toMatchObject({ rows: [{ square: 9 }] });
    expect(await square(4)).toMatchObject({ rows: [{ square: 16 }] });
    const texts = await preparedTexts();
    expect(texts.filter((text) => text === 'SELECT $1::int * $2::int AS square')).toHaveLength(1);
  });

  it('are prepared for no more texts than the capacity: any beyond it runs unprepared, as well', async () => {
    for (let index = 0; index < preparedStatements.capacity + 20; index += 1) {
      const answer = await connection.db.execute(sql.raw(`SELECT ${index} AS answer`));
      expect(answer).toMatchObject({ rows: [{ answer: index }] });
    }
    expect((await preparedTexts()).length).toBeLessThanOrEqual(preparedStatements.capacity);
  });
});

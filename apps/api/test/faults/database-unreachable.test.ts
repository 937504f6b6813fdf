import path from 'node:path';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BenchUser, createChattingUser } from '../../bench/user';
import { errorHandler, SERVICE_UNAVAILABLE_MESSAGE } from '../../src/http/error-handler';
import { createTempDir } from '../helpers/app';
import { startTcpProxy, type TcpProxy, unusedPort } from '../helpers/network';
import { createServerData, describeWithPostgres, type ServerData } from '../helpers/server-data';
import { type RunningServer, spawnServer } from '../helpers/server-process';

/*
 * PostgreSQL is another process, reached over the network: it can be missing when the server starts
 * and go away while it runs. PGlite runs inside the server process, so it cannot become unreachable
 * while the server runs; its counterpart, a data directory another process holds, is proven in
 * server-lifecycle.test.ts.
 */

const UNAVAILABLE = { message: SERVICE_UNAVAILABLE_MESSAGE };
/** Generous: the bound only ends a wait that would never succeed. */
const untilRecovered = { interval: 100, timeout: 20_000 };

describe('a server whose PostgreSQL does not answer at start', () => {
  it('exits with 1 and one line naming the database and the reason, without its password or a stack trace', async () => {
    const port = await unusedPort();
    const workDir = createTempDir();
    try {
      const server = spawnServer({
        dataDir: path.join(workDir.dir, 'data'),
        logFile: path.join(workDir.dir, 'server.log'),
        env: { DATABASE_URL: `postgres://kindred:s3cret@127.0.0.1:${port}/kindred` },
      });
      expect(await server.exited).toEqual({ code: 1, signal: null });
      expect(server.output()).toBe(
        `Cannot connect to PostgreSQL at postgres://kindred:***@127.0.0.1:${port}/kindred: connect ECONNREFUSED 127.0.0.1:${port}\n`,
      );
    } finally {
      workDir.remove();
    }
  });
});

describeWithPostgres('a server whose PostgreSQL goes away while it runs', () => {
  let data: ServerData;
  let proxy: TcpProxy;
  let server: RunningServer;
  let user: BenchUser;

  beforeAll(async () => {
    data = await createServerData('postgres');
    const direct = new URL(data.databaseUrl ?? '');
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughProxy = new URL(direct);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    server = await data.start({ DATABASE_URL: throughProxy.toString() });
    const invitationCode = await server.waitForLine((line) => /^Invitation code: (\S+)/.exec(line)?.[1]);
    user = await createChattingUser({ ...server, invitationCode });
  });

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await data?.remove();
  });

  const call = (route: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api${route}`, {
      ...init,
      headers: { ...user.headers, ...(init.body !== undefined && { 'content-type': 'application/json' }) },
    });
  const conversation = () => `/messages/${user.id}/${user.characterId}`;
  const send = (message: string) =>
    call(`/chat/${user.id}/${user.characterId}`, { method: 'POST', body: JSON.stringify({ message }) });

  it('answers 503 { message } while PostgreSQL is unreachable, and serves again by itself once it returns', async () => {
    const before = await (await call(conversation())).json();
    await proxy.cut();

    const health = await call('/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } });
    for (const response of [
      await call('/users/me'),
      await call(conversation()),
      await call(`/messages/${user.id}`),
      await send('Are you still there?'),
    ]) {
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(UNAVAILABLE);
    }

    await proxy.restore();
    await expect.poll(async () => (await call('/health')).status, untilRecovered).toBe(200);
    const after = await call(conversation());
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual(before);
    const sent = await send('There you are again.');
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ aiResponse: expect.any(String) });
  });
});

describe('the error handler', () => {
  const refused = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' });
  const serverError = (message: string, code: string) =>
    Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });

  /** Each way node-postgres (through Drizzle) reports a database it cannot reach. */
  const unreachable: Array<[string, () => Error]> = [
    ['a refused connection behind a failed query', () => new DrizzleQueryError('select 1', [], refused())],
    ['a connection lost in the middle of a query', () => new Error('Connection terminated unexpectedly')],
    ['a pool that waited in vain for a connection', () => new Error('timeout exceeded when trying to connect')],
    ['every address refusing', () => new AggregateError([refused(), refused()], 'All addresses refused')],
    ['a server shutting down', () => serverError('terminating connection due to administrator command', '57P01')],
    ['a server starting up', () => serverError('the database system is starting up', '57P03')],
    ['a broken connection', () => serverError('connection failure', '08006')],
  ];

  let thrown: Error;
  const app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  app.get('/fail', async () => {
    throw thrown;
  });
  afterAll(() => app.close());

  it.each(unreachable)('answers 503 with a message a person understands to %s', async (_case, error) => {
    thrown = error();
    const response = await app.inject('/fail');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
  });

  it('still answers 500 to a database error that retrying does not cure', async () => {
    thrown = new DrizzleQueryError('insert into users', [], serverError('duplicate key value', '23505'));
    const response = await app.inject('/fail');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
  });
});

import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/app';

/** Generous: the bound only ends a wait for a close that, without the limits, would come after minutes. */
const CLOSE_WAIT_MS = 5_000;

/** The app listening on a loopback port: these limits live in the HTTP server, which `inject` bypasses. */
async function listening(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

interface Connection {
  socket: Socket;
  /** Everything the server has written on it so far. */
  received(): string;
  /** Settles when the connection is closed, whichever side closed it. */
  closed: Promise<void>;
}

async function openConnection(port: number): Promise<Connection> {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  // A refused connection may be reset: that is what the test looks at, through `closed`.
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  return { socket, received: () => received, closed };
}

/** Asks for the health check on `connection`, keeping it open, and answers the status code. */
async function askHealth(connection: Connection): Promise<number> {
  const start = connection.received().length;
  connection.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
  const answer = () => connection.received().slice(start);
  const complete = () => {
    const [head, body] = answer().split('\r\n\r\n');
    const length = /content-length: (\d+)/i.exec(head ?? '')?.[1];
    return body !== undefined && length !== undefined && body.length >= Number(length);
  };
  const ended = connection.closed.then(() => 'closed' as const);
  while (!complete()) {
    if ((await Promise.race([ended, sleep(10)])) === 'closed') break;
  }
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer())?.[1] ?? 0);
}

async function closesWithin(connection: Connection, ms: number): Promise<boolean> {
  return Promise.race([connection.closed.then(() => true), sleep(ms).then(() => false)]);
}

describeEachDatabase(
  'a connection cap',
  (getApp) => {
    it('closes a connection past MAX_CONNECTIONS at once, and keeps serving those already open', async () => {
      const port = await listening(getApp());
      const open = await Promise.all(Array.from({ length: 5 }, () => openConnection(port)));
      try {
        for (const connection of open) expect(await askHealth(connection)).toBe(200);

        const sixth = await openConnection(port);
        open.push(sixth);
        expect(await askHealth(sixth)).toBe(0);
        expect(await closesWithin(sixth, CLOSE_WAIT_MS)).toBe(true);
        expect(sixth.received()).toBe('');

        for (const connection of open.slice(0, 5)) expect(await askHealth(connection)).toBe(200);
      } finally {
        for (const connection of open) connection.socket.destroy();
      }
    });
  },
  { env: { MAX_CONNECTIONS: '5' } },
);

describeEachDatabase(
  'connection timeouts',
  (getApp) => {
    it('closes a kept-alive connection left idle past KEEP_ALIVE_TIMEOUT_MS', async () => {
      const connection = await openConnection(await listening(getApp()));
      expect(await askHealth(connection)).toBe(200);
      expect(await closesWithin(connection, CLOSE_WAIT_MS)).toBe(true);
    });

    it('answers 408 and closes a connection whose headers do not arrive within HEADERS_TIMEOUT_MS', async () => {
      const port = await listening(getApp());
      const silent = await openConnection(port);
      const slow = await openConnection(port);
      slow.socket.write('GET /api/health HTTP/1.1\r\n');
      // A header line every 50 ms keeps the connection busy, never finishing the request.
      const trickle = setInterval(() => slow.socket.write('X-Padding: a\r\n'), 50);
      try {
        for (const connection of [silent, slow]) {
          expect(await closesWithin(connection, CLOSE_WAIT_MS)).toBe(true);
          expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
        }
      } finally {
        clearInterval(trickle);
      }
    });
  },
  { env: { KEEP_ALIVE_TIMEOUT_MS: '200', HEADERS_TIMEOUT_MS: '300' } },
);

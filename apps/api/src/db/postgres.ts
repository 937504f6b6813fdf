import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { StartupError } from '../startup-error';
import { type ChannelListener, closeOnce, type DatabaseConnection } from './database';
import * as schema from './schema';

export interface PostgresOptions {
  /** Told about connections that fail while idle in the pool (e.g. the server restarted); the pool replaces them. */
  onIdleError(error: Error): void;
}

/** Connects a pool to PostgreSQL at `url` and checks that it answers. */
export async function openPostgres(url: string, options: PostgresOptions): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5_000 });
  pool.on('error', options.onIdleError);
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw new StartupError(`Cannot connect to PostgreSQL at ${withoutPassword(url)}: ${(error as Error).message}`);
  }
  const subscriptions: ChannelSubscription[] = [];
  return {
    driver: 'postgres',
    db: drizzle({ client: pool, schema }),
    withSession: async (work) => {
      const client = await pool.connect();
      let failed = false;
      try {
        return await work({
          exec: async (sql) => {
            await client.query(sql);
          },
          query: async <Row>(sql: string, params?: unknown[]) =>
            (await client.query<Row & pg.QueryResultRow>(sql, params)).rows,
        });
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // A failed session may still hold locks or an open transaction: discard the connection.
        client.release(failed);
      }
    },
    listen: async (channel, listener) => {
      const subscription = new ChannelSubscription(url, channel, listener);
      subscriptions.push(subscription);
      await subscription.start();
    },
    ping: async () => {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: closeOnce(async () => {
      await Promise.all(subscriptions.map((subscription) => subscription.stop()));
      await pool.end();
    }),
  };
}

/** The longest pause between two attempts to listen again. */
const MAX_RELISTEN_DELAY_MS = 10_000;

/**
 * A connection of its own that LISTENs on one channel (a pooled connection would lose the
 * subscription when returned), opened again with growing pauses whenever it is lost.
 */
class ChannelSubscription {
  #client: pg.Client | undefined;
  #retry: NodeJS.Timeout | undefined;
  #failures = 0;
  #stopped = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly listener: ChannelListener,
  ) {}

  /** Subscribes, or throws when the database cannot be reached. */
  start(): Promise<void> {
    return this.#subscribe();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }

  async #subscribe(): Promise<void> {
    // keepAlive notices a peer that vanished without closing the socket (a network partition).
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', ({ channel, payload }) => {
      if (channel === this.channel && payload !== undefined) this.listener.notified(payload);
    });
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, new Error('The listening connection closed')));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.#stopped) {
      await client.end();
      return;
    }
    this.#client = client;
    this.#failures = 0;
    this.listener.listening();
  }

  #lost(client: pg.Client, error: Error) {
    if (client !== this.#client) return;
    this.#client = undefined;
    client.end().catch(() => {});
    this.listener.interrupted(error);
    this.#retryLater();
  }

  #retryLater() {
    if (this.#stopped) return;
    const delay = Math.min(250 * 2 ** this.#failures, MAX_RELISTEN_DELAY_MS);
    this.#failures += 1;
    this.#retry = setTimeout(() => {
      this.#subscribe().catch(() => this.#retryLater());
    }, delay);
  }
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

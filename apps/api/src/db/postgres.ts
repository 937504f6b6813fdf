import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { StartupError } from '../startup-error';
import { type ChannelListener, closeOnce, type DatabaseConnection } from './database';
import { TRY_LOCK_INSTANCE_SQL, takeInstanceKey } from './instance';
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
  let presence: InstancePresence;
  try {
    presence = await InstancePresence.start(url, options.onIdleError);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const subscriptions: ChannelSubscription[] = [];
  return {
    driver: 'postgres',
    db: drizzle({ client: pool, schema }),
    instanceKey: presence.key,
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
      await presence.stop();
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

/**
 * The connection of its own on which this process holds its instance key (db/instance.ts) for as long
 * as it runs. Should the connection be lost, the key is free meanwhile (another process may take over
 * a message this one is answering; the first reply stored wins), and it is locked again on a new one.
 */
class InstancePresence {
  #client: pg.Client | undefined;
  #retry: NodeJS.Timeout | undefined;
  #failures = 0;
  #stopped = false;

  private constructor(
    private readonly url: string,
    private readonly onError: (error: Error) => void,
    readonly key: number,
  ) {}

  static async start(url: string, onError: (error: Error) => void): Promise<InstancePresence> {
    const client = InstancePresence.#connect(url);
    try {
      await client.connect();
      const key = await takeInstanceKey(async (candidate) => InstancePresence.#tryLock(client, candidate));
      const presence = new InstancePresence(url, onError, key);
      presence.#hold(client);
      return presence;
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }

  static #connect(url: string) {
    // keepAlive notices a peer that vanished without closing the socket (a network partition).
    return new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
  }

  static async #tryLock(client: pg.Client, key: number): Promise<boolean> {
    const { rows } = await client.query<{ locked: boolean }>(TRY_LOCK_INSTANCE_SQL, [key]);
    return rows[0]?.locked === true;
  }

  #hold(client: pg.Client) {
    this.#client = client;
    this.#failures = 0;
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, new Error('The connection holding the instance key closed')));
  }

  #lost(client: pg.Client, error: Error) {
    if (client !== this.#client) return;
    this.#client = undefined;
    client.end().catch(() => {});
    this.onError(error);
    this.#retryLater();
  }

  #retryLater() {
    if (this.#stopped) return;
    const delay = Math.min(250 * 2 ** this.#failures, MAX_RELISTEN_DELAY_MS);
    this.#failures += 1;
    this.#retry = setTimeout(() => {
      this.#relock().catch((error: Error) => {
        this.onError(error);
        this.#retryLater();
      });
    }, delay);
  }

  async #relock() {
    const client = InstancePresence.#connect(this.url);
    try {
      await client.connect();
      if (!(await InstancePresence.#tryLock(client, this.key))) {
        throw new Error(`Instance key ${this.key} is held by another connection`);
      }
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.#stopped) await client.end();
    else this.#hold(client);
  }
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { StartupError } from '../startup-error';
import { type ChannelListener, closeOnce, type DatabaseConnection, planOnce, preparedStatements } from './database';
import { TRY_LOCK_INSTANCE_SQL, takeInstanceKey } from './instance';
import * as schema from './schema';
import { vacuumTablesDueWithoutAutovacuum } from './upkeep';

/**
 * How long a pool's connection serves before it is replaced. Its statements keep the plan made at
 * their first execution (`planOnce`) until the tables' statistics change, which autovacuum sees to,
 * or the upkeep where autovacuum is off (upkeep.ts). Should neither run (a table whose own settings
 * turn autovacuum off), a plan made while a table was small lasts no longer than its connection: a
 * new connection plans again, with the table as large as it has become.
 */
export const CONNECTION_LIFETIME_SECONDS = 600;

export interface PostgresOptions {
  /** Told about connections that fail while idle in the pool (e.g. the server restarted); the pool replaces them. */
  onIdleError(error: Error): void;
  /** In place of CONNECTION_LIFETIME_SECONDS. */
  connectionLifetimeSeconds?: number;
}

/**
 * `url` with `planOnce` among the settings its connections start with, after those it names itself:
 * node-postgres lets the URL's `options` replace any given beside it.
 */
function planningOnce(url: string): string {
  const target = new URL(url);
  const own = target.searchParams.get('options');
  target.searchParams.set('options', [own, `-c ${planOnce.name}=${planOnce.value}`].filter(Boolean).join(' '));
  return target.toString();
}

/** Connects a pool to PostgreSQL at `url` and checks that it answers. */
export async function openPostgres(url: string, options: PostgresOptions): Promise<DatabaseConnection> {
  const pool = new pg.Pool({
    connectionString: planningOnce(url),
    connectionTimeoutMillis: 5_000,
    maxLifetimeSeconds: options.connectionLifetimeSeconds ?? CONNECTION_LIFETIME_SECONDS,
  });
  pool.on('error', options.onIdleError);
  const named = statementNames();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => query(named(config), ...rest)) as typeof client.query;
  });
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw new StartupError(`Cannot connect to PostgreSQL at ${withoutPassword(url)}: ${(error as Error).message}`);
  }
  let presence: Awaited<ReturnType<typeof holdInstanceKey>>;
  try {
    presence = await holdInstanceKey(url, options.onIdleError);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const subscriptions: DedicatedConnection[] = [];
  const withSession: DatabaseConnection['withSession'] = async (work) => {
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
  };
  return {
    driver: 'postgres',
    db: drizzle({ client: pool, schema }),
    instanceKey: presence.key,
    withSession,
    listen: async (channel, listener) => {
      const subscription = subscribe(url, channel, listener);
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
    vacuumTablesDue: () => withSession(vacuumTablesDueWithoutAutovacuum),
    close: closeOnce(async () => {
      await Promise.all(subscriptions.map((subscription) => subscription.stop()));
      await presence.connection.stop();
      await pool.end();
    }),
  };
}

/**
 * Gives a statement Drizzle sends with its text alone a name, the same for the same text: node-postgres
 * then has each connection parse and plan it once, and afterwards only binds and executes it. The
 * first `preparedStatements.capacity` texts seen are named (what a process runs again and again
 * comes early); any other runs unnamed, so that no connection keeps an unbounded number prepared.
 */
function statementNames(): (config: unknown) => unknown {
  const names = new Map<string, string>();
  return (config) => {
    if (typeof config !== 'object' || config === null || !('text' in config) || typeof config.text !== 'string')
      return config;
    if (('name' in config && config.name) || 'submit' in config) return config;
    const { text } = config;
    let name = names.get(text);
    if (!name) {
      if (names.size >= preparedStatements.capacity || text.length > preparedStatements.longestText) return config;
      name = `prepared_${names.size + 1}`;
      names.set(text, name);
    }
    return { ...config, name };
  };
}

/** The longest pause between two attempts to open a dedicated connection again. */
const MAX_REOPEN_DELAY_MS = 10_000;

interface DedicatedConnectionHooks {
  /** Prepares a new connection for its job (LISTEN, a session lock); throws when it cannot. */
  setUp(client: pg.Client): Promise<void>;
  /** The connection is set up (again). */
  ready?(): void;
  /** The connection was lost; it is opened again with growing pauses. */
  lost(error: Error): void;
  /** An attempt to open it again failed; another follows. */
  reopenFailed?(error: Error): void;
}

/**
 * A connection of its own, outside the pool, for what lives only as long as its session (a LISTEN
 * would be lost with a pooled connection returned, a session lock released): set up again on a new
 * connection, with growing pauses, whenever it is lost.
 */
class DedicatedConnection {
  #client: pg.Client | undefined;
  #retry: NodeJS.Timeout | undefined;
  #failures = 0;
  #stopped = false;

  constructor(
    private readonly url: string,
    private readonly hooks: DedicatedConnectionHooks,
  ) {}

  /** Opens and sets up the connection, or throws when the database cannot be reached. */
  start(): Promise<void> {
    return this.#open();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }

  async #open(): Promise<void> {
    // keepAlive notices a peer that vanished without closing the socket (a network partition).
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, new Error('The dedicated database connection closed')));
    try {
      await client.connect();
      await this.hooks.setUp(client);
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
    this.hooks.ready?.();
  }

  #lost(client: pg.Client, error: Error) {
    if (client !== this.#client) return;
    this.#client = undefined;
    client.end().catch(() => {});
    this.hooks.lost(error);
    this.#reopenLater();
  }

  #reopenLater() {
    if (this.#stopped) return;
    const delay = Math.min(250 * 2 ** this.#failures, MAX_REOPEN_DELAY_MS);
    this.#failures += 1;
    this.#retry = setTimeout(() => {
      this.#open().catch((error: Error) => {
        this.hooks.reopenFailed?.(error);
        this.#reopenLater();
      });
    }, delay);
  }
}

/** A dedicated connection that LISTENs on one channel and tells `listener` what it hears. */
function subscribe(url: string, channel: string, listener: ChannelListener): DedicatedConnection {
  return new DedicatedConnection(url, {
    async setUp(client) {
      client.on('notification', (notification) => {
        if (notification.channel === channel && notification.payload !== undefined) {
          listener.notified(notification.payload);
        }
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    },
    ready: () => listener.listening(),
    lost: (error) => listener.interrupted(error),
  });
}

async function tryLockInstance(client: pg.Client, key: number): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>(TRY_LOCK_INSTANCE_SQL, [key]);
  return rows[0]?.locked === true;
}

/**
 * The dedicated connection on which this process holds its instance key (db/instance.ts) for as long
 * as it runs: drawn on the first connection, locked again on every new one. Should the connection be
 * lost, the key is free meanwhile (another process may take over a message this one is answering;
 * the first reply stored wins).
 */
async function holdInstanceKey(
  url: string,
  onError: (error: Error) => void,
): Promise<{ key: number; connection: DedicatedConnection }> {
  let key: number | undefined;
  const connection = new DedicatedConnection(url, {
    async setUp(client) {
      if (key === undefined) key = await takeInstanceKey((candidate) => tryLockInstance(client, candidate));
      else if (!(await tryLockInstance(client, key)))
        throw new Error(`Instance key ${key} is held by another connection`);
    },
    lost: onError,
    reopenFailed: onError,
  });
  await connection.start();
  if (key === undefined) throw new Error('No instance key was taken');
  return { key, connection };
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

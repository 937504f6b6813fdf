import { Worker } from 'node:worker_threads';
import {
  Mutex,
  type messages,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  TransactionAbortedError,
  types,
} from '@electric-sql/pglite';

type BackendMessage = messages.BackendMessage;

/** What the server asks of the embedded database: the part of PGlite's interface it uses. */
export interface EmbeddedDatabase {
  serializers: Record<number | string, (value: unknown) => string>;
  parsers: Record<number | string, (value: string, typeId?: number) => unknown>;
  query<Row>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(work: (tx: EmbeddedTransaction) => Promise<T>): Promise<T>;
  /** Runs `work` with no other statement sent in between (for `execProtocolStream`). */
  runExclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Runs `work` once no transaction is open, and keeps any from opening meanwhile. */
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Sends wire-protocol messages, at once, and answers what PostgreSQL sent back, throwing the first
   * error it sent. A call made before the one before it is answered is answered apart.
   */
  execProtocolStream(
    message: Uint8Array,
    options?: { syncToFs?: boolean; onNotice?: QueryOptions['onNotice'] },
  ): Promise<BackendMessage[]>;
  listen(channel: string, listener: (payload: string) => void): Promise<unknown>;
  close(): Promise<void>;
}

export interface EmbeddedTransaction {
  query<Row>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
  readonly closed: boolean;
}

interface Answer {
  id: number;
  data?: unknown;
  error?: unknown;
}

/**
 * PGlite in a thread of its own. PGlite runs PostgreSQL compiled to WebAssembly in the thread that
 * calls it, and every statement holds that thread until it is done: in the server's thread, a
 * reply's statements and the JavaScript of every other request took turns on one core. Here the
 * database runs beside the server, which goes on with other requests meanwhile; each call crosses
 * once, with the bytes of the wire protocol both ways.
 *
 * The thread runs what it is sent and nothing more (pglite-worker.mjs). Reading the answers is
 * done here, as PGlite itself does it, with its own parser and rules: the first error is thrown,
 * notices go to `onNotice`, and a notification reaches its listeners before the statement that
 * committed it resolves. The thread runs statements one at a time, in the order they were sent; a
 * statement may be sent while the one before still runs, and every call is answered apart. As in
 * PGlite, none is sent from outside a transaction while it is open.
 */
export class ThreadedPglite implements EmbeddedDatabase {
  serializers: EmbeddedDatabase['serializers'] = { ...types.serializers };
  parsers: EmbeddedDatabase['parsers'] = { ...types.parsers };
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(data: unknown): void; reject(error: unknown): void }>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  readonly #transactions = new Mutex();
  readonly #statements = new Mutex();
  #nextId = 0;
  #gone: Error | undefined;
  #inTransaction = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    // As PGlite in the process's own thread, the database keeps the process alive only while a
    // call waits for it: a command that is done exits, closed or not.
    worker.unref();
    worker.on('message', ({ id, data, error }: Answer) => {
      const call = this.#pending.get(id);
      this.#pending.delete(id);
      if (this.#pending.size === 0) worker.unref();
      if (error === undefined) call?.resolve(data);
      else call?.reject(error);
    });
    const fail = (error: Error) => {
      this.#gone ??= error;
      for (const call of this.#pending.values()) call.reject(this.#gone);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The embedded database's thread stopped (exit code ${code})`)));
  }

  /** Opens the database in `dataDir`, or one in memory: empty, or a copy of `loadDataDir`. */
  static async create(options: { dataDir?: string; loadDataDir?: Blob }): Promise<ThreadedPglite> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: options });
    const opened = await new Promise<{ ready: boolean; error?: unknown }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The embedded database's thread stopped (exit code ${code})`)));
    });
    if (!opened.ready) {
      await worker.terminate();
      throw opened.error;
    }
    const database = new ThreadedPglite(worker);
    try {
      await database.#readArrayTypes();
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return database;
  }

  #call(operation: string, fields: { message?: Uint8Array; syncToFs?: boolean } = {}): Promise<unknown> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage(
        { id, operation, ...fields },
        fields.message ? [fields.message.buffer as ArrayBuffer] : [],
      );
    });
  }

  async execProtocolStream(
    message: Uint8Array,
    { syncToFs = true, onNotice }: { syncToFs?: boolean; onNotice?: QueryOptions['onNotice'] } = {},
  ): Promise<BackendMessage[]> {
    // A copy is handed over to the thread: the caller's bytes may be a view of a pooled buffer, or
    // the serializer's own constant (a Sync), which handing over would leave empty.
    const data = (await this.#call('protocol', { message: new Uint8Array(message), syncToFs })) as Uint8Array;
    const answered: BackendMessage[] = [];
    let failure: unknown;
    new protocol.Parser().parse(data, (backendMessage) => {
      if (failure) return;
      if (backendMessage instanceof protocol.messages.DatabaseError) {
        failure = backendMessage;
        return;
      }
      if (backendMessage instanceof protocol.messages.NoticeMessage) onNotice?.(backendMessage);
      if (backendMessage instanceof protocol.messages.NotificationResponseMessage) {
        for (const listener of this.#listeners.get(backendMessage.channel) ?? []) {
          queueMicrotask(() => listener(backendMessage.payload));
        }
      }
      answered.push(backendMessage);
    });
    if (failure) throw failure;
    return answered;
  }

  runExclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.#statements.runExclusive(work);
  }

  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T> {
    return this.#transactions.runExclusive(work);
  }

  query<Row>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>> {
    return this._runExclusiveTransaction(() => this.#runQuery<Row>(text, params, options));
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this._runExclusiveTransaction(() => this.#runExec(text, options));
  }

  /** As PGlite's query: parsed and described, then bound with the parameters' own serializers and run. */
  #runQuery<Row>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<Row>> {
    return this.runExclusive(async () => {
      const sent: BackendMessage[] = [];
      try {
        const described = await this.execProtocolStream(
          concat(
            protocol.serialize.parse({ text, types: options?.paramTypes }),
            protocol.serialize.describe({ type: 'S' }),
          ),
          { syncToFs: false, onNotice: options?.onNotice },
        );
        const parameterTypes = parse.parseDescribeStatementResults(described);
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const type = parameterTypes[index] ?? 0;
          const serializer = options?.serializers?.[type] ?? this.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        sent.push(
          ...described,
          ...(await this.execProtocolStream(
            concat(
              protocol.serialize.bind({ values }),
              protocol.serialize.describe({ type: 'P' }),
              protocol.serialize.execute({}),
            ),
            { syncToFs: false, onNotice: options?.onNotice },
          )),
        );
      } finally {
        // The files are brought up to date after each statement outside a transaction, as PGlite does.
        sent.push(...(await this.execProtocolStream(protocol.serialize.sync(), { syncToFs: !this.#inTransaction })));
      }
      const [results] = parse.parseResults(sent, this.parsers, options);
      if (!results) throw new Error('The database answered a statement with no result');
      return results as Results<Row>;
    });
  }

  #runExec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.runExclusive(async () => {
      const sent: BackendMessage[] = [];
      try {
        sent.push(
          ...(await this.execProtocolStream(protocol.serialize.query(text), {
            syncToFs: false,
            onNotice: options?.onNotice,
          })),
        );
      } finally {
        // The files are brought up to date after each statement outside a transaction, as PGlite does.
        sent.push(...(await this.execProtocolStream(protocol.serialize.sync(), { syncToFs: !this.#inTransaction })));
      }
      return parse.parseResults(sent, this.parsers, options);
    });
  }

  /** As PGlite's transaction: BEGIN, `work`, COMMIT (ROLLBACK when it throws); COMMIT of an aborted one throws. */
  transaction<T>(work: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    return this._runExclusiveTransaction(async () => {
      await this.#runExec('BEGIN');
      this.#inTransaction = true;
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: EmbeddedTransaction = {
        query: <Row>(text: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return this.#runQuery<Row>(text, params, options);
        },
        exec: (text, options) => {
          open();
          return this.#runExec(text, options);
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await work(tx);
        closed = true;
        const [committed] = await this.#runExec('COMMIT');
        if (committed?.command === 'ROLLBACK') throw new TransactionAbortedError();
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await this.#runExec('ROLLBACK');
        }
        throw error;
      } finally {
        this.#inTransaction = false;
      }
    });
  }

  async listen(channel: string, listener: (payload: string) => void) {
    const listeners = this.#listeners.get(channel) ?? new Set();
    this.#listeners.set(channel, listeners);
    listeners.add(listener);
    await this.exec(`LISTEN ${channel}`);
  }

  /** Closes the database once the statements and transactions under way are done, and ends its thread. */
  async close() {
    await this.#transactions.runExclusive(() =>
      this.#statements.runExclusive(async () => {
        if (this.#gone) return;
        await this.#call('close');
        this.#gone = new Error('The embedded database is closed');
      }),
    );
    await this.#worker.terminate();
  }

  /** The parsers and serializers of array types, as PGlite reads them when it opens. */
  async #readArrayTypes() {
    const { rows } = await this.query<{ oid: number; typarray: number }>(`
      SELECT b.oid, b.typarray FROM pg_catalog.pg_type a
        LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
       WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid`);
    for (const { oid, typarray } of rows) {
      this.serializers[typarray] = (value) =>
        types.arraySerializer(value, this.serializers[oid] as types.Serializer, typarray);
      this.parsers[typarray] = (value) => types.arrayParser(value, this.parsers[oid] as types.Parser, typarray);
    }
  }
}

const concat = (...parts: Uint8Array[]) => Buffer.concat(parts);

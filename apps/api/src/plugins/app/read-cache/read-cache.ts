import { jsonLength } from './json-length';

/**
 * What a cached read belongs to, named as the database's change notifications name it
 * (migrations/0005_change_notifications.sql): a change announced for a scope drops everything read in it.
 */
export const scopes = {
  /** A user's account, sign-ins (migrations/0007_sessions.sql), settings and likes. */
  user: (userId: string) => `user:${userId}`,
  /**
   * A user's messages and companionships, which change with every message; what the account and
   * likes decide of them is announced here too (migrations/0015_conversation_scope.sql).
   */
  conversations: (userId: string) => `conversations:${userId}`,
  /** What the characters remember of a user, read for every reply, which changes seldom (migrations/0017_memory_scope.sql). */
  memories: (userId: string) => `memories:${userId}`,
  /** The characters, which every user's reads may show: their change forgets every read. */
  characters: 'characters',
} as const;

export interface ReadCacheLimits {
  /** Memory the kept reads may take, as `estimatedBytes` counts it; the least recently read go first. */
  maxBytes: number;
}

/** What the cache holds and how often it spared the database a query, since it was made. */
export interface ReadCacheStats {
  /** The estimated memory of the kept reads. */
  bytes: number;
  /** Reads kept, answered or still running. */
  entries: number;
  /** Reads answered from memory. */
  hits: number;
  /** Reads that asked the database. */
  misses: number;
}

/** The Map entries, promise and bookkeeping each kept read costs beyond its value. */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * About what a kept read occupies: the value itself and, for an answer, the JSON the serializer
 * keeps beside it (http/serializer.ts), each about its JSON length in bytes, plus the key and the
 * bookkeeping. The serializer's JSON is written after the read settles and only for the route's
 * schema, so the length is estimated here. What is not JSON (a cycle, a BigInt) has no size that
 * can be known, and is not kept.
 */
function estimatedBytes(key: string, value: unknown): number {
  return ENTRY_OVERHEAD_BYTES + 2 * key.length + 2 * jsonLength(value);
}

interface Entry {
  scope: string;
  key: string;
  read: Promise<unknown>;
  /** 0 until the read has settled and been measured. */
  bytes: number;
}

/**
 * Answers repeated reads from memory until the database announces that their scope changed, so a
 * poll that finds nothing new costs no query. It serves only while announcements flow: when they
 * may be missed (the listening connection is lost) it forgets everything and reads through, and it
 * forgets everything again once they flow, since anything may have changed in between.
 *
 * A read is kept as its promise, so concurrent misses share one query. A read that was running
 * when its scope changed may have seen the old data: forgetting the scope drops its entry, so such
 * a read is never served again.
 *
 * Kept reads are bounded by their estimated memory, not their number: past `maxBytes`, the least
 * recently read go, whatever their scope, and a read larger than the whole bound is not kept.
 */
export class ReadCache {
  /** Each scope's kept reads by key. */
  readonly #scopes = new Map<string, Map<string, Entry>>();
  /** Every kept read, the least recently read first (a Set iterates in insertion order). */
  readonly #recency = new Set<Entry>();
  readonly #limits: ReadCacheLimits;
  #bytes = 0;
  #hits = 0;
  #misses = 0;
  #serving = false;

  constructor(limits: ReadCacheLimits) {
    this.#limits = limits;
  }

  /** `load()`'s answer for `key` in `scope`: the kept one, or a new one that is kept. */
  read<T>(scope: string, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.#serving) {
      this.#misses += 1;
      return load();
    }
    let reads = this.#scopes.get(scope);
    const kept = reads?.get(key);
    if (kept) {
      this.#hits += 1;
      this.#recency.delete(kept);
      this.#recency.add(kept);
      return kept.read as Promise<T>;
    }
    this.#misses += 1;
    // A query of Drizzle runs anew each time it is awaited: what is kept is the answer of one run.
    const read = Promise.resolve(load());
    const entry: Entry = { scope, key, read, bytes: 0 };
    if (!reads) {
      reads = new Map();
      this.#scopes.set(scope, reads);
    }
    reads.set(key, entry);
    this.#recency.add(entry);
    read.then(
      (value) => {
        if (this.#recency.has(entry)) this.#measure(entry, value);
      },
      // A failed read is not kept: the next one asks again.
      () => this.#drop(entry),
    );
    return read;
  }

  /** Something in `scope` changed: the next reads ask the database. */
  forget(scope: string): void {
    const reads = this.#scopes.get(scope);
    if (!reads) return;
    for (const entry of reads.values()) this.#drop(entry);
  }

  /**
   * Runs `work`, which changes what `scopes` hold, and forgets them once it has ended, done or not:
   * this process learns of its own change at once (the database tells the others a moment after commit).
   */
  async changing<T>(scopes: readonly string[], work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } finally {
      for (const scope of scopes) this.forget(scope);
    }
  }

  /** Something every read may show changed: the next reads ask the database. */
  forgetAll(): void {
    this.#clear();
  }

  /** Announcements flow: serve from memory, starting afresh. */
  resume(): void {
    this.#clear();
    this.#serving = true;
  }

  /** Announcements may be missed: read through until `resume`. */
  suspend(): void {
    this.#serving = false;
    this.#clear();
  }

  stats(): ReadCacheStats {
    return { bytes: this.#bytes, entries: this.#recency.size, hits: this.#hits, misses: this.#misses };
  }

  #measure(entry: Entry, value: unknown) {
    const bytes = estimatedBytes(entry.key, value);
    // Kept, it would push out everything else and still not fit.
    if (bytes > this.#limits.maxBytes) return this.#drop(entry);
    entry.bytes = bytes;
    this.#bytes += bytes;
    // The newest read fits alone: the loop stops before reaching it.
    for (const oldest of this.#recency) {
      if (this.#bytes <= this.#limits.maxBytes) break;
      this.#drop(oldest);
    }
  }

  #drop(entry: Entry) {
    if (!this.#recency.delete(entry)) return;
    this.#bytes -= entry.bytes;
    const reads = this.#scopes.get(entry.scope);
    if (reads?.get(entry.key) !== entry) return;
    reads.delete(entry.key);
    if (reads.size === 0) this.#scopes.delete(entry.scope);
  }

  #clear() {
    this.#scopes.clear();
    this.#recency.clear();
    this.#bytes = 0;
  }
}

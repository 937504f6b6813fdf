import { LruMap } from '../../../lru-map';

/**
 * What a cached read belongs to, named as the database's change notifications name it
 * (migrations/0005_change_notifications.sql): a change announced for a scope drops everything read in it.
 */
export const scopes = {
  /** A user's account, messages and companionships. */
  user: (userId: string) => `user:${userId}`,
  characters: 'characters',
} as const;

export interface ReadCacheLimits {
  /** Scopes kept at most; the least recently read goes first. */
  maxScopes: number;
  /** Reads kept at most per scope (pages of a conversation, say); the least recently read goes first. */
  maxReadsPerScope: number;
}

/**
 * Answers repeated reads from memory until the database announces that their scope changed, so a
 * poll that finds nothing new costs no query. It serves only while announcements flow: when they
 * may be missed (the listening connection is lost) it forgets everything and reads through, and it
 * forgets everything again once they flow, since anything may have changed in between.
 *
 * A read is kept as its promise, so concurrent misses share one query. A read that was running
 * when its scope changed may have seen the old data: forgetting the scope detaches its map, so
 * such a read lands in a map nobody consults any more.
 */
export class ReadCache {
  readonly #scopes: LruMap<string, LruMap<string, Promise<unknown>>>;
  readonly #limits: ReadCacheLimits;
  #serving = false;

  constructor(limits: ReadCacheLimits) {
    this.#limits = limits;
    this.#scopes = new LruMap(limits.maxScopes);
  }

  /** `load()`'s answer for `key` in `scope`: the kept one, or a new one that is kept. */
  read<T>(scope: string, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.#serving) return load();
    let reads = this.#scopes.get(scope);
    if (!reads) {
      reads = new LruMap(this.#limits.maxReadsPerScope);
      this.#scopes.set(scope, reads);
    }
    const kept = reads.get(key);
    if (kept) return kept as Promise<T>;
    const read = load();
    reads.set(key, read);
    // A failed read is not kept: the next one asks again.
    read.catch(() => {
      if (reads.get(key) === read) reads.delete(key);
    });
    return read;
  }

  /** Something in `scope` changed: the next reads ask the database. */
  forget(scope: string): void {
    this.#scopes.delete(scope);
  }

  /** Announcements flow: serve from memory, starting afresh. */
  resume(): void {
    this.#scopes.clear();
    this.#serving = true;
  }

  /** Announcements may be missed: read through until `resume`. */
  suspend(): void {
    this.#serving = false;
    this.#scopes.clear();
  }
}

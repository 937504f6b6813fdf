import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../../src/plugins/app/read-cache/read-cache';

const limits = { maxBytes: 1024 * 1024 };

function servingCache() {
  const cache = new ReadCache(limits);
  cache.resume();
  return cache;
}

/** A load that counts how often the database was asked and answers the current value. */
function counter(initial: string) {
  const source = { value: initial, queries: 0 };
  const load = async () => {
    source.queries += 1;
    return source.value;
  };
  return { source, load };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('ReadCache', () => {
  it('answers a repeated read from memory until its scope changes', async () => {
    const cache = servingCache();
    const { source, load } = counter('v1');

    expect(await cache.read('user:a', 'page', load)).toBe('v1');
    source.value = 'v2';
    expect(await cache.read('user:a', 'page', load)).toBe('v1');
    expect(source.queries).toBe(1);

    cache.forget('user:a');
    expect(await cache.read('user:a', 'page', load)).toBe('v2');
    expect(source.queries).toBe(2);
  });

  it('keeps scopes apart: a change of one user leaves the others cached', async () => {
    const cache = servingCache();
    const a = counter('a');
    const b = counter('b');
    await cache.read('user:a', 'page', a.load);
    await cache.read('user:b', 'page', b.load);

    cache.forget('user:a');
    await cache.read('user:a', 'page', a.load);
    await cache.read('user:b', 'page', b.load);
    expect([a.source.queries, b.source.queries]).toEqual([2, 1]);
  });

  it('forgets every scope at once when something all of them may show changed', async () => {
    const cache = servingCache();
    const a = counter('a');
    const b = counter('b');
    await cache.read('user:a', 'page', a.load);
    await cache.read('conversations:b', 'page', b.load);

    cache.forgetAll();
    await cache.read('user:a', 'page', a.load);
    await cache.read('conversations:b', 'page', b.load);
    expect([a.source.queries, b.source.queries]).toEqual([2, 2]);
    expect(cache.stats().entries).toBe(2);
  });

  it('shares one query between concurrent misses', async () => {
    const cache = servingCache();
    const { source, load } = counter('v1');
    const answers = await Promise.all([1, 2, 3].map(() => cache.read('user:a', 'page', load)));
    expect(answers).toEqual(['v1', 'v1', 'v1']);
    expect(source.queries).toBe(1);
  });

  it('keeps the answer of one run of a query that runs anew each time it is awaited, as a query of Drizzle does', async () => {
    const cache = servingCache();
    const source = { value: 'Sam', queries: 0 };
    const query = {
      // biome-ignore lint/suspicious/noThenProperty: a lazy query is a thenable that runs when awaited
      then: <R>(resolve: (value: string) => R) => {
        source.queries += 1;
        return Promise.resolve(source.value).then(resolve);
      },
    } as unknown as Promise<string>;
    expect(await cache.read('user:1', 'name', () => query)).toBe('Sam');
    source.value = 'Alex';
    expect(await cache.read('user:1', 'name', () => query)).toBe('Sam');
    expect(source.queries).toBe(1);
  });

  it('never keeps what a read saw before a change announced while it ran', async () => {
    const cache = servingCache();
    const before = deferred<string>();
    const stale = cache.read('user:a', 'page', () => before.promise);

    cache.forget('user:a');
    before.resolve('before the change');
    expect(await stale).toBe('before the change');
    expect(await cache.read('user:a', 'page', async () => 'after the change')).toBe('after the change');
  });

  it('does not keep a failed read', async () => {
    const cache = servingCache();
    await expect(cache.read('user:a', 'page', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.read('user:a', 'page', async () => 'recovered')).toBe('recovered');
  });

  it('reads through until notifications flow, and forgets everything when they stop or resume', async () => {
    const cache = new ReadCache(limits);
    const { source, load } = counter('v1');
    await cache.read('user:a', 'page', load);
    await cache.read('user:a', 'page', load);
    expect(source.queries).toBe(2);

    cache.resume();
    await cache.read('user:a', 'page', load);
    cache.suspend();
    source.value = 'v2';
    expect(await cache.read('user:a', 'page', load)).toBe('v2');

    // Changes announced while suspended were missed: nothing read before resuming may be served.
    cache.resume();
    source.value = 'v3';
    expect(await cache.read('user:a', 'page', load)).toBe('v3');
  });

  describe('bounded by memory', () => {
    const value = 'v'.repeat(1_000);
    /** What one read of `value` under a four-letter key takes, as the cache counts it. */
    const entryBytes = (() => {
      const probe = servingCache();
      void probe.read('user:x', 'page', async () => value);
      return async () => {
        await Promise.resolve();
        return probe.stats().bytes;
      };
    })();

    async function cacheOfEntries(entries: number, extraBytes = 0) {
      const cache = new ReadCache({ maxBytes: entries * (await entryBytes()) + extraBytes });
      cache.resume();
      const source = { queries: 0 };
      const load = async () => {
        source.queries += 1;
        return value;
      };
      return { cache, source, load };
    }

    it('counts an entry by the size of its answer', async () => {
      const small = servingCache();
      await small.read('user:a', 'page', async () => 'short');
      const large = servingCache();
      await large.read('user:a', 'page', async () => 'long'.repeat(10_000));
      expect(large.stats().bytes - small.stats().bytes).toBeGreaterThanOrEqual(40_000 - 'short'.length);
    });

    it('drops the least recently read entries, of any scope, once over its bytes', async () => {
      const { cache, source, load } = await cacheOfEntries(3);
      for (const user of ['a', 'b', 'c']) await cache.read(`user:${user}`, 'page', load);
      await cache.read('user:a', 'page', load); // a is now the most recent
      await cache.read('user:d', 'page', load); // b goes
      expect(source.queries).toBe(4);
      expect(cache.stats()).toMatchObject({ entries: 3, bytes: 3 * (await entryBytes()) });

      await cache.read('user:a', 'page', load);
      await cache.read('user:c', 'page', load);
      await cache.read('user:d', 'page', load);
      expect(source.queries).toBe(4);
      await cache.read('user:b', 'page', load);
      expect(source.queries).toBe(5);

      // Pages of one scope go the same way.
      for (const key of ['pag1', 'pag2', 'pag3']) await cache.read('user:a', key, load);
      await cache.read('user:a', 'pag1', load);
      expect(source.queries).toBe(5 + 3);
      await cache.read('user:b', 'page', load);
      expect(source.queries).toBe(5 + 3 + 1);
    });

    it('does not keep an answer larger than all of its bytes, nor drop the others for it', async () => {
      const { cache, source, load } = await cacheOfEntries(1, 10);
      await cache.read('user:a', 'page', load);
      const huge = async () => value.repeat(2);
      await cache.read('user:b', 'page', huge);
      await cache.read('user:b', 'page', huge);
      expect(cache.stats()).toMatchObject({ entries: 1, bytes: await entryBytes() });
      await cache.read('user:a', 'page', load);
      expect(source.queries).toBe(1);
    });

    it('does not keep, and does not fail on, an answer it cannot measure', async () => {
      const { cache } = await cacheOfEntries(3);
      let queries = 0;
      const unmeasurable = async () => {
        queries += 1;
        return { count: 1n };
      };
      expect(await cache.read('user:a', 'page', unmeasurable)).toEqual({ count: 1n });
      await cache.read('user:a', 'page', unmeasurable);
      expect(queries).toBe(2);
      expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
    });

    it('frees the bytes of what it forgets', async () => {
      const { cache, load } = await cacheOfEntries(3);
      await cache.read('user:a', 'page', load);
      await cache.read('user:a', 'pag2', load);
      await cache.read('user:b', 'page', load);
      cache.forget('user:a');
      expect(cache.stats()).toMatchObject({ entries: 1, bytes: await entryBytes() });
      cache.suspend();
      expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
    });
  });

  it('counts the reads it answered from memory and those that asked the database', async () => {
    const cache = servingCache();
    const { load } = counter('v');
    for (let poll = 0; poll < 4; poll++) await cache.read('user:a', 'page', load);
    cache.forget('user:a');
    await cache.read('user:a', 'page', load);
    expect(cache.stats()).toMatchObject({ hits: 3, misses: 2 });
  });
});

import fp from 'fastify-plugin';
import { ReadCache, scopes } from './read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

export const READ_CACHE_STATS_MESSAGE = 'Read cache at close';

/** The channel migrations/0005_change_notifications.sql announces changes on. */
export const CHANGES_CHANNEL = 'data_changes';

/**
 * The read cache, kept true by the database's change notifications: every process learns of every
 * committed change, its own included, whoever made it.
 */
export default fp(
  async (fastify) => {
    // Past READ_CACHE_MAX_BYTES, the least recently read are read from the database again.
    const cache = new ReadCache({ maxBytes: fastify.config.readCacheMaxBytes });
    let interrupted = false;
    await fastify.database.listen(CHANGES_CHANNEL, {
      notified: (scope) => (scope === scopes.characters ? cache.forgetAll() : cache.forget(scope)),
      interrupted: (err) => {
        interrupted = true;
        fastify.log.warn({ err }, 'Change notifications interrupted: reading everything from the database');
        cache.suspend();
      },
      listening: () => {
        if (interrupted) fastify.log.info('Change notifications flow again');
        interrupted = false;
        cache.resume();
      },
    });
    fastify.decorate('readCache', cache);
    // What the cache held and spared the database, for the operator and the benchmark (bench/api.ts).
    fastify.addHook('onClose', async () => {
      fastify.log.info({ readCache: cache.stats() }, READ_CACHE_STATS_MESSAGE);
    });
  },
  { name: 'read-cache', dependencies: ['database'] },
);

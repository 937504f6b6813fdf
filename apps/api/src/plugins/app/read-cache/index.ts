import fp from 'fastify-plugin';
import { ReadCache } from './read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

/** The channel migrations/0005_change_notifications.sql announces changes on. */
const CHANGES_CHANNEL = 'data_changes';

/**
 * Enough for every user chatting on one instance (each keeps their account and a few pages, a few
 * kilobytes); past it, the least recently active are read from the database again.
 */
const LIMITS = { maxScopes: 50_000, maxReadsPerScope: 16 };

/**
 * The read cache, kept true by the database's change notifications: every process learns of every
 * committed change, its own included, whoever made it.
 */
export default fp(
  async (fastify) => {
    const cache = new ReadCache(LIMITS);
    let interrupted = false;
    await fastify.database.listen(CHANGES_CHANNEL, {
      notified: (scope) => cache.forget(scope),
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
  },
  { name: 'read-cache', dependencies: ['database'] },
);

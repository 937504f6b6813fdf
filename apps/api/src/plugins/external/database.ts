import fp from 'fastify-plugin';
import type { DatabaseConnection } from '../../db/database';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseConnection;
  }
}

export interface DatabasePluginOptions {
  /** An already opened connection to use instead of the configured one; the app closes it on close. */
  connection?: DatabaseConnection | undefined;
}

/** Opens the database, brings its schema up to date, and closes it when the app closes. */
export default fp<DatabasePluginOptions>(
  async (fastify, options) => {
    const database =
      options.connection ??
      (await openDatabase({
        databaseUrl: fastify.config.databaseUrl,
        dataDir: fastify.config.dataDir,
        onIdleError: (err) => fastify.log.error({ err }, 'An idle database connection failed'),
      }));
    try {
      const applied = await migrate(database);
      if (applied.length > 0) fastify.log.info({ applied }, 'Database migrations applied');
    } catch (error) {
      await database.close();
      throw error;
    }
    fastify.decorate('database', database);
    fastify.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);

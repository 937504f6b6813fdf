import fp from 'fastify-plugin';
import type { DatabaseConnection } from '../../db/database';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open';
import { keepUp } from '../../db/upkeep';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseConnection;
  }
}

export interface DatabasePluginOptions {
  /** An already opened connection to use instead of the configured one; the app closes it on close. */
  connection?: DatabaseConnection | undefined;
}

/** Opens the database, brings its schema up to date, keeps it vacuumed, and closes it when the app closes. */
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
    const upkeep = keepUp(database, {
      vacuumed: (tables) => {
        if (tables.length > 0) fastify.log.info({ tables }, 'Tables vacuumed and analysed');
      },
      failed: (err) => fastify.log.error({ err }, 'Vacuuming the tables due failed'),
    });
    fastify.addHook('onClose', async () => {
      await upkeep.stop();
      await database.close();
    });
  },
  { name: 'database' },
);

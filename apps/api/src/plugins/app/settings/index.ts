import fp from 'fastify-plugin';
import { createSettings, type Settings } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    settings: Settings;
  }
}

/** Each user's settings: time zone, whether characters may write first, break reminders, crisis line. */
export default fp(
  async (fastify) => {
    fastify.decorate('settings', createSettings({ db: fastify.database.db, cache: fastify.readCache }));
  },
  { name: 'settings', dependencies: ['database', 'read-cache'] },
);

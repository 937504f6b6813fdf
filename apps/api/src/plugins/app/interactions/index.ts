import fp from 'fastify-plugin';
import { createInteractionsRepository, type InteractionsRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    interactions: InteractionsRepository;
  }
}

/** Each user's likes and dislikes of characters, and the discovery deck they leave. */
export default fp(
  async (fastify) => {
    fastify.decorate('interactions', createInteractionsRepository(fastify.database.db));
  },
  { name: 'interactions', dependencies: ['database'] },
);

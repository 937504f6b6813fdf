import fp from 'fastify-plugin';
import { seedCharacters } from '../../../seed/characters';
import { type CharactersRepository, createCharactersRepository } from './repository';
import { fillMissingScenarios, seedCharactersIfEmpty } from './seed';

declare module 'fastify' {
  interface FastifyInstance {
    characters: CharactersRepository;
  }
}

/** The characters repository; seeds the characters on the first start, and scenarios they lack on any. */
export default fp(
  async (fastify) => {
    const { db } = fastify.database;
    const seeded = await seedCharactersIfEmpty(db, seedCharacters);
    if (seeded > 0) fastify.log.info(`Seeded ${seeded} characters`);
    const filled = await fillMissingScenarios(db, seedCharacters);
    if (filled > 0) fastify.log.info(`Wrote the scenarios of ${filled} characters`);
    fastify.decorate('characters', createCharactersRepository(db, fastify.readCache));
  },
  { name: 'characters', dependencies: ['database', 'read-cache'] },
);

import { endpoints } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint';
import { ownMessagesOnly } from '../../plugins/app/chat/hooks';

/** What a character remembers of the caller, to see, rewrite, pin, add to and forget: their own only. */
export default async function memoryRoutes(fastify: FastifyInstance) {
  addEndpoint(
    fastify,
    endpoints.memories,
    async (request) => ({ data: await fastify.memories.list(request.user.id, request.params.characterId) }),
    { onRequest: [ownMessagesOnly] },
  );

  addEndpoint(
    fastify,
    endpoints.createMemory,
    async (request) => ({
      data: await fastify.memories.create(request.user.id, request.params.characterId, request.body),
    }),
    { onRequest: [ownMessagesOnly] },
  );

  addEndpoint(
    fastify,
    endpoints.updateMemory,
    async (request) => {
      const { characterId, memoryId } = request.params;
      return { data: await fastify.memories.update(request.user.id, characterId, memoryId, request.body) };
    },
    { onRequest: [ownMessagesOnly] },
  );

  addEndpoint(
    fastify,
    endpoints.deleteMemory,
    async (request) => {
      const { characterId, memoryId } = request.params;
      await fastify.memories.remove(request.user.id, characterId, memoryId);
    },
    { onRequest: [ownMessagesOnly] },
  );
}

import { endpoints } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint';
import { ownMessagesOnly } from '../../plugins/app/chat/hooks';

/** The caller's conversations and the pages of one of them. */
export default async function messageRoutes(fastify: FastifyInstance) {
  addEndpoint(
    fastify,
    endpoints.conversations,
    async (request) => ({ data: await fastify.chat.conversations(request.user.id, request.query) }),
    { onRequest: [ownMessagesOnly] },
  );

  addEndpoint(
    fastify,
    endpoints.history,
    async (request) => ({
      data: await fastify.chat.history(request.user.id, request.params.characterId, request.query),
    }),
    { onRequest: [ownMessagesOnly] },
  );
}

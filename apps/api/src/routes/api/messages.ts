import { endpoints } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { TIME } from '../../companion';
import { addEndpoint } from '../../http/endpoint';
import { ownMessagesOnly } from '../../plugins/app/chat/hooks';
import { scopes } from '../../plugins/app/read-cache/read-cache';

/**
 * The caller's conversations and the pages of one of them. Clients poll both every few seconds,
 * mostly finding nothing new: the answers are kept in the read cache until the user's data changes,
 * and being the same objects, the serializer writes each once.
 */
export default async function messageRoutes(fastify: FastifyInstance) {
  addEndpoint(
    fastify,
    endpoints.conversations,
    (request) => {
      const { id } = request.user;
      const { page, limit } = request.query;
      // The affinity each conversation shows cools with silence (companion/affinity.ts), by whole weeks:
      // a list is kept for the day it was read on at most, so a silence shows without a message.
      const day = Math.floor(fastify.clock().getTime() / TIME.DAY);
      return fastify.readCache.read(scopes.user(id), `conversations:${page}:${limit}:${day}`, async () => ({
        data: await fastify.chat.conversations(id, request.query),
      }));
    },
    { onRequest: [ownMessagesOnly] },
  );

  addEndpoint(
    fastify,
    endpoints.history,
    (request) => {
      const { id } = request.user;
      const { characterId } = request.params;
      const { page, limit } = request.query;
      return fastify.readCache.read(scopes.user(id), `history:${characterId}:${page}:${limit}`, async () => ({
        data: await fastify.chat.history(id, characterId, request.query),
      }));
    },
    { onRequest: [ownMessagesOnly] },
  );
}

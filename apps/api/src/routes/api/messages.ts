import { endpoints } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { TIME } from '../../companion';
import { addEndpoint } from '../../http/endpoint';
import { ownMessagesOnly } from '../../plugins/app/chat/hooks';
import { chatSendLimit } from '../../plugins/app/chat/limits';
import { localeOf, timeZoneOf } from '../../plugins/app/chat/request-headers';
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
      return fastify.readCache.read(scopes.conversations(id), `conversations:${page}:${limit}:${day}`, async () => ({
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
      return fastify.readCache.read(scopes.conversations(id), `history:${characterId}:${page}:${limit}`, async () => ({
        data: await fastify.chat.history(id, characterId, request.query),
      }));
    },
    { onRequest: [ownMessagesOnly] },
  );

  addEndpoint(
    fastify,
    endpoints.chooseReply,
    (request) => {
      const { characterId, messageId } = request.params;
      return fastify.chat.choose(request.user.id, characterId, messageId);
    },
    { onRequest: [ownMessagesOnly] },
  );

  addEndpoint(
    fastify,
    endpoints.editMessage,
    (request) => {
      const { characterId, messageId } = request.params;
      return fastify.chat.edit({
        user: request.user,
        characterId,
        messageId,
        message: request.body.message.toWellFormed(),
        timeZone: timeZoneOf(request.headers['x-time-zone']),
        locale: localeOf(request.headers['accept-language']),
      });
    },
    // Rewriting the latest message has the model write again: it counts as a send.
    { onRequest: [ownMessagesOnly], config: chatSendLimit(fastify.config) },
  );

  addEndpoint(
    fastify,
    endpoints.deleteMessage,
    async (request) => {
      const { characterId, messageId } = request.params;
      await fastify.chat.remove(request.user.id, characterId, messageId);
    },
    { onRequest: [ownMessagesOnly] },
  );
}

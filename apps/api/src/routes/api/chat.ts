import { endpoints } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { CompanionModelError } from '../../companion';
import { addEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/http-error';
import { ownMessagesOnly } from '../../plugins/app/chat/hooks';
import { chatSendLimit } from '../../plugins/app/chat/limits';
import { idempotencyKeyOf, localeOf, timeZoneOf } from '../../plugins/app/chat/request-headers';

/**
 * Sending a message and getting the character's reply. The message is stored before the model is
 * asked; when the model fails (502) or takes too long (504) it stays, and a retry with the same
 * Idempotency-Key asks again without storing it twice.
 */
export default async function chatRoutes(fastify: FastifyInstance) {
  addEndpoint(
    fastify,
    endpoints.chat,
    async (request) => {
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
      try {
        const aiResponse = await fastify.chat.send({
          user: request.user,
          characterId: request.params.characterId,
          // A lone surrogate (half an emoji) becomes U+FFFD here, before it is stored, hashed or learned from.
          message: request.body.message.toWellFormed(),
          idempotencyKey,
          timeZone: timeZoneOf(request.headers['x-time-zone']),
          locale: localeOf(request.headers['accept-language']),
        });
        return { aiResponse };
      } catch (error) {
        if (!(error instanceof CompanionModelError)) throw error;
        request.log.warn({ err: error }, 'The companion model did not answer');
        throw new HttpError(error.statusCode, error.message);
      }
    },
    { onRequest: [ownMessagesOnly], config: chatSendLimit(fastify.config) },
  );
}

import { endpoints, parseDeltaEventId } from '@kindred/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CompanionModelError } from '../../companion';
import { addEndpoint } from '../../http/endpoint';
import { sendEvents, wantsEvents } from '../../http/event-stream';
import { HttpError } from '../../http/http-error';
import { ownMessagesOnly } from '../../plugins/app/chat/hooks';
import { chatSendLimit } from '../../plugins/app/chat/limits';
import { idempotencyKeyOf, localeOf, timeZoneOf } from '../../plugins/app/chat/request-headers';
import type { Started } from '../../plugins/app/chat/service';

/** What every request that has a reply written tells about its sender. */
function senderOf(request: FastifyRequest<{ Params: { characterId: string } }>) {
  return {
    user: request.user,
    characterId: request.params.characterId,
    timeZone: timeZoneOf(request.headers['x-time-zone']),
    locale: localeOf(request.headers['accept-language']),
  };
}

/**
 * Sending a message and having the character reply. The reply is written by the server whatever
 * becomes of the request: a client that waits gets the whole reply (`{ aiResponse }`, 502 or 504 when
 * the model fails, the message kept); one that asks for `text/event-stream` gets it as it is written,
 * and may leave and come back (`/stream`). A retry with the same Idempotency-Key never stores twice.
 */
export default async function chatRoutes(fastify: FastifyInstance) {
  /** The answer to a request that started a reply: events as it is written, or the whole reply once it is. */
  async function answer(request: FastifyRequest, reply: FastifyReply, started: Started) {
    const { job } = started;
    if (wantsEvents(request)) return sendEvents(request, reply, fastify.chat.eventsOf(started));
    if (!job) return { aiResponse: started.reply.content };
    const { message, failure } = await job.finished;
    if (failure instanceof CompanionModelError) {
      request.log.warn({ err: failure }, 'The companion model did not answer');
      throw new HttpError(failure.statusCode, failure.message);
    }
    if (failure) throw failure;
    return { aiResponse: message.content };
  }

  addEndpoint(
    fastify,
    endpoints.chat,
    async (request, reply) => {
      const started = await fastify.chat.send({
        ...senderOf(request),
        // A lone surrogate (half an emoji) becomes U+FFFD here, before it is stored, hashed or learned from.
        message: request.body.message.toWellFormed(),
        idempotencyKey: idempotencyKeyOf(request.headers['idempotency-key']),
      });
      return answer(request, reply, started) as Promise<{ aiResponse: string }>;
    },
    { onRequest: [ownMessagesOnly], config: chatSendLimit(fastify.config) },
  );

  addEndpoint(
    fastify,
    endpoints.chatRegenerate,
    async (request, reply) =>
      answer(request, reply, await fastify.chat.regenerate(senderOf(request))) as Promise<{ aiResponse: string }>,
    { onRequest: [ownMessagesOnly], config: chatSendLimit(fastify.config) },
  );

  addEndpoint(
    fastify,
    endpoints.chatStream,
    async (request, reply) => {
      const lastEventId = request.headers['last-event-id'];
      const resume = parseDeltaEventId(typeof lastEventId === 'string' ? lastEventId : undefined);
      const events = await fastify.chat.follow(request.user.id, request.params.characterId, resume);
      if (!events) return (reply as FastifyReply).code(204).send() as never;
      return sendEvents(request, reply, events) as never;
    },
    { onRequest: [ownMessagesOnly] },
  );

  addEndpoint(
    fastify,
    endpoints.chatStop,
    (request) => fastify.chat.stop(request.user.id, request.params.characterId),
    { onRequest: [ownMessagesOnly] },
  );
}

import { PassThrough } from 'node:stream';
import { type ChatStreamEvent, deltaEventId, EVENT_STREAM_TYPE, STREAM_EVENT } from '@kindred/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line this often keeps proxies from closing a stream that waits for the model. */
const KEEP_ALIVE_MS = 15_000;

/** Whether the client asked for server-sent events (`Accept: text/event-stream`). */
export const wantsEvents = (request: FastifyRequest) => request.headers.accept?.includes(EVENT_STREAM_TYPE) === true;

/** One event in the SSE wire format; a delta carries the id a reconnect resumes from. */
export function formatEvent(event: ChatStreamEvent): string {
  const { type, ...data } = event;
  const id = event.type === STREAM_EVENT.delta ? `id: ${deltaEventId(event.messageId, event.offset)}\n` : '';
  return `event: ${type}\n${id}data: ${JSON.stringify(data)}\n\n`;
}

/** A signal that aborts when the client goes away. */
export function clientGone(request: FastifyRequest): AbortSignal {
  const controller = new AbortController();
  request.raw.socket.once('close', () => controller.abort());
  return controller.signal;
}

/**
 * Answers with `events` as server-sent events. The response is written as events come; a failure
 * while they come ends the stream with an `error` event (the reply itself lives on in the database).
 */
export function sendEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  events: (signal: AbortSignal) => AsyncIterable<ChatStreamEvent>,
): FastifyReply {
  const signal = clientGone(request);
  const body = new PassThrough();
  const keepAlive = setInterval(() => body.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  void (async () => {
    try {
      for await (const event of events(signal)) {
        if (signal.aborted) break;
        body.write(formatEvent(event));
      }
    } catch (error) {
      request.log.error({ err: error }, 'A stream of reply events failed');
      body.write(formatEvent({ type: STREAM_EVENT.error, status: 500, message: 'Internal server error' }));
    } finally {
      clearInterval(keepAlive);
      body.end();
    }
  })();
  return reply
    .header('content-type', `${EVENT_STREAM_TYPE}; charset=utf-8`)
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(body);
}

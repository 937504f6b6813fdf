import { z } from 'zod';
import type { chatMessage } from './schemas';

/**
 * Server-sent events of a reply being written (`POST /chat/...` and `/regenerate` with
 * `Accept: text/event-stream`, `GET /chat/.../stream`). Each event's `data` is JSON:
 *
 * - `human`: the stored human message (first, on a send only).
 * - `reply`: the reply as stored so far (`status: 'streaming'`, its text so far); sent first when
 *   joining, and after `human` on a send.
 * - `delta`: text appended to the reply. Its SSE `id` is `<messageId>:<offset>`, `offset` being the
 *   reply's length in UTF-16 code units after it, so a client reconnecting with `Last-Event-ID` gets
 *   exactly the text it lacks.
 * - `done`: the reply as stored at the end (`complete`, `stopped` or `failed`). Its `content` is
 *   authoritative: it replaces whatever the deltas built (the safety layer may have changed the text).
 * - `error`: the request failed before a reply was stored (`status` as the JSON answer would have had
 *   it, `message` to show); the human message, when one was sent, is kept.
 *
 * The stream ends after `done` or `error`. Comment lines (`: keep-alive`) may come between events.
 */
export const STREAM_EVENT = {
  human: 'human',
  reply: 'reply',
  delta: 'delta',
  done: 'done',
  error: 'error',
} as const;

export const EVENT_STREAM_TYPE = 'text/event-stream';

export const streamDelta = z.object({ messageId: z.string(), text: z.string(), offset: z.number().int().min(0) });
export const streamError = z.object({ status: z.number().int(), message: z.string() });

export type StreamDelta = z.infer<typeof streamDelta>;
export type StreamError = z.infer<typeof streamError>;

export type ChatStreamEvent =
  | { type: typeof STREAM_EVENT.human; message: z.infer<typeof chatMessage> }
  | { type: typeof STREAM_EVENT.reply; message: z.infer<typeof chatMessage> }
  | ({ type: typeof STREAM_EVENT.delta } & StreamDelta)
  | { type: typeof STREAM_EVENT.done; message: z.infer<typeof chatMessage> }
  | ({ type: typeof STREAM_EVENT.error } & StreamError);

/** The SSE `id` of a delta: where a client reconnecting with `Last-Event-ID` resumes. */
export const deltaEventId = (messageId: string, offset: number) => `${messageId}:${offset}`;

/** The reply and offset a `Last-Event-ID` names; null for anything else. */
export function parseDeltaEventId(id: string | undefined): { messageId: string; offset: number } | null {
  if (!id) return null;
  const separator = id.lastIndexOf(':');
  if (separator <= 0) return null;
  const offset = Number(id.slice(separator + 1));
  if (!Number.isSafeInteger(offset) || offset < 0) return null;
  return { messageId: id.slice(0, separator), offset };
}

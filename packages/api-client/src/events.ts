import {
  type ChatStreamEvent,
  chatMessage,
  type EndpointName,
  EVENT_STREAM_TYPE,
  endpoints,
  pathOf,
  STREAM_EVENT,
  streamDelta,
  streamError,
} from '@kindred/contract';
import type { AxiosInstance } from 'axios';
import { createParser } from 'eventsource-parser';
import { z } from 'zod';

const withMessage = z.object({ message: chatMessage });

/** One server-sent event as a ChatStreamEvent; null for an event this client does not know or cannot read. */
export function readStreamEvent(name: string | undefined, data: string): ChatStreamEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  switch (name) {
    case STREAM_EVENT.human:
    case STREAM_EVENT.reply:
    case STREAM_EVENT.done: {
      const parsed = withMessage.safeParse(json);
      return parsed.success ? { type: name, message: parsed.data.message } : null;
    }
    case STREAM_EVENT.delta: {
      const parsed = streamDelta.safeParse(json);
      return parsed.success ? { type: name, ...parsed.data } : null;
    }
    case STREAM_EVENT.error: {
      const parsed = streamError.safeParse(json);
      return parsed.success ? { type: name, ...parsed.data } : null;
    }
    default:
      return null;
  }
}

/** The stream ended with an `error` event: the status and words the server gave. */
export class StreamError extends Error {
  override name = 'StreamError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface StreamOptions {
  /** Hears every event as it comes. */
  onEvent: (event: ChatStreamEvent) => void;
  signal?: AbortSignal;
}

export interface StreamRequest extends StreamOptions {
  params: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  timeout?: number;
}

/** How a call that asked for events was answered: the last event of the stream, or a whole body instead. */
export type StreamAnswer = { ended: ChatStreamEvent | null } | { whole: unknown };

/**
 * Calls an endpoint that answers with server-sent events, through the session's instance (so the
 * bearer token and its renewal on 401 apply), and hands each event on as it comes. Resolves with the
 * last event once the stream ends (null when the server answered 204: nothing to follow), or with the
 * JSON body of a server that answered without events; an `error` event rejects with a StreamError.
 */
export async function streamEvents(
  http: AxiosInstance,
  name: EndpointName,
  { params, body, headers, timeout, onEvent, signal }: StreamRequest,
): Promise<StreamAnswer> {
  const { method } = endpoints[name];
  const response = await http.request<ReadableStream<Uint8Array> | null>({
    method,
    url: pathOf(name, params),
    // A POST without a body still says it is JSON: the fetch adapter would otherwise send a form type.
    data: body ?? (method === 'GET' ? undefined : {}),
    headers: { ...headers, Accept: EVENT_STREAM_TYPE },
    adapter: 'fetch',
    responseType: 'stream',
    timeout,
    signal,
  });
  if (response.status === 204 || !response.data) return { ended: null };
  if (!String(response.headers['content-type'] ?? '').includes(EVENT_STREAM_TYPE)) {
    return { whole: JSON.parse(await new Response(response.data).text()) };
  }
  let last: ChatStreamEvent | null = null;
  const parser = createParser({
    onEvent: ({ event, data }) => {
      const read = readStreamEvent(event, data);
      if (!read) return;
      last = read;
      onEvent(read);
    },
  });
  const reader = response.data.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  const ended = last as ChatStreamEvent | null;
  if (ended?.type === STREAM_EVENT.error) throw new StreamError(ended.status, ended.message);
  return { ended };
}

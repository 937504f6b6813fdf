import { EVENT_STREAM_TYPE } from '@kindred/contract';
import { createParser } from 'eventsource-parser';

export interface ReceivedEvent {
  event: string;
  id: string | undefined;
  data: Record<string, unknown> & { message?: { _id: string; content: string; status?: string; type: string } };
}

/** A stream of server-sent events read over real HTTP as they come, with the response's status. */
export interface EventReader {
  status: number;
  /** The next event; null once the stream has ended. */
  next(): Promise<ReceivedEvent | null>;
  /** Every event until the end. */
  rest(): Promise<ReceivedEvent[]>;
  /** Leaves, as a closed tab does. */
  close(): void;
}

/** Requests `url` asking for events; `headers` carry the bearer token and any Last-Event-ID. */
export async function readEvents(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<EventReader> {
  const controller = new AbortController();
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...init.headers,
      accept: EVENT_STREAM_TYPE,
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
    signal: controller.signal,
  });
  const queue: ReceivedEvent[] = [];
  const parser = createParser({
    onEvent: ({ event, id, data }) => queue.push({ event: event ?? 'message', id, data: JSON.parse(data) }),
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let ended = !reader || response.status !== 200;

  async function next(): Promise<ReceivedEvent | null> {
    while (queue.length === 0 && !ended && reader) {
      const { done, value } = await reader.read();
      if (done) ended = true;
      else parser.feed(decoder.decode(value, { stream: true }));
    }
    return queue.shift() ?? null;
  }

  return {
    status: response.status,
    next,
    async rest() {
      const events: ReceivedEvent[] = [];
      for (let event = await next(); event; event = await next()) events.push(event);
      return events;
    },
    close: () => controller.abort(),
  };
}

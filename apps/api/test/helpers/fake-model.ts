import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeModelScript {
  /** The reply's pieces, streamed one by one (or joined, to a client that does not stream). */
  pieces: string[];
  /** The wait before each piece. */
  pauseMs: number;
  /** What it answers a request for facts (the JSON the facts prompt asks for); none by default. */
  facts?: string;
}

/**
 * A local OpenAI-compatible server that writes its replies slowly, as a real model does, and counts
 * the requests its clients abandoned before the end (a stopped reply must cancel its request).
 */
export interface FakeModel {
  /** `AI_BASE_URL` for it. */
  baseUrl: string;
  script: FakeModelScript;
  /** Reply requests received, and those whose client went away before the reply was whole. */
  readonly replies: number;
  /** The messages of the latest reply request: the prompt the model was sent. */
  readonly lastPrompt: ReadonlyArray<{ role?: string; content?: string }>;
  readonly abandoned: number;
  close(): Promise<void>;
}

type RequestBody = { stream?: boolean; messages?: Array<{ role?: string; content?: string }> };

const isFactsRequest = (body: RequestBody) =>
  body.messages?.[0]?.content?.startsWith('You find durable facts') === true;
const isSummaryRequest = (body: RequestBody) =>
  body.messages?.[0]?.content?.startsWith("You keep a character's memory") === true;

/** What the fake answers a summary request: a model that sums up without a detail. */
export const FAKE_SUMMARY = 'They chatted about their day.';

const chunk = (delta: object, finishReason: string | null = null) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;

export async function startFakeModel(script: FakeModelScript): Promise<FakeModel> {
  let replies = 0;
  let abandoned = 0;
  let lastPrompt: RequestBody['messages'] = [];
  const model = { script };

  async function stream(request: IncomingMessage, response: ServerResponse) {
    let gone = false;
    response.on('close', () => {
      if (!response.writableEnded) {
        gone = true;
        abandoned += 1;
      }
    });
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(chunk({ role: 'assistant', content: '' }));
    for (const piece of model.script.pieces) {
      await new Promise((resolve) => setTimeout(resolve, model.script.pauseMs));
      if (gone) return;
      response.write(chunk({ content: piece }));
    }
    response.write(chunk({}, 'stop'));
    response.end('data: [DONE]\n\n');
    request.resume();
  }

  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (data) => {
      raw += data;
    });
    request.on('end', () => {
      const body = JSON.parse(raw) as RequestBody;
      const answer = isFactsRequest(body)
        ? (model.script.facts ?? '{"facts":[]}')
        : isSummaryRequest(body)
          ? FAKE_SUMMARY
          : undefined;
      if (answer !== undefined) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer } }] }));
        return;
      }
      replies += 1;
      lastPrompt = body.messages ?? [];
      if (body.stream) {
        void stream(request, response);
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ choices: [{ message: { role: 'assistant', content: model.script.pieces.join('') } }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    get script() {
      return model.script;
    },
    set script(next) {
      model.script = next;
    },
    get replies() {
      return replies;
    },
    get lastPrompt() {
      return lastPrompt ?? [];
    },
    get abandoned() {
      return abandoned;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

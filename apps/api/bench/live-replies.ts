import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { API_PREFIX, EVENT_STREAM_TYPE, pathOf } from '@kindred/contract';
import { readEvents } from '../test/helpers/event-stream';
import { startFakeModel } from '../test/helpers/fake-model';
import { type BenchServer, startServer } from './server';
import { type BenchUser, createChattingUser } from './user';

/** Sends timed one after another; the first few warm the server up and are not counted. */
const SENDS = 60;
const WARM_UP_SENDS = 10;
/** The model's own wait before its first sentence. */
const MODEL_FIRST_PIECE_MS = 20;
/** Followers measured at once; the server's default MAX_CONNECTIONS (2,000) leaves room for BATCHES of them. */
const IDLE_FOLLOWERS = 500;

export interface FirstDelta {
  /** Server time from the request to the first piece of text, beyond the model's own wait: p50 and p99. */
  p50: number;
  p99: number;
}

export interface IdleStreams {
  /** Followers in the batch measured. */
  held: number;
  /** The server's resident memory before and with them open. */
  rssBeforeMiB: number;
  rssWithMiB: number;
  /** Batches of followers opened: more than one when the server gave memory back during the first. */
  batches: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;

function residentMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D/g, '') ?? Number.NaN) / 1024;
}

async function timeFirstDeltas(server: BenchServer, user: BenchUser): Promise<FirstDelta> {
  const url = `${server.url}${API_PREFIX}${pathOf('chat', { userId: user.id, characterId: user.characterId })}`;
  const times: number[] = [];
  for (let send = 0; send < SENDS; send += 1) {
    const started = performance.now();
    const events = await readEvents(url, { method: 'POST', headers: user.headers, body: { message: 'And then?' } });
    let event = await events.next();
    while (event && event.event !== 'delta') event = await events.next();
    const elapsed = performance.now() - started - MODEL_FIRST_PIECE_MS;
    await events.rest();
    if (send >= WARM_UP_SENDS) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** Opens a follower of the reply being written and resolves once its first event has come. */
function follow(url: string, headers: Record<string, string>): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers: { ...headers, accept: EVENT_STREAM_TYPE }, agent: false }, (response) => {
      response.once('data', () => resolve(() => call.destroy()));
    });
    // Kept: an error after the first event (a connection the server drops) must not go unheard.
    call.on('error', reject);
    call.end();
  });
}

/** Resident memory read this often while followers open, to see whether the process gave some back meanwhile. */
const RSS_SAMPLE_MS = 50;
/** A fall larger than this while followers open is memory given back (a collection freed the load's), not their cost. */
const RELEASED_MIB = 4;
const BATCHES = 2;

/**
 * Opens followers of the reply being written, IDLE_FOLLOWERS at a time, and measures the server's
 * resident memory before and with each batch. Memory the server gives back meanwhile (a collection
 * that frees what the timed sends left) would hide their cost, and once made it come out below zero:
 * then the next batch is measured, the earlier ones still open, so that no freed follower's memory
 * is used again by a new one.
 */
async function measureFollowers(server: BenchServer, url: string, headers: Record<string, string>) {
  const closers: Array<() => void> = [];
  try {
    for (let batch = 1; ; batch += 1) {
      const rssBeforeMiB = residentMiB(server.pid);
      let lowest = rssBeforeMiB;
      let released = false;
      const sampler = setInterval(() => {
        const now = residentMiB(server.pid);
        if (now < lowest - RELEASED_MIB) released = true;
        lowest = Math.min(lowest, now);
      }, RSS_SAMPLE_MS);
      try {
        for (let opened = 0; opened < IDLE_FOLLOWERS; opened += 50) {
          closers.push(...(await Promise.all(Array.from({ length: 50 }, () => follow(url, headers)))));
        }
      } finally {
        clearInterval(sampler);
      }
      const rssWithMiB = residentMiB(server.pid);
      if (!(released || rssWithMiB < rssBeforeMiB) || batch === BATCHES) {
        return { held: IDLE_FOLLOWERS, rssBeforeMiB, rssWithMiB, batches: batch };
      }
    }
  } finally {
    for (const close of closers) close();
  }
}

async function holdIdleStreams(server: BenchServer, user: BenchUser): Promise<IdleStreams> {
  const conversation = { userId: user.id, characterId: user.characterId };
  // A reply that takes its time: followers wait on it, idle.
  const writing = await readEvents(`${server.url}${API_PREFIX}${pathOf('chat', conversation)}`, {
    method: 'POST',
    headers: user.headers,
    body: { message: 'Tell me a long story.' },
  });
  await writing.next();
  try {
    return await measureFollowers(
      server,
      `${server.url}${API_PREFIX}${pathOf('chatStream', conversation)}`,
      user.headers,
    );
  } finally {
    writing.close();
  }
}

/**
 * Live replies on PGlite against a local OpenAI-compatible server: how long the server takes to
 * hand on the model's first sentence, and what followers of a reply being written cost it.
 */
export async function benchLiveReplies(): Promise<{ firstDelta: FirstDelta; idle: IdleStreams }> {
  const model = await startFakeModel({
    pieces: ['Here is a first sentence. ', 'And a second.'],
    pauseMs: MODEL_FIRST_PIECE_MS,
  });
  const server = await startServer({ AI_BASE_URL: model.baseUrl, AI_MODEL: 'kindred-bench-model' });
  try {
    const user = await createChattingUser(server);
    const firstDelta = await timeFirstDeltas(server, user);
    model.script = { pieces: ['A story begins. ', ...Array<string>(20).fill('It goes on. ')], pauseMs: 60_000 };
    const idle = await holdIdleStreams(server, user);
    return { firstDelta, idle };
  } finally {
    await server.stop();
    await model.close();
  }
}

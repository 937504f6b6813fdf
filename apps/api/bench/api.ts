/**
 * `pnpm bench:api`: the built server's start-up time and idle memory, then load on the routes a
 * chatting user keeps calling, each beside a trivial route of the same server in the same run, on
 * PGlite and (when a local server answers) on PostgreSQL. A benchmark, not a test: it prints figures
 * and judges nothing.
 */
import { randomUUID } from 'node:crypto';
import { API_PREFIX, pathOf } from '@kindred/contract';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildServer } from '../build';
import { LIVENESS_ROUTE } from '../src/paths';
import { READ_CACHE_STATS_MESSAGE } from '../src/plugins/app/read-cache';
import type { ReadCacheStats } from '../src/plugins/app/read-cache/read-cache';
import { benchLiveReplies } from './live-replies';
import { benchMemory } from './memory';
import { benchPathologicalText } from './pathological-text';
import { type BenchServer, startServer } from './server';
import { benchStartup } from './startup';
import { type BenchUser, createChattingUser } from './user';

const DURATION_SECONDS = 5;
const CONNECTIONS = 20;
/** Few senders, as in life: each send waits for the reply of the character. */
const CHAT_CONNECTIONS = 2;
/** How often a chatting user's client polls the open conversation and refreshes the list of conversations. */
const POLL_EVERY_SECONDS = 5;
const LIST_EVERY_SECONDS = 6;
const POSTGRES_SERVER = 'postgres://postgres@127.0.0.1:5432';

interface Scenario {
  label: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  connections?: number;
  /** One path per connection, in place of `path` (connections beyond them share the last). */
  paths?: string[];
}

interface Measure {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

const api = (path: string) => `${API_PREFIX}${path}`;

function scenarios(user: BenchUser): Scenario[] {
  const conversation = { userId: user.id, characterId: user.characterId };
  return [
    { label: 'trivial GET /health/live', path: api(LIVENESS_ROUTE) },
    { label: 'poll GET /messages/:u/:c', path: `${api(pathOf('history', conversation))}?limit=10` },
    { label: 'list GET /messages/:u', path: `${api(pathOf('conversations', { userId: user.id }))}?limit=10` },
    { label: 'browse GET /interactions/browse', path: `${api(pathOf('browse'))}?limit=10` },
    {
      label: 'chat POST /chat/:u/:c',
      path: api(pathOf('chat', conversation)),
      method: 'POST',
      body: { message: 'How was your day?' },
      connections: CHAT_CONNECTIONS,
      // One reply is written per conversation at a time: each connection sends in a conversation of its own.
      paths: user.characterIds.map((characterId) => api(pathOf('chat', { userId: user.id, characterId }))),
    },
  ];
}

/** Gives each connection the next of `paths`. */
function perConnection(paths: string[]) {
  let next = 0;
  return (client: autocannon.Client) => {
    const path = paths[Math.min(next, paths.length - 1)];
    next += 1;
    if (path) client.setRequest({ path });
  };
}

async function measure(server: BenchServer, user: BenchUser, scenario: Scenario): Promise<Measure> {
  const result = await autocannon({
    url: `${server.url}${scenario.path}`,
    method: scenario.method ?? 'GET',
    headers: { ...user.headers, ...(scenario.body !== undefined && { 'content-type': 'application/json' }) },
    ...(scenario.body !== undefined && { body: JSON.stringify(scenario.body) }),
    connections: scenario.connections ?? CONNECTIONS,
    duration: DURATION_SECONDS,
    ...(scenario.paths && { setupClient: perConnection(scenario.paths) }),
  });
  return {
    label: scenario.label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** Chatting users one instance carries when polls and list refreshes are all it serves. */
const chattingUsers = (pollRps: number, listRps: number) =>
  1 / (1 / (POLL_EVERY_SECONDS * pollRps) + 1 / (LIST_EVERY_SECONDS * listRps));

const print = (line = '') => process.stdout.write(`${line}\n`);

/** Columns padded to their widest cell: text left, figures right. */
function formatTable(rows: (string | number)[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => String(row[column]).length))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) =>
        typeof cell === 'number' ? String(cell).padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  '),
  );
}

function printTable(title: string, measures: Measure[]) {
  const [trivial, poll, list] = measures;
  if (!trivial || !poll || !list) throw new Error('The trivial, poll and list routes must come first');
  const rows = measures.map((m) => [
    m.label,
    Math.round(m.rps),
    m.p50,
    m.p99,
    `${Math.round((100 * m.rps) / trivial.rps)} %`.padStart(5),
    m.failed,
  ]);
  print(`\n${title}`);
  for (const line of formatTable([['route', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'failed'], ...rows])) print(line);
  print(
    `Concurrently chatting users one instance carries (poll every ${POLL_EVERY_SECONDS} s, list every ${LIST_EVERY_SECONDS} s): ${Math.round(chattingUsers(poll.rps, list.rps))}`,
  );
}

/** The read cache's size and hit rate over the whole run, from the line the server logs as it closes. */
function printReadCache(serverOutput: string) {
  const logged = serverOutput
    .split('\n')
    .filter((line) => line.includes(READ_CACHE_STATS_MESSAGE))
    .map((line) => (JSON.parse(line) as { readCache: ReadCacheStats }).readCache)
    .at(-1);
  if (!logged) return print('Read cache: the server logged no figures');
  const { bytes, entries, hits, misses } = logged;
  const hitRate = hits + misses > 0 ? Math.round((100 * hits) / (hits + misses)) : 0;
  print(
    `Read cache at close: ${(bytes / 1024).toFixed(1)} KiB in ${entries} reads; ${hitRate} % of ${hits + misses} reads answered from memory`,
  );
}

async function benchServer(title: string, env: Record<string, string> = {}) {
  print(`\nStarting the server on ${title}…`);
  const server = await startServer(env);
  try {
    const user = await createChattingUser(server, CHAT_CONNECTIONS);
    const measures: Measure[] = [];
    for (const scenario of scenarios(user)) {
      print(`  ${scenario.label}: ${DURATION_SECONDS} s, ${scenario.connections ?? CONNECTIONS} connections`);
      measures.push(await measure(server, user, scenario));
    }
    printTable(title, measures);
  } finally {
    await server.stop();
    printReadCache(server.output());
  }
}

async function onPostgresServer(sql: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: `${POSTGRES_SERVER}/postgres`, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
  } catch {
    return false;
  }
  try {
    await client.query(sql);
    return true;
  } finally {
    await client.end();
  }
}

async function benchPostgres() {
  const database = `kindred_bench_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  if (!(await onPostgresServer(`CREATE DATABASE ${database}`))) {
    print(`\nNo PostgreSQL answers at ${POSTGRES_SERVER}: PostgreSQL left out.`);
    return;
  }
  try {
    await benchServer('PostgreSQL', { DATABASE_URL: `${POSTGRES_SERVER}/${database}` });
  } finally {
    await onPostgresServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

print('\nBuilding the server as `pnpm build` does…');
await buildServer();

print('\nStart-up of the built server (spawned until its health check answers) and its memory when idle after');
const startups = await benchStartup();
for (const line of formatTable([
  ['start', 'answers after ms', 'idle RSS MiB'],
  ...startups.map((s) => [
    s.label,
    Math.round(s.answersAfterMs),
    s.idleRssMiB === undefined ? 'n/a' : Math.round(s.idleRssMiB),
  ]),
])) {
  print(line);
}

print('\nPathological text against an ordinary message of the same length (a time ratio: near 1 is linear)…');
for (const line of formatTable(await benchPathologicalText())) print(line);
await benchServer('PGlite');
await benchPostgres();

print('\nLive replies on PGlite, from a local OpenAI-compatible model whose first sentence takes 20 ms…');
const { firstDelta, idle } = await benchLiveReplies();
print(
  `Server time to the first piece of a reply, beyond the model's own: p50 ${firstDelta.p50.toFixed(1)} ms, p99 ${firstDelta.p99.toFixed(1)} ms`,
);
print(
  `Idle followers of a reply being written: ${idle.held} held; resident memory ${Math.round(idle.rssBeforeMiB)} MiB → ${Math.round(idle.rssWithMiB)} MiB (${(((idle.rssWithMiB - idle.rssBeforeMiB) * 1024) / Math.max(1, idle.held)).toFixed(1)} KiB each)`,
);

print(
  '\nMemory: twelve facts told at the start of a conversation of 200+ turns, asked about at its end (recall alone: the model extracts and sums up nothing)…',
);
for (const line of formatTable([
  ['path', 'facts kept', 'share', 'turns'],
  ...(await benchMemory()).map(({ label, score }) => [
    label,
    `${score.kept}/${score.asked}`,
    `${Math.round(score.share * 100)} %`,
    score.turns,
  ]),
])) {
  print(line);
}

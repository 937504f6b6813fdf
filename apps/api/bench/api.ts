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

/** Each route is measured this long per round, after a warm-up of every route. */
const DURATION_SECONDS = 3;
const WARM_UP_SECONDS = 2;
/** Rounds over all routes in turn; the table shows each route's median round and the spread of the three. */
const ROUNDS = 3;
const CONNECTIONS = 20;
/** Senders, each in a conversation of its own (one reply is written per conversation at a time). */
const CHAT_CONNECTIONS = 20;
/** How often a chatting user's client polls the open conversation, refreshes the list, and sends. */
const POLL_EVERY_SECONDS = 5;
const LIST_EVERY_SECONDS = 6;
const SEND_EVERY_SECONDS = 30;
const POSTGRES_SERVER = 'postgres://postgres@127.0.0.1:5432';
/**
 * What the senders say, each connection in turn from a place of its own. One sentence sent a
 * thousand times would make every earlier message of the conversation share each of its words,
 * which no conversation does, and recall would weigh them all on every send.
 */
const CHAT_MESSAGES = [
  'How was your day? I went to the market with Priya and bought figs.',
  'Work was long today, my manager moved the deadline again.',
  'I finally finished the book about the lighthouse keeper.',
  'My sister called, she is expecting a baby in March!',
  'I tried that new ramen place near the station, it was great.',
  'Feeling a bit lonely tonight, the flat is very quiet.',
  'We had a thunderstorm and the power went out for an hour.',
  'I started learning the guitar, my fingers hurt so much.',
  'Do you ever think about moving to the sea?',
  'My cat Biscuit knocked a plant off the windowsill again.',
  'I ran five kilometres this morning without stopping.',
  'The train was cancelled so I worked from home.',
  'I miss my grandmother, she used to bake bread every Sunday.',
  'We are planning a trip to Lisbon in the spring.',
  'I cooked a curry for my friends and nobody complained.',
  'Honestly I am nervous about the interview on Thursday.',
  'It snowed a little and the kids next door built a snowman.',
  'I watched an old film about astronauts, it made me cry.',
  'My knee is sore after football, I think I twisted it.',
  'Tell me something that made you smile this week.',
];

interface Scenario {
  label: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  connections?: number;
  /** One path (and user) per connection, in place of `path` (connections beyond them share the last). */
  paths?: ConnectionTarget[];
}

interface ConnectionTarget {
  path: string;
  headers: Record<string, string>;
}

interface Measure {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** (highest - lowest) / median req/s of the rounds. */
  spread?: number;
}

const api = (path: string) => `${API_PREFIX}${path}`;

function scenarios(users: BenchUser[]): Scenario[] {
  const [user] = users;
  if (!user) throw new Error('The bench needs a user');
  const conversation = { userId: user.id, characterId: user.characterId };
  const sends = users.map((sender) => ({
    path: api(pathOf('chat', { userId: sender.id, characterId: sender.characterId })),
    headers: sender.headers,
  }));
  return [
    { label: 'trivial GET /health/live', path: api(LIVENESS_ROUTE) },
    { label: 'poll GET /messages/:u/:c', path: `${api(pathOf('history', conversation))}?limit=10` },
    { label: 'list GET /messages/:u', path: `${api(pathOf('conversations', { userId: user.id }))}?limit=10` },
    { label: 'browse GET /interactions/browse', path: `${api(pathOf('browse'))}?limit=10` },
    {
      label: 'chat POST /chat/:u/:c',
      path: api(pathOf('chat', conversation)),
      method: 'POST',
      body: { message: CHAT_MESSAGES[0] },
      connections: Math.min(CHAT_CONNECTIONS, sends.length),
      // One reply is written per conversation at a time: each connection sends in a conversation of its own.
      paths: sends,
    },
  ];
}

const jsonContent = { 'content-type': 'application/json' };

/**
 * Gives each connection the next of `paths`, with the headers of its user; a send carries an
 * Idempotency-Key of its own each time, as every send of the web client does, and the next of
 * CHAT_MESSAGES.
 */
function perConnection(paths: ConnectionTarget[], { send = false } = {}) {
  let next = 0;
  return (client: autocannon.Client) => {
    const connection = next;
    const target = paths[Math.min(connection, paths.length - 1)];
    next += 1;
    if (!target) return;
    let said = connection;
    // Its one request for good: `setRequest` would last for its first request only.
    client.setRequests([
      {
        path: target.path,
        headers: { ...target.headers, ...jsonContent },
        ...(send && {
          setupRequest: (request: autocannon.Request) => {
            said += 1;
            return {
              ...request,
              body: JSON.stringify({ message: CHAT_MESSAGES[said % CHAT_MESSAGES.length] }),
              headers: { ...request.headers, 'idempotency-key': randomUUID() },
            };
          },
        }),
      },
    ]);
  };
}

async function measure(
  server: BenchServer,
  user: BenchUser,
  scenario: Scenario,
  duration = DURATION_SECONDS,
): Promise<Measure> {
  const result = await autocannon({
    url: `${server.url}${scenario.path}`,
    method: scenario.method ?? 'GET',
    headers: { ...user.headers, ...(scenario.body !== undefined && { 'content-type': 'application/json' }) },
    ...(scenario.body !== undefined && { body: JSON.stringify(scenario.body) }),
    connections: scenario.connections ?? CONNECTIONS,
    duration,
    ...(scenario.paths && { setupClient: perConnection(scenario.paths, { send: scenario.method === 'POST' }) }),
  });
  return {
    label: scenario.label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Chatting users one instance carries: each costs a poll every POLL_EVERY_SECONDS, a list every
 * LIST_EVERY_SECONDS and a send every SEND_EVERY_SECONDS, each at the share of a second its route's
 * throughput gives it.
 */
const chattingUsers = (pollRps: number, listRps: number, sendRps: number) =>
  1 / (1 / (POLL_EVERY_SECONDS * pollRps) + 1 / (LIST_EVERY_SECONDS * listRps) + 1 / (SEND_EVERY_SECONDS * sendRps));

/** The round with the median req/s of each route, with the spread of all rounds. */
function medianRound(rounds: Measure[][]): Measure[] {
  return (rounds[0] ?? []).map((_, route) => {
    const measured = rounds.map((round) => round[route]).filter((m): m is Measure => m !== undefined);
    const sorted = [...measured].sort((a, b) => a.rps - b.rps);
    const median = sorted[Math.floor(sorted.length / 2)] as Measure;
    const spread = ((sorted.at(-1)?.rps ?? 0) - (sorted[0]?.rps ?? 0)) / Math.max(1, median.rps);
    return { ...median, failed: measured.reduce((sum, m) => sum + m.failed, 0), spread };
  });
}

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
  const send = measures.at(-1);
  if (!trivial || !poll || !list || !send)
    throw new Error('The trivial, poll and list routes must come first, send last');
  const ratio = (m: Measure) => (100 * m.rps) / trivial.rps;
  const rows = measures.map((m) => [
    m.label,
    Math.round(m.rps),
    m.p50,
    m.p99,
    `${ratio(m) < 10 ? ratio(m).toFixed(1) : Math.round(ratio(m))} %`.padStart(6),
    `±${Math.round(50 * (m.spread ?? 0))} %`.padStart(6),
    m.failed,
  ]);
  print(`\n${title} (median of ${ROUNDS} rounds of ${DURATION_SECONDS} s per route, routes in turn, after a warm-up)`);
  for (const line of formatTable([['route', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'spread', 'failed'], ...rows])) {
    print(line);
  }
  print(
    `Concurrently chatting users one instance carries (poll every ${POLL_EVERY_SECONDS} s, list every ${LIST_EVERY_SECONDS} s, send every ${SEND_EVERY_SECONDS} s): ${Math.round(chattingUsers(poll.rps, list.rps, send.rps))}`,
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
    // Senders are users of their own, one conversation each, as in life: one user's sends take turns.
    const invitation = await server.invite(CHAT_CONNECTIONS);
    const users: BenchUser[] = [];
    for (let sender = 0; sender < CHAT_CONNECTIONS; sender += 1) {
      users.push(await createChattingUser(server, 1, invitation));
    }
    const [user] = users;
    if (!user) throw new Error('No bench user');
    const routes = scenarios(users);
    // Cold code and empty caches would count against whichever route comes first.
    print(`  warming up every route for ${WARM_UP_SECONDS} s`);
    for (const scenario of routes) await measure(server, user, scenario, WARM_UP_SECONDS);
    const rounds: Measure[][] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      print(`  round ${round} of ${ROUNDS}: every route for ${DURATION_SECONDS} s`);
      const measured: Measure[] = [];
      for (const scenario of routes) measured.push(await measure(server, user, scenario));
      rounds.push(measured);
    }
    printTable(title, medianRound(rounds));
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

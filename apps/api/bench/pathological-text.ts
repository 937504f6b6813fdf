/**
 * How much slower the companion reads the worst text an attacker can send than an ordinary message
 * of the same length: each pathological input against the ordinary one, through the fact rules, the
 * feelings, the model-output sanitiser and the offline engine's whole reply. A ratio near 1 means
 * linear time; a pattern that backtracks shows as tens or thousands.
 */
import { CHAT_MESSAGE_MAX_LENGTH, crisisLineForLocale } from '@kindred/contract';
import { detectFeelings } from '../src/companion/feelings';
import { emptyMemory, extractFactsByRules } from '../src/companion/memory/facts';
import { createOfflineModel } from '../src/companion/offline/engine';
import { sanitizeModelOutput } from '../src/companion/safety';
import { normalizeText } from '../src/companion/text';
import type { ReplyInput } from '../src/companion/types';
import { seedCharacters } from '../src/seed/characters';

const LENGTH = CHAT_MESSAGE_MAX_LENGTH;
/** Model replies are read up to 64 KiB: the sanitiser meets far longer text than a user can send. */
const REPLY_LENGTH = 60_000;
const RUNS = 5;

const fill = (length: number, ...parts: string[]) => {
  const [head = '', unit = ' ', tail = ''] = parts;
  const room = Math.max(0, length - head.length - tail.length);
  return `${head}${unit.repeat(Math.floor(room / unit.length))}${tail}`;
};

/** Text built to make a backtracking pattern retry: long runs of whitespace, repeated openers that never close. */
const pathological = (length: number): Record<string, string> => ({
  'em spaces': fill(length, 'I love x', '\u2003', 'y'),
  'ideographic spaces': fill(length, 'I love x', '\u3000', 'y'),
  'line breaks': fill(length, 'I love x', '\n', 'y'),
  'carriage returns': fill(length, 'I love x', '\r', 'y'),
  'zero-width spaces': fill(length, 'I love x', '\u200b', 'y'),
  '`I am ` repeated': fill(length, '', 'I am '),
  '`. ` repeated': fill(length, '', '. '),
  '`i work as ` repeated': fill(length, '', 'i work as '),
  '`is it ai ` repeated': fill(length, '', 'is it ai '),
  '`<a` repeated': fill(length, '', '<a'),
  '`[(` repeated': fill(length, '', '[('),
  '`![](` repeated': fill(length, '', '![]('),
  '`<script` repeated': fill(length, '', '<script'),
  '`<!--` repeated': fill(length, '', '<!--'),
  'code fences after line breaks': fill(length, '', '\n', '\u0000\n```'),
});

const ordinary = (length: number) =>
  fill(length, '', "I'm Sam, I love hiking and jazz, and my dog Biscuit keeps me busy. How was your day? ");

const input = (message: string): ReplyInput => {
  const [seed] = seedCharacters;
  if (!seed) throw new Error('No seed character');
  return {
    userId: 'bench-user',
    character: { ...seed, id: seed.slug },
    userName: 'Sam Lee',
    userAge: 30,
    now: new Date('2025-03-04T10:00:00Z'),
    timeZone: 'Europe/London',
    previousMessageAt: null,
    memory: emptyMemory(),
    affinity: 1,
    history: [],
    turnCount: 0,
    message,
    care: {
      crisisLine: crisisLineForLocale('en-GB'),
      breakReminders: true,
      sessionStartedAt: new Date('2025-03-04T10:00:00Z'),
    },
  };
};

const offline = createOfflineModel();
const signal = new AbortController().signal;
const now = new Date('2025-03-04T10:00:00Z');

interface Reader {
  label: string;
  length: number;
  read(text: string): unknown;
}

const readers: Reader[] = [
  { label: 'extractFactsByRules', length: LENGTH, read: (text) => extractFactsByRules(text, now) },
  { label: 'detectFeelings', length: LENGTH, read: (text) => detectFeelings(normalizeText(text)) },
  { label: 'sanitizeModelOutput', length: REPLY_LENGTH, read: (text) => sanitizeModelOutput(text, 'Mathis Favre') },
  { label: 'offline reply', length: LENGTH, read: (text) => offline.reply(input(text), { signal }) },
];

/** The fastest of a few runs, in milliseconds: the least disturbed by the rest of the machine. */
async function fastest(reader: Reader, text: string): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await reader.read(text);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** Rows of the table: per reader, the slowest pathological input against the ordinary one. */
export async function benchPathologicalText(): Promise<(string | number)[][]> {
  const rows: (string | number)[][] = [['reader', 'chars', 'ordinary ms', 'slowest input', 'its ms', 'ratio']];
  for (const reader of readers) {
    const baseline = await fastest(reader, ordinary(reader.length));
    let worst = { name: '', ms: 0 };
    for (const [name, text] of Object.entries(pathological(reader.length))) {
      const ms = await fastest(reader, text);
      if (ms > worst.ms) worst = { name, ms };
    }
    rows.push([
      reader.label,
      reader.length,
      Number(baseline.toFixed(2)),
      worst.name,
      Number(worst.ms.toFixed(2)),
      `${(worst.ms / Math.max(baseline, 0.01)).toFixed(1)}×`,
    ]);
  }
  return rows;
}

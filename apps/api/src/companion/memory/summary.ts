import { detectFeelings } from '../feelings';
import { HISTORY_TOKEN_BUDGET, SUMMARY_BATCH_TURNS, selectRecentTurns } from '../history';
import { stripRoleSpoofing } from '../prompt';
import { graphemeCount, joinList, lastGraphemes, normalizeText, oneLine } from '../text';
import { formatDay } from '../time';
import { findTopics, TOPICS, type TopicId } from '../topics';
import type { ChatTurn } from '../types';
import { petPhrase, retell } from './describe';
import { extractFactsByRules, type Memory, type MemoryFact, rememberFacts } from './facts';

/** The summary keeps its newest lines within this many graphemes (about 300 tokens). */
export const SUMMARY_MAX_CHARS = 1_200;

function mainTopics(turns: readonly ChatTurn[], limit: number): TopicId[] {
  const counts = new Map<TopicId, number>();
  for (const turn of turns) {
    for (const topic of findTopics(normalizeText(turn.content))) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  }
  // Map keeps first-mention order, so ties go to what came up first.
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([topic]) => topic);
}

/** `4 March 2025`, or `4 March 2025 to 6 March 2025`: the days a stretch of turns spans. */
export function dateRange(turns: readonly ChatTurn[], timeZone: string): string {
  const first = formatDay(new Date(turns[0]?.timestamp ?? 0), timeZone);
  const last = formatDay(new Date(turns.at(-1)?.timestamp ?? 0), timeZone);
  return first === last ? first : `${first} to ${last}`;
}

/**
 * One line about a stretch of older turns, written to the character: when, what the user talked
 * about, how they felt, what they mentioned, and what the character shared.
 */
export function summarizeTurns(turns: readonly ChatTurn[], timeZone: string): string {
  const theirs = turns.filter((turn) => turn.type === 'human');
  const yours = turns.filter((turn) => turn.type === 'ai');
  const clauses: string[] = [];

  const topics = mainTopics(theirs, 3);
  if (topics.length > 0) {
    clauses.push(`they talked about ${joinList(topics.map((topic) => TOPICS[topic].label))}`);
  } else {
    const longest = theirs.reduce((best, turn) => (turn.content.length > best.length ? turn.content : best), '');
    if (longest) clauses.push(`they said "${oneLine(stripRoleSpoofing(longest), 80).replace(/"/g, "'")}"`);
  }
  const feelings = [...new Set(theirs.flatMap((turn) => detectFeelings(normalizeText(turn.content))))];
  if (feelings.length > 0) clauses.push(`they said they felt ${joinList(feelings)}`);
  const mentioned = theirs
    .flatMap((turn) => extractFactsByRules(turn.content, new Date(turn.timestamp)))
    .filter((fact) => fact.kind === 'plan' || fact.kind === 'pet')
    .map((fact) => (fact.kind === 'pet' ? petPhrase(fact) : retell(fact.value, 'they')));
  if (mentioned.length > 0) clauses.push(`they mentioned ${joinList([...new Set(mentioned)].slice(0, 3))}`);

  const shared = mainTopics(yours, 2);
  const yourPart =
    shared.length > 0 ? ` You told them about ${joinList(shared.map((topic) => TOPICS[topic].label))}.` : '';
  const theirPart = clauses.length > 0 ? `${clauses.join('; ')}.` : 'a short chat.';
  return `${dateRange(turns, timeZone)}: ${theirPart}${yourPart}`;
}

/** Adds a line to a summary, dropping its oldest lines beyond SUMMARY_MAX_CHARS. */
export function rollSummary(summary: string, line: string): string {
  const lines = [...summary.split('\n').filter(Boolean), line];
  // Each line is counted once, with the line break after it: no grapheme spans a line break (a
  // CR before it joins it, and is counted with it), so the lines' counts add up to the whole's.
  // Counting the whole again for each line dropped cost a send milliseconds once the summary was full.
  const counts = lines.map((text, index) => graphemeCount(index < lines.length - 1 ? `${text}\n` : text));
  let total = counts.reduce((sum, count) => sum + count, 0);
  let first = 0;
  while (first < lines.length - 1 && total > SUMMARY_MAX_CHARS) {
    total -= counts[first] ?? 0;
    first += 1;
  }
  return lastGraphemes(lines.slice(first).join('\n'), SUMMARY_MAX_CHARS);
}

export interface MemoryUpdate {
  memory: Memory;
  /** Facts learned from the latest message (a reply's `facts`). */
  facts: readonly MemoryFact[];
  /** The latest turns, oldest first, including the exchange just stored; at least MEMORY_WINDOW_TURNS when there are. */
  history: readonly ChatTurn[];
  timeZone: string;
  historyTokenBudget?: number;
  /** False when a model writes the summary after the reply (see `summaryDue`): only facts are remembered. */
  summarize?: boolean;
}

/** Turns that left the prompt and are not summarised yet, once a batch of them has gathered; `until` is the newest one's time. */
export function summaryDue(
  summarizedUntil: string | null,
  history: readonly ChatTurn[],
  historyTokenBudget: number = HISTORY_TOKEN_BUDGET,
): { turns: ChatTurn[]; until: string } | undefined {
  const { dropped } = selectRecentTurns(history, historyTokenBudget);
  const since = summarizedUntil ? Date.parse(summarizedUntil) : Number.NEGATIVE_INFINITY;
  const turns = dropped.filter((turn) => Date.parse(turn.timestamp) > since);
  const newest = turns.at(-1);
  return newest && turns.length >= SUMMARY_BATCH_TURNS ? { turns, until: newest.timestamp } : undefined;
}

/**
 * The memory after an exchange: new facts remembered, and the turns that no longer fit the prompt
 * folded into the summary once a batch of them has gathered. Pure: the caller stores the result.
 */
export function updateMemory(update: MemoryUpdate): Memory {
  const { memory } = update;
  const facts = rememberFacts(memory.facts, update.facts);
  const due =
    update.summarize === false
      ? undefined
      : summaryDue(memory.summarizedUntil, update.history, update.historyTokenBudget);
  if (!due) return { ...memory, facts };
  return {
    ...memory,
    facts,
    summary: rollSummary(memory.summary, summarizeTurns(due.turns, update.timeZone)),
    summarizedUntil: due.until,
  };
}

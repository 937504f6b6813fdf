import type { CreateMemoryBody, MemoryRecord, UpdateMemoryBody } from '@kindred/contract';
import { and, desc, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import {
  describeFactToUser,
  emptyMemory,
  forgetFactsSaidIn,
  type Memory,
  type MemoryFact,
  type MemoryNote,
  memoryFact,
  type Recollection,
} from '../../../companion';
import type { Database, Executor, Transaction } from '../../../db/database';
import { jsonRows } from '../../../db/json-rows';
import { companionships, type MemoryRow, memories, messages, wellFormedJson } from '../../../db/schema';
import { HttpError } from '../../../http/http-error';
import type { CharactersRepository } from '../characters/repository';
import { interactionMessages } from '../interactions/messages';
import { chatAccess } from '../interactions/repository';
import { type ReadCache, scopes } from '../read-cache/read-cache';
import { chatMessages } from './messages';

/** The newest summaries a prompt may carry; older ones are found by recall when they bear on a message. */
export const SUMMARIES_IN_PROMPT = 24;
/** At most this many older messages and summaries are recalled for one message. */
export const RECALL_LIMIT = 8;
/** Relevance halves over this many days: a match from last week beats an equal one from last year. */
const RECALL_HALF_LIFE_DAYS = 60;

export const memoryMessages = {
  notFound: 'This memory does not exist.',
} as const;

const ofConversation = (userId: string, characterId: string) =>
  and(eq(memories.userId, userId), eq(memories.characterId, characterId));

/** A memory loaded for a reply, with the rows its learned facts came from. */
export interface StoredMemory {
  memory: Memory;
  /** The row of each learned fact, by the fact object the memory holds. */
  factRows: ReadonlyMap<MemoryFact, { id: string; pinned: boolean }>;
  /** Every memory a prompt built from it carries, with when it was last marked used. */
  carried: Array<{ id: string; lastUsedAt: Date | null }>;
}

/** A value of a statement, or the placeholder of one for a statement built once. */
type Bindable<T> = T | Placeholder;

/** Of the summaries of a conversation, those a prompt carries: the pinned, and the newest SUMMARIES_IN_PROMPT. */
const summaryInPrompt = (userId: Bindable<string>, characterId: Bindable<string>) =>
  sql`(${memories.pinned} OR ${memories.id} IN (
    SELECT ${memories.id} FROM ${memories}
    WHERE ${memories.userId} = ${userId} AND ${memories.characterId} = ${characterId} AND ${memories.kind} = 'summary'
    ORDER BY ${memories.createdAt} DESC LIMIT ${SUMMARIES_IN_PROMPT}))`;

/** Of a conversation's memories, those a reply reads: every fact, note and pinned memory, and the newest summaries. */
const readByReplies = (userId: Bindable<string>, characterId: Bindable<string>) =>
  and(
    eq(memories.userId, userId),
    eq(memories.characterId, characterId),
    sql`(${memories.kind} <> 'summary' OR ${summaryInPrompt(userId, characterId)})`,
  );

/**
 * The memories a reply reads: every fact, note and pinned memory, and the newest
 * SUMMARIES_IN_PROMPT summaries, oldest first.
 */
export function memoryRows(executor: Executor, userId: string, characterId: string): Promise<MemoryRow[]> {
  return executor
    .select()
    .from(memories)
    .where(readByReplies(userId, characterId))
    .orderBy(memories.createdAt, memories.id);
}

const memoryJson = jsonRows(memories);

/**
 * `memoryRows` as one JSON value of a larger statement, so that a reply's read of its conversation
 * brings them in the same round trip when they are not kept; `toMemoryRows` reads it.
 */
export const memoryRowsJson = (userId: Bindable<string>, characterId: Bindable<string>) =>
  sql`(SELECT ${memoryJson.aggregate(sql`${memories.createdAt}, ${memories.id}`)} FROM ${memories}
    WHERE ${readByReplies(userId, characterId)})`;

/** The rows `memoryRowsJson` answered. */
export const toMemoryRows = (found: unknown): MemoryRow[] => memoryJson.decode(found);

/**
 * What a character remembers of a user, as a reply reads it, from its `memoryRows` and the
 * companionship's `memory` (how far the conversation is summarised): every learned fact (oldest
 * first, as `rememberFacts` keeps them), the notes the user wrote and what they pinned, the newest
 * summaries. A stored fact that no longer parses is skipped, never the conversation.
 */
export function storedMemory(
  rows: readonly MemoryRow[],
  progress: { summarizedUntil?: unknown } | undefined,
): StoredMemory {
  const factRows = new Map<MemoryFact, { id: string; pinned: boolean }>();
  const facts: MemoryFact[] = [];
  const notes: MemoryNote[] = [];
  const summary: string[] = [];
  for (const row of rows) {
    if (row.kind === 'fact') {
      const parsed = memoryFact.safeParse(row.fact);
      if (!parsed.success) continue;
      facts.push(parsed.data);
      factRows.set(parsed.data, { id: row.id, pinned: row.pinned });
    } else if (row.kind === 'note' || row.pinned) {
      notes.push({ text: row.content, pinned: row.pinned, at: row.createdAt.toISOString() });
    } else {
      summary.push(row.content);
    }
  }
  const summarizedUntil = progress?.summarizedUntil;
  return {
    memory: {
      ...emptyMemory(),
      facts,
      summary: summary.join('\n'),
      summarizedUntil: typeof summarizedUntil === 'string' ? summarizedUntil : null,
      notes,
    },
    factRows,
    carried: rows.map(({ id, lastUsedAt }) => ({ id, lastUsedAt })),
  };
}

/** `storedMemory` of a conversation, read at once. */
export async function loadMemory(executor: Executor, userId: string, characterId: string): Promise<StoredMemory> {
  const [rows, [bond]] = await Promise.all([
    memoryRows(executor, userId, characterId),
    executor
      .select({ memory: companionships.memory })
      .from(companionships)
      .where(and(eq(companionships.userId, userId), eq(companionships.characterId, characterId))),
  ]);
  return storedMemory(rows, bond?.memory);
}

/** Where a memory learned from a message came from. */
export interface LearnedFrom {
  userId: string;
  characterId: string;
  /** The human message. */
  messageId: string;
}

const factContent = (fact: MemoryFact) => [fact.value, fact.detail].filter(Boolean).join(' ');

/** What an exchange taught, as the writes that keep it: planned before anything is written. */
export interface LearningWrites {
  /** Learned facts that newer ones replaced (pinned ones are kept): deleted. */
  replaced: string[];
  /** The new facts, and a new summary line. */
  rows: (typeof memories.$inferInsert)[];
  /** How far the conversation is summarised, with the new summary line. */
  summarizedUntil?: string;
  /** Whether a new fact is kept: the reply is marked as having updated the memory. */
  freshFacts: boolean;
}

/**
 * The writes that keep what an exchange taught: the facts learned from `from` (`learned`, by
 * identity, as `rememberFacts` kept them in `after`), the learned facts they replaced gone unless the
 * user pinned them, a new summary line when `after` summarised further.
 */
export function planLearning(
  before: StoredMemory,
  after: Memory,
  learned: readonly MemoryFact[],
  from: LearnedFrom,
  now: Date,
): LearningWrites {
  const kept = new Set(after.facts);
  const replaced = [...before.factRows]
    .filter(([fact, row]) => !kept.has(fact) && !row.pinned)
    .map(([, row]) => row.id);
  const fresh = learned.filter((fact) => kept.has(fact) && !before.factRows.has(fact));
  const rows: (typeof memories.$inferInsert)[] = fresh.map((fact) => ({
    userId: from.userId,
    characterId: from.characterId,
    kind: 'fact',
    content: factContent(fact),
    fact,
    source: 'learned',
    sourceMessageId: from.messageId,
    createdAt: now,
    updatedAt: now,
  }));
  const summarized = after.summarizedUntil !== before.memory.summarizedUntil;
  const line = summarized ? after.summary.split('\n').at(-1) : undefined;
  if (line) rows.push(summaryRow(from, line, now));
  return {
    replaced,
    rows,
    ...(line && after.summarizedUntil && { summarizedUntil: after.summarizedUntil }),
    freshFacts: fresh.length > 0,
  };
}

export const writesNothing = (writes: LearningWrites) => writes.replaced.length === 0 && writes.rows.length === 0;

/** Writes what `planLearning` planned; in a transaction, as the summary line and how far it goes belong together. */
export async function writeLearning(tx: Executor, from: LearnedFrom, writes: LearningWrites): Promise<void> {
  if (writes.replaced.length > 0) await tx.delete(memories).where(inArray(memories.id, writes.replaced));
  if (writes.summarizedUntil) {
    await tx
      .update(companionships)
      .set({ memory: { summarizedUntil: writes.summarizedUntil } })
      .where(and(eq(companionships.userId, from.userId), eq(companionships.characterId, from.characterId)));
  }
  if (writes.rows.length > 0) await tx.insert(memories).values(writes.rows);
}

/** Stores what an exchange taught (see `planLearning`); answers whether a new fact was kept. */
export async function storeLearning(
  tx: Transaction,
  before: StoredMemory,
  after: Memory,
  learned: readonly MemoryFact[],
  from: LearnedFrom,
  now: Date,
): Promise<boolean> {
  const writes = planLearning(before, after, learned, from, now);
  await writeLearning(tx, from, writes);
  return writes.freshFacts;
}

/** How precise `lastUsedAt` is: a memory used again within the hour is not written again for it. */
const MARK_USED_EVERY_MS = 60 * 60 * 1000;

/** The memories a reply was just written with that are to be marked used: those not marked within the hour. */
export function usedMemoriesDue(stored: StoredMemory, now: Date): string[] {
  return stored.carried
    .filter((memory) => !memory.lastUsedAt || now.getTime() - memory.lastUsedAt.getTime() >= MARK_USED_EVERY_MS)
    .map((memory) => memory.id);
}

/**
 * The writes of `planLearning` to the memories (the companionship's `summarizedUntil` is the
 * caller's, which updates the companionship once), and the memories used marked used, as parts of
 * the caller's one statement (its common table expressions): each writes only if `done` holds,
 * which says whether the reply they come with ended. Their values are placeholders, the same for
 * every reply, which `learningValues` fills: the statement is built once.
 */
export function learningStatements(executor: Executor, done: SQL) {
  // An array, not a set of rows: a plan made once for any values still looks the ids up by the key.
  const listed = (name: keyof LearningValues) => sql`${memories.id} = ANY(${sql.placeholder(name)}::text::uuid[])`;
  const columns = sql.raw(LEARNED_COLUMNS.map(([name]) => name).join(', '));
  const types = sql.raw(LEARNED_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', '));
  return [
    executor.$with('replaced').as(executor.delete(memories).where(and(listed('replaced'), done))),
    executor.$with('marked_used').as(
      executor
        .update(memories)
        .set({ lastUsedAt: sql`${sql.placeholder('now')}::timestamptz` })
        .where(and(listed('marked'), done)),
    ),
    executor.$with('learned', {}).as(
      sql`INSERT INTO ${memories} (${columns})
        SELECT ${columns} FROM jsonb_to_recordset(${sql.placeholder('learned')}::text::jsonb) AS learned(${types})
        WHERE ${done}`,
    ),
  ];
}

/** The memories' columns a learned row sets, with their types, as `learningValues` spells them. */
const LEARNED_COLUMNS = [
  ['user_id', 'uuid'],
  ['character_id', 'text'],
  ['kind', 'text'],
  ['content', 'text'],
  ['fact', 'jsonb'],
  ['source', 'text'],
  ['source_message_id', 'uuid'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const;

/** The values of `learningStatements`' placeholders: arrays of ids and JSON, as text, and when. */
export type LearningValues = {
  replaced: string;
  marked: string;
  learned: string;
  now: string;
};

/** Ids as the text of a PostgreSQL array. */
const idArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** What `learningStatements` writes for `writes`, with the memories `used` marked used at `now`. */
export function learningValues(writes: LearningWrites | undefined, used: readonly string[], now: Date): LearningValues {
  const replaced = writes?.replaced ?? [];
  // One statement changes a row once: a memory learning replaces goes, and is not marked used as well.
  const marked = used.filter((id) => !replaced.includes(id));
  const learned = (writes?.rows ?? []).map((row) => ({
    user_id: row.userId,
    character_id: row.characterId,
    kind: row.kind,
    content: row.content,
    fact: row.fact ?? null,
    source: row.source,
    source_message_id: row.sourceMessageId ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  })) satisfies Record<(typeof LEARNED_COLUMNS)[number][0], unknown>[];
  return {
    replaced: idArray(replaced),
    marked: idArray(marked),
    learned: wellFormedJson(learned),
    now: now.toISOString(),
  };
}

function summaryRow(from: Omit<LearnedFrom, 'messageId'>, line: string, now: Date) {
  return {
    userId: from.userId,
    characterId: from.characterId,
    kind: 'summary' as const,
    content: line,
    fact: null,
    source: 'learned' as const,
    sourceMessageId: null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Stores a summary written after the reply (by a model, in the background), unless another one got
 * there first: `from` is how far the conversation was summarised when it was asked for.
 */
export async function storeSummary(
  db: Database,
  conversation: Omit<LearnedFrom, 'messageId'>,
  from: string | null,
  until: string,
  line: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(companionships)
      .set({ memory: { summarizedUntil: until } })
      .where(
        and(
          eq(companionships.userId, conversation.userId),
          eq(companionships.characterId, conversation.characterId),
          sql`${companionships.memory} ->> 'summarizedUntil' IS NOT DISTINCT FROM ${from}`,
        ),
      )
      .returning({ userId: companionships.userId });
    if (moved.length === 0) return false;
    await tx.insert(memories).values(summaryRow(conversation, line, now));
    return true;
  });
}

/**
 * Forgets what a message taught, when the user deletes or rewrites it: the facts learned from it,
 * and facts stored before memories knew their message that its words hold. What the user wrote or
 * rewrote stays.
 */
export async function forgetLearnedFrom(tx: Transaction, message: LearnedFrom & { content: string }) {
  await tx.delete(memories).where(and(eq(memories.sourceMessageId, message.messageId), eq(memories.source, 'learned')));
  const unsourced = await tx
    .select({ id: memories.id, fact: memories.fact })
    .from(memories)
    .where(
      and(
        ofConversation(message.userId, message.characterId),
        eq(memories.kind, 'fact'),
        eq(memories.source, 'learned'),
        isNull(memories.sourceMessageId),
      ),
    );
  const facts = unsourced.flatMap((row) => {
    const parsed = memoryFact.safeParse(row.fact);
    return parsed.success ? [{ id: row.id, fact: parsed.data }] : [];
  });
  const kept = new Set(
    forgetFactsSaidIn(
      facts.map((item) => item.fact),
      message.content,
    ),
  );
  const forgotten = facts.filter((item) => !kept.has(item.fact)).map((item) => item.id);
  if (forgotten.length > 0) await tx.delete(memories).where(inArray(memories.id, forgotten));
}

/**
 * How much recall reads stays the same however long a conversation grows: it searches the user's
 * newest RECALL_RECENT_MESSAGES messages and the newest RECALL_RECENT_SUMMARIES summaries past those
 * in the prompt, and, further back, only what a rare word finds: one that at most
 * RECALL_RARE_MATCHES older messages (or summaries) hold. A name said once, months ago, is found; a
 * word said every day finds only its recent days, as it would tell little among a thousand others.
 */
export const RECALL_RECENT_MESSAGES = 100;
export const RECALL_RECENT_SUMMARIES = 24;
export const RECALL_RARE_MATCHES = 16;
/** The longest words of a message are looked up, most telling first; a long message has more. */
const RECALL_WORDS = 32;
/** Longer words are left out of recall's index (migration 0020): nobody recalls by a URL. */
const RECALL_WORD_MAX_BYTES = 200;

/**
 * The user's older messages and the summaries not in the prompt (`summaryInPrompt`) that share
 * words with `text`, ranked by how well they match (PostgreSQL full-text search, English stemming:
 * `dogs` finds `dog`) and how recent they are, among those recall reads (RECALL_RECENT_MESSAGES).
 * Any word may match: a question shares few words with its answer. A subquery answering one JSON
 * array, which `toRecollections` reads: the caller's statement finds where the prompt begins
 * (`before`) and reads the conversation in the same round trip. Each value may be a placeholder,
 * for a statement built once.
 */
export function recollections(request: {
  userId: Bindable<string>;
  characterId: Bindable<string>;
  text: Bindable<string>;
  /** Messages from here on are in the prompt already: a timestamptz expression. */
  before: SQL;
  now: Bindable<Date>;
}): SQL {
  const { userId, characterId, text, before, now } = request;
  const query = sql`replace(plainto_tsquery('english', ${text})::text, '&', '|')::tsquery`;
  // In days, as a float: EXTRACT answers a numeric, whose power is computed in arbitrary precision
  // (about 14 µs a row, most of recall's time).
  const age = (column: unknown) =>
    sql`GREATEST(0, EXTRACT(EPOCH FROM (${now}::timestamptz - ${column}))::float8 / 86400)`;
  const inConversation = (table: unknown) =>
    sql`${table}.user_id = ${userId} AND ${table}.character_id = ${characterId}`;
  // Each word's older matches, when it is rare among them. `recall_terms` and `recall_term`
  // (migration 0020) key each word with its conversation, so the index finds this conversation's
  // matches of a word alone, however many other people say it. Not searched when `since` is
  // -infinity: then the newest ones are all there are.
  const rare = (table: unknown, which: SQL, since: SQL) => sql`
    SELECT DISTINCT ON (rare.id) rare.content, rare.created_at, rare.search
    FROM words, LATERAL (
      SELECT found.*, count(*) OVER () AS matches FROM (
        SELECT id, user_id, character_id, content, created_at, search FROM ${table}
        WHERE recall_terms(search, user_id, character_id) @@ recall_term(${userId}, ${characterId}, words.lexeme)
          AND ${which} AND created_at < (SELECT at FROM ${since})
        LIMIT ${RECALL_RARE_MATCHES + 1}
      ) found
    ) rare
    -- Of the statement itself, not of a row: checked once, before anything is looked up.
    WHERE (SELECT at FROM ${since}) > '-infinity'
      AND rare.matches <= ${RECALL_RARE_MATCHES} AND ${inConversation(sql`rare`)}`;
  // When the `offset`th newest was made, or -infinity when there are no more than that.
  const newest = (table: unknown, which: SQL, offset: number) => sql`
    SELECT COALESCE((
      SELECT created_at FROM ${table} WHERE ${inConversation(table)} AND ${which}
      ORDER BY created_at DESC OFFSET ${offset - 1} LIMIT 1
    ), '-infinity'::timestamptz) AS at`;
  // A question tells nothing: "do you remember my name?" is no answer to anything. Written exactly
  // as the predicate of messages_recall_idx, so that the index serves the lookup (`type <> 'ai'`:
  // see there why not `type = 'human'`).
  const said = sql`type <> 'ai' AND content !~ '[?][[:space:]]*$'`;
  return sql`(
    WITH prompt AS (SELECT ${before} AS at),
    words AS (
      SELECT lexeme FROM unnest(tsvector_to_array(to_tsvector('english', ${text}))) AS lexeme
      WHERE octet_length(lexeme) <= ${RECALL_WORD_MAX_BYTES}
      ORDER BY length(lexeme) DESC, lexeme LIMIT ${RECALL_WORDS}
    ),
    said_since AS (${newest(messages, sql`type = 'human' AND created_at < (SELECT at FROM prompt)`, RECALL_RECENT_MESSAGES)}),
    summarized_since AS (${newest(memories, sql`kind = 'summary'`, SUMMARIES_IN_PROMPT + RECALL_RECENT_SUMMARIES)}),
    found AS (
      SELECT 'said' AS kind, content AS text, created_at AS at, search FROM ${messages}
      WHERE ${inConversation(messages)} AND ${said}
        AND created_at >= (SELECT at FROM said_since) AND created_at < (SELECT at FROM prompt)
      UNION ALL
      SELECT 'said', content, created_at, search FROM (${rare(messages, said, sql`said_since`)}) older
      UNION ALL
      SELECT 'summary', content, created_at, search FROM ${memories}
      WHERE ${inConversation(memories)} AND kind = 'summary'
        AND created_at >= (SELECT at FROM summarized_since) AND NOT ${summaryInPrompt(userId, characterId)}
      UNION ALL
      SELECT 'summary', content, created_at, search
      FROM (${rare(memories, sql`kind = 'summary' AND NOT pinned`, sql`summarized_since`)}) older
    ),
    -- Materialized: inlined, the query would be parsed and stemmed again for every row it is matched with.
    q AS MATERIALIZED (SELECT ${query} AS query)
    SELECT COALESCE(json_agg(json_build_array(kind, text, at) ORDER BY score DESC, at DESC), '[]') FROM (
      SELECT kind, text, at, ts_rank(search, q.query) * power(0.5, ${age(sql`at`)} / ${RECALL_HALF_LIFE_DAYS}) AS score
      FROM found, q
      WHERE search @@ q.query
      ORDER BY score DESC, at DESC
      LIMIT ${RECALL_LIMIT}
    ) best
  )`;
}

/** Whether a conversation has a summary: a condition. */
export const summarized = (userId: Bindable<string>, characterId: Bindable<string>) =>
  sql`EXISTS (SELECT 1 FROM ${memories} WHERE ${memories.userId} = ${userId} AND ${memories.characterId} = ${characterId} AND ${memories.kind} = 'summary')`;

/** The recollections `recollections` found, as its JSON array answers them. */
export function toRecollections(found: unknown): Recollection[] {
  return (found as ['said' | 'summary', string, string][]).map(([kind, text, at]) => ({
    kind,
    text,
    at: new Date(at).toISOString(),
  }));
}

export function toMemoryRecord(row: MemoryRow): MemoryRecord {
  const fact = row.kind === 'fact' ? memoryFact.safeParse(row.fact).data : undefined;
  return {
    _id: row.id,
    kind: row.kind,
    content: fact ? describeFactToUser(fact) : row.content,
    pinned: row.pinned,
    source: row.source,
    sourceMessageId: row.sourceMessageId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Every memory of a user, per character, newest first: for the account export. */
export async function memoriesOfUser(executor: Executor, userId: string): Promise<Map<string, MemoryRecord[]>> {
  const rows = await executor
    .select()
    .from(memories)
    .where(eq(memories.userId, userId))
    .orderBy(desc(memories.createdAt), desc(memories.id));
  const byCharacter = new Map<string, MemoryRecord[]>();
  for (const row of rows) {
    const list = byCharacter.get(row.characterId) ?? [];
    list.push(toMemoryRecord(row));
    byCharacter.set(row.characterId, list);
  }
  return byCharacter;
}

/** What the Memory panel calls: the memories of one conversation, the caller's own. */
export interface Memories {
  list(userId: string, characterId: string): Promise<MemoryRecord[]>;
  create(userId: string, characterId: string, body: CreateMemoryBody): Promise<MemoryRecord>;
  update(userId: string, characterId: string, memoryId: string, body: UpdateMemoryBody): Promise<MemoryRecord>;
  remove(userId: string, characterId: string, memoryId: string): Promise<void>;
}

export interface MemoriesOptions {
  db: Database;
  /** Forgotten at once when this process changes a memory (the database tells the others). */
  cache: ReadCache;
  clock: () => Date;
  characters: Pick<CharactersRepository, 'findById'>;
}

/** A conversation's `memoryRows`, kept until the user's memories change; when not kept, `load` reads them. */
export function keptMemoryRows(
  cache: ReadCache,
  userId: string,
  characterId: string,
  load: () => Promise<readonly MemoryRow[]>,
): Promise<readonly MemoryRow[]> {
  return cache.read(scopes.memories(userId), `rows:${characterId}`, load);
}

export function createMemories({ db, cache, clock, characters }: MemoriesOptions): Memories {
  async function findCharacter(characterId: string) {
    if (!(await characters.findById(characterId))) throw new HttpError(404, interactionMessages.characterNotFound);
  }
  /** 404 for an unknown character, 403 for one that closed the conversation (and, to write a note, one not liked). */
  async function checkAccess(userId: string, characterId: string, writing: boolean) {
    await findCharacter(characterId);
    const access = await chatAccess(db, userId, characterId);
    if (access === 'blocked') throw new HttpError(403, chatMessages.blocked);
    if (writing && access === 'notLiked') throw new HttpError(403, chatMessages.notLiked);
  }
  const one = (userId: string, characterId: string, memoryId: string) =>
    and(ofConversation(userId, characterId), eq(memories.id, memoryId));
  const changing = <T>(userId: string, work: () => Promise<T>) => cache.changing([scopes.memories(userId)], work);

  return {
    async list(userId, characterId) {
      await checkAccess(userId, characterId, false);
      const rows = await db
        .select()
        .from(memories)
        .where(ofConversation(userId, characterId))
        .orderBy(desc(memories.createdAt), desc(memories.id));
      return rows.map(toMemoryRecord);
    },

    async create(userId, characterId, body) {
      await checkAccess(userId, characterId, true);
      const now = clock();
      const [row] = await changing(userId, () =>
        db
          .insert(memories)
          .values({
            userId,
            characterId,
            kind: 'note',
            content: body.content.toWellFormed(),
            pinned: body.pinned ?? false,
            source: 'user',
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
      );
      if (!row) throw new Error('The memory was not stored');
      return toMemoryRecord(row);
    },

    async update(userId, characterId, memoryId, body) {
      await checkAccess(userId, characterId, false);
      return changing(userId, () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(memories)
            .where(one(userId, characterId, memoryId))
            .for('update');
          if (!row) throw new HttpError(404, memoryMessages.notFound);
          const content = body.content?.toWellFormed();
          const rewritten = content !== undefined && content !== toMemoryRecord(row).content;
          const [updated] = await tx
            .update(memories)
            .set({
              ...(body.pinned !== undefined && { pinned: body.pinned }),
              // What the user rewrites is theirs: a note in their words, which learning never replaces.
              ...(rewritten && { content, kind: 'note' as const, fact: null, source: 'user' as const }),
              updatedAt: clock(),
            })
            .where(eq(memories.id, row.id))
            .returning();
          if (!updated) throw new HttpError(404, memoryMessages.notFound);
          return toMemoryRecord(updated);
        }),
      );
    },

    async remove(userId, characterId, memoryId) {
      await findCharacter(characterId);
      const removed = await changing(userId, () =>
        db
          .delete(memories)
          .where(one(userId, characterId, memoryId))
          .returning({ id: memories.id }),
      );
      if (removed.length === 0) throw new HttpError(404, memoryMessages.notFound);
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { ChatMessage, ConversationSummary, MessageStatus, MessageType } from '@kindred/contract';
import {
  and,
  desc,
  eq,
  type GetDecoderResult,
  gt,
  inArray,
  lt,
  not,
  notInArray,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type AffinityState,
  type ChatTurn,
  currentAffinity,
  extractFactsByRules,
  INITIAL_AFFINITY,
  MEMORY_WINDOW_TURNS,
  type Memory,
  type MemoryFact,
  type Recollection,
  rememberFacts,
  SESSION_GAP_MS,
  TURNS_ALWAYS_PROMPTED,
} from '../../../companion';
import { advisoryLocks, type Database, type Executor, type Transaction } from '../../../db/database';
import { instanceAlive } from '../../../db/instance';
import { characters, companionships, interactions, type MemoryRow, messages, users } from '../../../db/schema';
import { blockedCharacterIds } from '../interactions/repository';
import {
  forgetLearnedFrom,
  type LearnedFrom,
  type LearningValues,
  type LearningWrites,
  learningStatements,
  learningValues,
  loadMemory,
  memoryRows,
  memoryRowsJson,
  planLearning,
  recollections,
  type StoredMemory,
  storedMemory,
  storeLearning,
  summarized,
  toMemoryRows,
  toRecollections,
  usedMemoriesDue,
  writesNothing,
} from './memories';

export interface Page {
  page: number;
  limit: number;
}

/** A stored human message, as its answer needs it. */
export interface HumanMessage {
  id: string;
  userId: string;
  characterId: string;
  content: string;
  createdAt: Date;
}

/** What a character keeps of a user between messages, as stored. */
export interface StoredBond {
  affinity: AffinityState;
  /** How far the conversation is summarised (the facts and summaries are memory rows). */
  memory: { summarizedUntil: string | null };
  /** When the conversation's current session began (a pause longer than SESSION_GAP_MS starts one). */
  sessionStartedAt: Date;
}

/** A reply stored `streaming`, as its job needs it. */
export interface StartedReply {
  id: string;
  createdAt: Date;
  /** How many replies to the same message came before it (regenerate asks for other words). */
  attempt: number;
  /** The conversation's companionship as the reply was started. */
  bond: StoredBond;
}

export interface HumanMessageRequest {
  userId: string;
  characterId: string;
  /** Trimmed. */
  content: string;
  /** The request's Idempotency-Key and the hash of what it was sent with. */
  idempotency: { key: string; hash: string } | undefined;
  now: Date;
  /** Human messages a user may send in 24 hours. */
  dailyQuota: number;
  /** The id the reply gets, if one is started (see `ReplyWriter.writes`). */
  replyId: string;
}

/** What came of asking to answer a message. */
export type Claim =
  /** The message is stored (or a retried one's reply failed) and a reply is started: the caller writes it. */
  | { outcome: 'claimed'; message: HumanMessage; reply: StartedReply }
  /** The key's message already has its reply (complete, or stopped by the user). */
  | { outcome: 'answered'; message: HumanMessage; reply: ChatMessage }
  /** A reply is being written in this conversation right now (the key's, or another message's). */
  | { outcome: 'answering'; replyId: string }
  /** The key was used for another request. */
  | { outcome: 'keyReused' }
  | { outcome: 'quotaReached' };

/** What a character keeps of a user between messages. */
export interface Bond {
  memory: Memory;
  affinity: AffinityState;
}

/** What an answer to a human message reads: the conversation up to it. */
export interface ConversationSoFar {
  /** The memory the reply reads, with its rows, which its end learns on from. */
  stored: StoredMemory;
  affinity: AffinityState;
  /** The latest MEMORY_WINDOW_TURNS messages before it, oldest first. */
  history: ChatTurn[];
  /** How many messages came before it. */
  turnCount: number;
  /** Older messages and summaries that bear on it (see `recall`). */
  recalled: Recollection[];
}

/** A read its caller keeps: what it kept, or else what `load` reads, which it then keeps. */
export type KeptRead<T> = (load: () => Promise<T>) => Promise<T>;

/** The new memory and affinity once `reply` (stored) answers the message, and the facts learned from the message. */
export type Learn = (bond: Bond, reply: ChatTurn) => Bond & { learned: readonly MemoryFact[] };

/**
 * What the end of a complete reply learns, from the memory the reply read: what the user changed in
 * it meanwhile stays (learning adds and replaces facts by their rows, and never brings one back).
 */
export interface Learning {
  from: StoredMemory;
  learn: Learn;
}

/** What a regenerate, an edit or a choice found. */
export type Change<T> = { outcome: 'changed'; value: T } | { outcome: 'answering' } | { outcome: 'notFound' };

const ofConversation = (userId: string, characterId: string) =>
  and(eq(messages.userId, userId), eq(messages.characterId, characterId));
const bondOf = (userId: string, characterId: string) =>
  and(eq(companionships.userId, userId), eq(companionships.characterId, characterId));
/** What the history shows and prompts see: human messages and the chosen reply of each. */
const shown = eq(messages.chosen, true);
/**
 * The messages a prompt reads: shown, and with text (a reply being written, or one cut off before
 * its first word, is not). The rule is the database's function `prompted`
 * (migrations/0019_prompted_count.sql), which the triggers that keep their count use too.
 */
const prompted = sql`prompted(${messages.chosen}, ${messages.status}, ${messages.content})`;
/** What a conversation read (`conversationReads`) is given: the human message it reads up to. */
type ReadValues = Pick<HumanMessage, 'userId' | 'characterId' | 'content' | 'createdAt'>;

/**
 * What an answer to a human message reads of its conversation, in one statement: how many messages
 * came before it, the latest MEMORY_WINDOW_TURNS of them (oldest first), and, with recall, what
 * `recollections` finds for it among the older ones, and, for a reply whose memories are not kept,
 * their `memoryRows`. The newest turns, which every prompt holds, are not searched: they would take
 * the places of what it does not hold. Older loaded turns are, as a short context leaves them out
 * too. A conversation short enough to be all in the prompt, with no summary, is not searched at all.
 *
 * Built once, with the message's values (`ReadValues`) as placeholders: every send reads its
 * conversation this way, and building a statement of this size costs more than running it.
 */
function conversationReads(db: Database) {
  const message = {
    userId: sql.placeholder('userId'),
    characterId: sql.placeholder('characterId'),
    content: sql.placeholder('content'),
    createdAt: sql.placeholder('createdAt'),
  } satisfies Record<keyof ReadValues, Placeholder>;
  const before = and(
    eq(messages.userId, message.userId),
    eq(messages.characterId, message.characterId),
    lt(messages.createdAt, message.createdAt),
    prompted,
  );
  const latest = (turns: number) => sql`
    SELECT ${messages.type} AS type, ${messages.content} AS content, ${messages.createdAt} AS created_at
    FROM ${messages} WHERE ${before}
    ORDER BY ${messages.createdAt} DESC LIMIT ${turns}`;
  const recalled = recollections({
    userId: message.userId,
    characterId: message.characterId,
    text: message.content,
    before: sql`COALESCE(
      (SELECT min(created_at) FROM (${latest(TURNS_ALWAYS_PROMPTED)}) newest),
      ${message.createdAt}::timestamptz)`,
    now: message.createdAt,
  });
  // The companionship keeps the count of the whole conversation: what is left to count is the
  // message itself and anything after it, which is nothing more for the newest message.
  const counted = sql`(SELECT (
      SELECT ${companionships.promptedMessages} FROM ${companionships}
      WHERE ${companionships.userId} = ${message.userId} AND ${companionships.characterId} = ${message.characterId}
    ) - (
      SELECT count(*)::int FROM ${messages}
      WHERE ${messages.userId} = ${message.userId} AND ${messages.characterId} = ${message.characterId}
        AND ${messages.createdAt} >= ${message.createdAt} AND ${prompted}
    ) AS turns) counted`;
  const searched = sql`counted.turns > ${TURNS_ALWAYS_PROMPTED} OR ${summarized(message.userId, message.characterId)}`;
  const read = (name: string, { recalling, remembering }: { recalling: boolean; remembering: boolean }) =>
    db
      .select({
        turns: sql<number>`counted.turns`,
        history: sql<[MessageType, string, string][]>`(
          SELECT COALESCE(json_agg(json_build_array(type, content, created_at) ORDER BY created_at), '[]')
          FROM (${latest(MEMORY_WINDOW_TURNS)}) recent)`,
        recalled: recalling ? sql<unknown>`CASE WHEN ${searched} THEN ${recalled} END` : sql<null>`NULL`,
        memory: remembering ? memoryRowsJson(message.userId, message.characterId) : sql<null>`NULL`,
      })
      .from(counted)
      .prepare(name);
  return {
    withRecall: read('conversation_read', { recalling: true, remembering: false }),
    /** For a reply whose conversation's memories are not kept (`memoryRows`, which it then reads too). */
    withRecallAndMemory: read('conversation_read_memory', { recalling: true, remembering: true }),
    withoutRecall: read('conversation_read_alone', { recalling: false, remembering: false }),
  };
}

/** What `replyEnds` is given: the reply, how it ended, and what it taught (`learning`), if anything. */
type EndValues = {
  replyId: string;
  status: Exclude<MessageStatus, 'streaming'>;
  text: string;
  /** A new fact is kept: the reply is marked as having updated the memory. */
  freshFacts: boolean;
  userId: string;
  characterId: string;
  /** The reply has text: it is the conversation's latest message. */
  said: boolean;
  learning: boolean;
  /** The affinity the reply brings, when `learning` (see `AffinityState`). */
  score: number | null;
  affinityUpdatedAt: string | null;
  day: string | null;
  dayWarmth: number | null;
  /** How far the conversation is summarised with the summary line it learned, if any. */
  summarizedUntil: string | null;
} & LearningValues;

/**
 * Ends a reply in one statement: the message ended (unless stopped meanwhile by another process),
 * and only then the companionship brought up to date and, with `learning`, the memories written.
 * Every part is in every statement, written or not as its values say (`EndValues`): each of the two
 * is built once, as every reply ends with one of them. Most replies write no memory: theirs leaves
 * the memories' parts out, which would cost the database work for nothing.
 */
function replyEnds(db: Database) {
  const value = (name: keyof EndValues) => sql.placeholder(name);
  const finished = db.$with('finished').as(
    db
      .update(messages)
      .set({
        status: sql`${value('status')}`,
        content: sql`${value('text')}`,
        generatingInstance: null,
        memoryUpdated: sql`${messages.memoryUpdated} OR ${value('freshFacts')}::boolean`,
      })
      .where(and(eq(messages.id, value('replyId')), eq(messages.status, 'streaming')))
      .returning(chatMessageColumns),
  );
  const done = sql`EXISTS (SELECT 1 FROM ${finished})`;
  const when = (condition: keyof EndValues, then: SQL, otherwise: unknown) =>
    sql`CASE WHEN ${value(condition)}::boolean THEN ${then} ELSE ${otherwise} END`;
  const ifLearning = (name: keyof EndValues, type: string, column: unknown) =>
    when('learning', sql`${value(name)}::${sql.raw(type)}`, column);
  const bondUpdated = db.$with('bond_updated').as(
    db
      .update(companionships)
      .set({
        lastMessageId: when('said', sql`${value('replyId')}::uuid`, companionships.lastMessageId),
        updatedAt: when('said', sql`${value('now')}::timestamptz`, companionships.updatedAt),
        affinityScore: ifLearning('score', 'integer', companionships.affinityScore),
        affinityUpdatedAt: ifLearning('affinityUpdatedAt', 'timestamptz', companionships.affinityUpdatedAt),
        affinityDay: ifLearning('day', 'date', companionships.affinityDay),
        affinityDayWarmth: ifLearning('dayWarmth', 'integer', companionships.affinityDayWarmth),
        memory: sql`CASE WHEN ${value('summarizedUntil')}::text IS NULL THEN ${companionships.memory}
          ELSE jsonb_build_object('summarizedUntil', ${value('summarizedUntil')}::text) END`,
      })
      .where(
        and(
          eq(companionships.userId, value('userId')),
          eq(companionships.characterId, value('characterId')),
          sql`(${value('said')}::boolean OR ${value('learning')}::boolean)`,
          done,
        ),
      ),
  );
  return {
    plain: db.with(finished, bondUpdated).select().from(finished).prepare('end_reply'),
    learning: db
      .with(finished, bondUpdated, ...learningStatements(db, done))
      .select()
      .from(finished)
      .prepare('end_reply_learning'),
  };
}

const humanMessageColumns = {
  id: messages.id,
  userId: messages.userId,
  characterId: messages.characterId,
  content: messages.content,
  createdAt: messages.createdAt,
};

const chatMessageColumns = {
  id: messages.id,
  type: messages.type,
  content: messages.content,
  createdAt: messages.createdAt,
  status: messages.status,
  editedAt: messages.editedAt,
  replyTo: messages.replyTo,
  memoryUpdated: messages.memoryUpdated,
};

type MessageRow = { [K in keyof typeof chatMessageColumns]: (typeof chatMessageColumns)[K]['_']['data'] | null } & {
  id: string;
  type: MessageType;
  content: string;
  createdAt: Date;
  status: MessageStatus;
};

/** A stored message as the API shows it; `alternatives` are the ids of its siblings, itself among them. */
export function toChatMessage(row: MessageRow, alternatives: readonly string[] = []): ChatMessage {
  return {
    _id: row.id,
    type: row.type,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    ...(row.status !== 'complete' && { status: row.status }),
    ...(row.editedAt && { editedAt: row.editedAt.toISOString() }),
    ...(alternatives.length > 1 && { alternatives: [...alternatives] }),
    ...(row.memoryUpdated && { memoryUpdated: true }),
  };
}

/** The ids of every reply to each of `replyTo`, oldest first. */
async function alternativesOf(tx: Executor, replyTo: readonly string[]): Promise<Map<string, string[]>> {
  const siblings = new Map<string, string[]>();
  if (replyTo.length === 0) return siblings;
  const rows = await tx
    .select({ id: messages.id, replyTo: messages.replyTo })
    .from(messages)
    .where(inArray(messages.replyTo, [...replyTo]))
    .orderBy(messages.createdAt);
  for (const row of rows) {
    if (row.replyTo) siblings.set(row.replyTo, [...(siblings.get(row.replyTo) ?? []), row.id]);
  }
  return siblings;
}

async function withAlternatives(tx: Executor, rows: MessageRow[]): Promise<ChatMessage[]> {
  const replyTo = rows.flatMap((row) => (row.replyTo ? [row.replyTo] : []));
  const siblings = await alternativesOf(tx, replyTo);
  return rows.map((row) => toChatMessage(row, row.replyTo ? siblings.get(row.replyTo) : []));
}

const streamingIn = (userId: string, characterId: string) =>
  and(ofConversation(userId, characterId), eq(messages.status, 'streaming'));
/** What tells whether the reply being written still is (see `stillBeingWritten`). */
const writerColumns = {
  id: messages.id,
  instance: messages.generatingInstance,
  alive: instanceAlive(messages.generatingInstance),
};

/**
 * The reply `row` names, if it is still being written: one whose process is gone is marked
 * `interrupted` on the way (it will never be finished), and is no longer in the way.
 */
async function stillBeingWritten(
  tx: Transaction,
  row: { id: string | null; instance: number | null; alive: boolean | null } | undefined,
  writer: ReplyWriter,
): Promise<string | undefined> {
  if (!row?.id) return undefined;
  // This process knows whether it still writes the reply (its end may have failed to be stored).
  if (row.instance === writer.instanceKey ? writer.writes(row.id) : row.alive) return row.id;
  await interruptReply(tx, row.id);
  return undefined;
}

/** Marks a reply that no process writes any longer `interrupted`: it will never be finished. */
async function interruptReply(executor: Executor, replyId: string) {
  await executor
    .update(messages)
    .set({ status: 'interrupted', generatingInstance: null })
    .where(and(eq(messages.id, replyId), eq(messages.status, 'streaming')));
}

/**
 * A column of what the function called `from` answers (migrations/0018_claim_function.sql), decoded
 * as `decoder` decodes; null where its outcome has none.
 */
const answered = <Decoder extends Parameters<SQL['mapWith']>[0]>(from: string, name: string, decoder: Decoder) =>
  sql`${sql.identifier(from)}.${sql.identifier(name)}`.mapWith(decoder) as SQL<GetDecoderResult<Decoder> | null>;

/** The row a select of `columns` answers. */
type RowOf<Columns> = { [K in keyof Columns]: Columns[K] extends SQL<infer Value> ? Value : never };

/** The reply `start_reply` or `claim_message` started, with the companionship as it then was, answered by `from`. */
const startedColumns = (from: string) => ({
  id: answered(from, 'reply_id', messages.id),
  createdAt: answered(from, 'reply_created_at', messages.createdAt),
  attempt: answered(from, 'attempt', Number),
  score: answered(from, 'affinity_score', companionships.affinityScore),
  updatedAt: answered(from, 'affinity_updated_at', companionships.affinityUpdatedAt),
  day: answered(from, 'affinity_day', companionships.affinityDay),
  dayWarmth: answered(from, 'affinity_day_warmth', companionships.affinityDayWarmth),
  memory: answered(from, 'memory', companionships.memory),
  sessionStartedAt: answered(from, 'session_started_at', companionships.sessionStartedAt),
  lastMessageAt: answered(from, 'last_message_at', companionships.lastMessageAt),
});

/** The reply a row of `startedColumns` tells of; a row without one is a bug of the function, and throws. */
function startedReply(row: RowOf<ReturnType<typeof startedColumns>> | undefined): StartedReply {
  const { id, createdAt, attempt, score, updatedAt, day, dayWarmth, memory, sessionStartedAt, lastMessageAt } =
    row ?? {};
  if (!id || !createdAt || attempt == null || score == null || dayWarmth == null || !memory || !lastMessageAt) {
    throw new Error('The reply was not started');
  }
  return {
    id,
    createdAt,
    attempt,
    bond: {
      affinity: { score, updatedAt: updatedAt ?? null, day: day ?? null, dayWarmth },
      memory,
      sessionStartedAt: sessionStartedAt ?? lastMessageAt,
    },
  };
}

type ClaimOutcome = Claim['outcome'] | 'writtenHere';

/** What `claim_message` answers, beyond the reply it started: see migrations/0018_claim_function.sql. */
const claimColumns = {
  ...startedColumns('claim'),
  outcome: sql<ClaimOutcome>`claim.outcome`,
  messageId: answered('claim', 'message_id', messages.id),
  messageContent: answered('claim', 'message_content', messages.content),
  messageCreatedAt: answered('claim', 'message_created_at', messages.createdAt),
  replyType: answered('claim', 'reply_type', messages.type),
  replyContent: answered('claim', 'reply_content', messages.content),
  replyStatus: answered('claim', 'reply_status', messages.status),
  replyEditedAt: answered('claim', 'reply_edited_at', messages.editedAt),
  replyTo: answered('claim', 'reply_reply_to', messages.replyTo),
  replyMemoryUpdated: answered('claim', 'reply_memory_updated', messages.memoryUpdated),
};

/** The reply being written in the conversation, if any (see `stillBeingWritten`). */
async function replyBeingWritten(
  tx: Transaction,
  userId: string,
  characterId: string,
  writer: ReplyWriter,
): Promise<string | undefined> {
  const [row] = await tx.select(writerColumns).from(messages).where(streamingIn(userId, characterId));
  return stillBeingWritten(tx, row, writer);
}

/** The process that writes replies: its instance key, and whether it still writes one. */
export interface ReplyWriter {
  instanceKey: number;
  /**
   * Whether this process still writes the reply, from before it is stored (its id is chosen first)
   * until its end is: a claim that finds it just stored must never take it for one left behind.
   */
  writes(replyId: string): boolean;
}

/** The conversation's companionship, locked until the transaction ends: the writes of one conversation take turns. */
async function lockBond(tx: Transaction, userId: string, characterId: string) {
  const [bond] = await tx
    .select({ lastMessageAt: companionships.lastMessageAt })
    .from(companionships)
    .where(bondOf(userId, characterId))
    .for('update');
  return bond;
}

/** What the end of a complete reply writes of what it taught, planned before anything is written. */
interface Learned {
  affinity: AffinityState;
  writes: LearningWrites;
  /** The memories the reply was written with, to be marked used. */
  used: string[];
}

/** What `learning` makes of the exchange `said` ends, from the memory and affinity the reply read. */
function learnedFrom(
  learning: Learning,
  affinity: AffinityState,
  said: ChatTurn,
  from: LearnedFrom,
  now: Date,
): Learned {
  const stored = learning.from;
  const learned = learning.learn({ memory: stored.memory, affinity }, said);
  return {
    affinity: learned.affinity,
    writes: planLearning(stored, learned.memory, learned.learned, from, now),
    used: usedMemoriesDue(stored, now),
  };
}

export interface ChatRepository {
  /**
   * The user's conversations: every character the user may chat with (liked, and not blocking the
   * user), whether or not a message was exchanged yet, the latest interaction first: the last
   * message, or for a match without messages, the moment it was made.
   */
  conversations(userId: string, page: Page, now: Date): Promise<ConversationSummary[]>;
  /** One page of a conversation, newest first: human messages and chosen replies, a reply being written with its text so far. */
  history(userId: string, characterId: string, page: Page): Promise<ChatMessage[]>;
  /** One message of the conversation, as the history shows it. */
  message(userId: string, characterId: string, messageId: string): Promise<ChatMessage | undefined>;
  /**
   * Stores (and commits) a human message and its reply, `streaming`, for the caller to write; or with
   * an Idempotency-Key already seen, says what became of the first request. One user's claims take turns.
   */
  claim(request: HumanMessageRequest): Promise<Claim>;
  /**
   * The conversation up to `message`, as a prompt reads it, with the companionship as its reply was
   * started and the conversation's `memoryRows`: those `memory` keeps, or else read with the rest.
   */
  conversationBefore(
    message: HumanMessage,
    bond: StoredBond,
    memory: KeptRead<readonly MemoryRow[]>,
  ): Promise<ConversationSoFar>;
  /** Stores the reply's text so far; false once it is no longer being written (stopped by another process). */
  saveProgress(replyId: string, text: string): Promise<boolean>;
  /**
   * Stores how a reply ended and, for a complete one, what the character learned from the exchange
   * (should learning fail: the reply alone, and a warning in the log). Answers the reply as stored;
   * one stopped meanwhile by another process keeps what it had; one that failed without a word is
   * not kept.
   */
  finishReply(
    message: HumanMessage,
    reply: Pick<StartedReply, 'id' | 'createdAt' | 'attempt' | 'bond'>,
    end: { status: Exclude<MessageStatus, 'streaming'>; text: string },
    now: Date,
    learning: Learning | undefined,
  ): Promise<ChatMessage>;
  /** The reply being written in the conversation, if any (one of a process that is gone is interrupted on the way). */
  replyBeingWritten(userId: string, characterId: string): Promise<string | undefined>;
  /** Marks a reply being written `stopped` with the text it has; undefined when it was no longer being written. */
  stopReply(replyId: string): Promise<ChatMessage | undefined>;
  /** Marks `interrupted` every reply whose process is gone. */
  interruptOrphans(): Promise<number>;
  /**
   * Starts another reply to the latest message (the chosen one before becomes an alternative; one
   * cut off before its first word is replaced). notFound when no message of the user is there to answer.
   */
  regenerate(
    userId: string,
    characterId: string,
    replyId: string,
    now: Date,
  ): Promise<Change<{ message: HumanMessage; reply: StartedReply }>>;
  /** Shows this reply instead of its siblings. */
  choose(userId: string, characterId: string, replyId: string): Promise<Change<ChatMessage>>;
  /**
   * Changes the text of a human message, forgetting what the character learned from the old text
   * and learning from the new; when it is the latest, its replies go and a new one is started.
   */
  edit(request: {
    userId: string;
    characterId: string;
    messageId: string;
    content: string;
    now: Date;
    /** The id the new reply gets, if one is started. */
    replyId: string;
  }): Promise<Change<{ message: HumanMessage; edited: ChatMessage; reply: StartedReply | undefined }>>;
  /** Removes a message (a reply with its alternatives), and what the character learned from a human one. */
  remove(userId: string, characterId: string, messageId: string): Promise<Change<null>>;
}

/** Told when the repository changed what a character remembers of a user, once it is committed. */
export interface MemoryChanges {
  changed(userId: string): void;
}

/**
 * `log` hears of what the character could not learn (the conversation goes on without it); `writer`
 * names this process in the replies it starts, so that any process can tell a reply still being
 * written from one whose process is gone.
 */

export function createChatRepository(
  db: Database,
  log: FastifyBaseLogger,
  writer: ReplyWriter,
  memories: MemoryChanges,
): ChatRepository {
  /** Runs `work`, which may change the user's memories, and tells of it once it has ended. */
  async function changingMemories<T>(userId: string, work: PromiseLike<T>): Promise<T> {
    try {
      return await work;
    } finally {
      memories.changed(userId);
    }
  }
  const reads = conversationReads(db);
  const ends = replyEnds(db);
  /** Built once, as `conversationReads`: every send claims its message. */
  const claiming = db
    .select(claimColumns)
    .from(
      sql`claim_message(
        user_id => ${sql.placeholder('userId')}, character_id => ${sql.placeholder('characterId')},
        content => ${sql.placeholder('content')}, idempotency_key => ${sql.placeholder('idempotencyKey')},
        request_hash => ${sql.placeholder('requestHash')}, at_now => ${sql.placeholder('now')},
        daily_quota => ${sql.placeholder('dailyQuota')}, new_message_id => ${sql.placeholder('messageId')},
        new_reply_id => ${sql.placeholder('replyId')}, instance_key => ${writer.instanceKey},
        instances_lock => ${advisoryLocks.instances}, gap_ms => ${SESSION_GAP_MS}) AS claim`,
    )
    .prepare('claim_message');

  /** Starts a reply to `message` (see `start_reply` in migrations/0018_claim_function.sql); the caller holds the conversation's lock. */
  async function startReply(tx: Transaction, message: HumanMessage, replyId: string, now: Date): Promise<StartedReply> {
    const [row] = await tx.select(startedColumns('started')).from(sql`start_reply(
      message_id => ${message.id}, new_reply_id => ${replyId}, at_now => ${now},
      instance_key => ${writer.instanceKey}, gap_ms => ${SESSION_GAP_MS}) AS started`);
    return startedReply(row);
  }

  /** The replies to a message before a new one (see `set_aside_replies` in migrations/0018_claim_function.sql). */
  async function setAsideReplies(tx: Transaction, messageId: string) {
    await tx.execute(sql`SELECT set_aside_replies(${messageId})`);
  }

  /** Points the conversation's latest message at the newest one shown (none once all are gone). */
  async function refreshLatest(tx: Transaction, userId: string, characterId: string) {
    const [latest] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(ofConversation(userId, characterId), prompted))
      .orderBy(desc(messages.createdAt))
      .limit(1);
    await tx
      .update(companionships)
      .set({ lastMessageId: latest?.id ?? null })
      .where(bondOf(userId, characterId));
  }

  /** Forgets what a message told, and learns what `replacement` tells, when the user takes it back or rewrites it. */
  async function unlearn(tx: Transaction, message: HumanMessage, replacement: string | undefined, now: Date) {
    const from = { userId: message.userId, characterId: message.characterId, messageId: message.id };
    try {
      await tx.transaction(async (savepoint) => {
        await forgetLearnedFrom(savepoint, { ...from, content: message.content });
        if (!replacement) return;
        const stored = await loadMemory(savepoint, message.userId, message.characterId);
        const learned = extractFactsByRules(replacement, now, stored.memory.facts);
        const facts = rememberFacts(stored.memory.facts, learned);
        await storeLearning(savepoint, stored, { ...stored.memory, facts }, learned, from, now);
      });
    } catch (error) {
      log.warn(
        { err: error, messageId: message.id },
        'Forgetting what a message told failed: the change is stored without it',
      );
    }
  }

  return {
    async conversations(userId, { page, limit }, now) {
      const blocked = await blockedCharacterIds(db, userId);
      // A match without a message yet counts from the moment it was made.
      const lastInteraction = sql<Date>`COALESCE(${companionships.lastMessageAt}, ${interactions.updatedAt})`.mapWith(
        interactions.updatedAt,
      );
      const rows = await db
        .select({
          characterId: interactions.characterId,
          name: characters.name,
          profileImageUrl: characters.profileImageUrl,
          lastInteraction,
          lastMessage: messages.content,
          affinityScore: companionships.affinityScore,
          affinityUpdatedAt: companionships.affinityUpdatedAt,
        })
        .from(interactions)
        .innerJoin(characters, eq(characters.slug, interactions.characterId))
        .leftJoin(
          companionships,
          and(eq(companionships.userId, interactions.userId), eq(companionships.characterId, interactions.characterId)),
        )
        .leftJoin(messages, eq(messages.id, companionships.lastMessageId))
        .where(
          and(
            eq(interactions.userId, userId),
            eq(interactions.type, 'like'),
            notInArray(interactions.characterId, blocked),
          ),
        )
        // The character id breaks ties, so pages never repeat or skip a conversation that shares its time.
        .orderBy(desc(lastInteraction), interactions.characterId)
        .limit(limit)
        .offset((page - 1) * limit);
      return rows.map((row) => ({
        _id: row.characterId,
        name: row.name,
        profileImageUrl: row.profileImageUrl,
        lastInteraction: row.lastInteraction.toISOString(),
        lastMessage: { content: row.lastMessage ?? '' },
        affinity: currentAffinity(
          row.affinityScore === null
            ? INITIAL_AFFINITY
            : { score: row.affinityScore, updatedAt: row.affinityUpdatedAt },
          now,
        ),
      }));
    },

    async history(userId, characterId, { page, limit }) {
      const rows = await db
        .select(chatMessageColumns)
        .from(messages)
        .where(and(ofConversation(userId, characterId), shown))
        .orderBy(desc(messages.createdAt))
        .limit(limit)
        .offset((page - 1) * limit);
      return withAlternatives(db, rows);
    },

    async message(userId, characterId, messageId) {
      const rows = await db
        .select(chatMessageColumns)
        .from(messages)
        .where(and(ofConversation(userId, characterId), eq(messages.id, messageId)));
      const [message] = await withAlternatives(db, rows);
      return message;
    },

    async claim(request) {
      const { userId, characterId, content, idempotency, now, dailyQuota, replyId } = request;
      const values = {
        userId,
        characterId,
        content,
        idempotencyKey: idempotency?.key ?? null,
        requestHash: idempotency?.hash ?? null,
        now,
        dailyQuota,
        messageId: randomUUID(),
        replyId,
      };
      for (;;) {
        const [row] = await claiming.execute(values);
        if (!row) throw new Error('The claim answered nothing');
        const message = (): HumanMessage => {
          if (!row.messageId || row.messageContent == null || !row.messageCreatedAt) {
            throw new Error(`The claim (${row.outcome}) answered no message`);
          }
          return {
            id: row.messageId,
            userId,
            characterId,
            content: row.messageContent,
            createdAt: row.messageCreatedAt,
          };
        };
        switch (row.outcome) {
          case 'claimed':
            return { outcome: 'claimed', message: message(), reply: startedReply(row) };
          case 'answered': {
            const { id, createdAt, replyType, replyContent, replyStatus } = row;
            if (!id || !createdAt || !replyType || replyContent == null || !replyStatus) {
              throw new Error('The claim answered no reply');
            }
            const reply = toChatMessage({
              id,
              type: replyType,
              content: replyContent,
              createdAt,
              status: replyStatus,
              editedAt: row.replyEditedAt,
              replyTo: row.replyTo,
              memoryUpdated: row.replyMemoryUpdated,
            });
            return { outcome: 'answered', message: message(), reply };
          }
          case 'writtenHere':
            if (!row.id) throw new Error('The claim answered no reply');
            if (writer.writes(row.id)) return { outcome: 'answering', replyId: row.id };
            // This process wrote it, but its end could not be stored: the claim goes on without it.
            await interruptReply(db, row.id);
            continue;
          case 'answering':
            if (!row.id) throw new Error('The claim answered no reply');
            return { outcome: 'answering', replyId: row.id };
          case 'keyReused':
          case 'quotaReached':
            return { outcome: row.outcome };
        }
      }
    },

    async conversationBefore(message, bond, memory) {
      const { userId, characterId, content, createdAt } = message;
      const values: ReadValues = { userId, characterId, content, createdAt };
      const read = async (statement: (typeof reads)[keyof typeof reads]) => {
        const [row] = await statement.execute(values);
        if (!row) throw new Error('The conversation read answered no row');
        return row;
      };
      // Memories not kept are read with the conversation, in the same round trip.
      let withMemory: ReturnType<typeof read> | undefined;
      const kept = memory(() => {
        withMemory = read(reads.withRecallAndMemory);
        return withMemory.then((row) => toMemoryRows(row.memory));
      });
      const [row, rows] = await Promise.all([withMemory ?? read(reads.withRecall), kept]).catch((error: unknown) => {
        // Recall only adds to a prompt: a search that fails costs the reply nothing.
        log.warn({ err: error, userId, characterId }, 'Recall failed: the reply is written without it');
        return Promise.all([read(reads.withoutRecall), withMemory ? memoryRows(db, userId, characterId) : kept]);
      });
      return {
        history: row.history.map(([type, content, at]) => ({ type, content, timestamp: new Date(at).toISOString() })),
        turnCount: row.turns,
        stored: storedMemory(rows, bond.memory),
        recalled: row.recalled ? toRecollections(row.recalled) : [],
        affinity: bond.affinity,
      };
    },

    async saveProgress(replyId, text) {
      const saved = await db
        .update(messages)
        .set({ content: text })
        .where(and(eq(messages.id, replyId), eq(messages.status, 'streaming')))
        .returning({ id: messages.id });
      return saved.length > 0;
    },

    async finishReply(message, reply, end, now, learning) {
      const { id: replyId, attempt, bond } = reply;
      const { userId, characterId } = message;
      const storedReply = async () => {
        const [stored] = await db.select(chatMessageColumns).from(messages).where(eq(messages.id, replyId));
        if (!stored) throw new Error(`The reply ${replyId} is gone`);
        return toChatMessage(stored);
      };
      // A reply that failed before its first word is no message: the human one stays unanswered, to retry.
      if (end.status === 'failed' && !end.text) {
        const [dropped] = await db
          .delete(messages)
          .where(and(eq(messages.id, replyId), eq(messages.status, 'streaming')))
          .returning(chatMessageColumns);
        return dropped ? toChatMessage({ ...dropped, status: 'failed', content: '' }) : storedReply();
      }
      const from = { userId, characterId, messageId: message.id };
      const endReply = async (learned: Learned | undefined) => {
        const values: EndValues = {
          replyId,
          status: end.status,
          text: end.text,
          freshFacts: learned?.writes.freshFacts ?? false,
          userId,
          characterId,
          said: end.text !== '',
          learning: learned !== undefined,
          score: learned?.affinity.score ?? null,
          affinityUpdatedAt: learned?.affinity.updatedAt?.toISOString() ?? null,
          day: learned?.affinity.day ?? null,
          dayWarmth: learned?.affinity.dayWarmth ?? null,
          summarizedUntil: learned?.writes.summarizedUntil ?? null,
          ...learningValues(learned?.writes, learned?.used ?? [], now),
        };
        const memoryWrites = learned && (learned.used.length > 0 || !writesNothing(learned.writes));
        const [row] = await (memoryWrites
          ? changingMemories(userId, ends.learning.execute(values))
          : ends.plain.execute(values));
        return row;
      };

      // The companionship as the reply started is the one it ends: no other reply of the conversation
      // is written meanwhile, and only a reply's end changes the affinity.
      const said = { type: 'ai', content: end.text, timestamp: reply.createdAt.toISOString() } as const;
      let finished: MessageRow | undefined;
      try {
        finished = await endReply(learning && learnedFrom(learning, bond.affinity, said, from, now));
      } catch (error) {
        // The reply matters more than what the character learns from it: should learning fail (a bug,
        // a memory the database refuses), the reply is still stored and answered, and the next
        // exchange learns again from the history.
        if (!learning) throw error;
        log.warn(
          { err: error, userId, characterId, messageId: message.id },
          'Learning from an exchange failed: the reply is stored without it',
        );
        finished = await endReply(undefined);
      }
      if (!finished) return storedReply();
      // The first reply to a message has no siblings yet.
      if (attempt === 0) return toChatMessage(finished);
      const [withSiblings] = await withAlternatives(db, [finished]);
      return withSiblings ?? toChatMessage(finished);
    },

    replyBeingWritten: (userId, characterId) =>
      db.transaction((tx) => replyBeingWritten(tx, userId, characterId, writer)),

    async stopReply(replyId) {
      const [stopped] = await db
        .update(messages)
        .set({ status: 'stopped', generatingInstance: null })
        .where(and(eq(messages.id, replyId), eq(messages.status, 'streaming')))
        .returning(chatMessageColumns);
      return stopped && toChatMessage(stopped);
    },

    async interruptOrphans() {
      const interrupted = await db
        .update(messages)
        .set({ status: 'interrupted', generatingInstance: null })
        .where(and(eq(messages.status, 'streaming'), not(instanceAlive(messages.generatingInstance))))
        .returning({ id: messages.id });
      return interrupted.length;
    },

    regenerate(userId, characterId, replyId, now) {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
        if (await replyBeingWritten(tx, userId, characterId, writer)) return { outcome: 'answering' } as const;
        const bond = await lockBond(tx, userId, characterId);
        const [latest] = await tx
          .select({ ...humanMessageColumns, type: messages.type, replyTo: messages.replyTo })
          .from(messages)
          .where(and(ofConversation(userId, characterId), shown))
          .orderBy(desc(messages.createdAt))
          .limit(1);
        const answered = latest?.type === 'human' ? latest.id : latest?.replyTo;
        if (!bond || !answered) return { outcome: 'notFound' } as const;
        const [message] = await tx.select(humanMessageColumns).from(messages).where(eq(messages.id, answered));
        if (!message) return { outcome: 'notFound' } as const;
        await setAsideReplies(tx, message.id);
        const reply = await startReply(tx, message, replyId, now);
        return { outcome: 'changed', value: { message, reply } } as const;
      });
    },

    choose(userId, characterId, replyId) {
      return db.transaction(async (tx) => {
        await lockBond(tx, userId, characterId);
        const [reply] = await tx
          .select({ replyTo: messages.replyTo, status: messages.status })
          .from(messages)
          .where(and(ofConversation(userId, characterId), eq(messages.id, replyId), eq(messages.type, 'ai')));
        if (!reply?.replyTo) return { outcome: 'notFound' } as const;
        if (await replyBeingWritten(tx, userId, characterId, writer)) return { outcome: 'answering' } as const;
        await tx
          .update(messages)
          .set({ chosen: false })
          .where(and(eq(messages.replyTo, reply.replyTo), eq(messages.chosen, true)));
        const [chosen] = await tx
          .update(messages)
          .set({ chosen: true })
          .where(eq(messages.id, replyId))
          .returning(chatMessageColumns);
        if (!chosen) return { outcome: 'notFound' } as const;
        await refreshLatest(tx, userId, characterId);
        const [withSiblings] = await withAlternatives(tx, [chosen]);
        return { outcome: 'changed', value: withSiblings ?? toChatMessage(chosen) } as const;
      });
    },

    edit({ userId, characterId, messageId, content, now, replyId }) {
      // Unlearning what the message told changes the memories.
      return changingMemories(
        userId,
        db.transaction(async (tx) => {
          await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
          const [message] = await tx
            .select(humanMessageColumns)
            .from(messages)
            .where(and(ofConversation(userId, characterId), eq(messages.id, messageId), eq(messages.type, 'human')));
          if (!message) return { outcome: 'notFound' } as const;
          if (await replyBeingWritten(tx, userId, characterId, writer)) return { outcome: 'answering' } as const;
          await lockBond(tx, userId, characterId);
          const [edited] = await tx
            .update(messages)
            .set({ content, editedAt: now })
            .where(eq(messages.id, messageId))
            .returning(chatMessageColumns);
          if (!edited) return { outcome: 'notFound' } as const;
          await unlearn(tx, message, content, now);
          const [later] = await tx
            .select({ id: messages.id })
            .from(messages)
            .where(
              and(
                ofConversation(userId, characterId),
                eq(messages.type, 'human'),
                gt(messages.createdAt, message.createdAt),
              ),
            )
            .limit(1);
          const updated = { ...message, content };
          if (later)
            return {
              outcome: 'changed',
              value: { message: updated, edited: toChatMessage(edited), reply: undefined },
            } as const;
          // The replies answered words that are gone: a new one answers the new words.
          await tx.delete(messages).where(eq(messages.replyTo, messageId));
          const reply = await startReply(tx, updated, replyId, now);
          await refreshLatest(tx, userId, characterId);
          return { outcome: 'changed', value: { message: updated, edited: toChatMessage(edited), reply } } as const;
        }),
      );
    },

    remove(userId, characterId, messageId) {
      return changingMemories(
        userId,
        db.transaction(async (tx) => {
          await lockBond(tx, userId, characterId);
          const [message] = await tx
            .select({ ...humanMessageColumns, type: messages.type, replyTo: messages.replyTo, status: messages.status })
            .from(messages)
            .where(and(ofConversation(userId, characterId), eq(messages.id, messageId)));
          if (!message) return { outcome: 'notFound' } as const;
          if (message.status === 'streaming') return { outcome: 'answering' } as const;
          if (message.type === 'ai' && message.replyTo) {
            const siblings = await tx
              .select({ status: messages.status })
              .from(messages)
              .where(and(eq(messages.replyTo, message.replyTo), eq(messages.status, 'streaming')));
            if (siblings.length > 0) return { outcome: 'answering' } as const;
            await tx.delete(messages).where(and(eq(messages.replyTo, message.replyTo), eq(messages.type, 'ai')));
          } else {
            await tx.delete(messages).where(eq(messages.id, messageId));
            if (message.type === 'human') await unlearn(tx, message, undefined, new Date());
          }
          await refreshLatest(tx, userId, characterId);
          return { outcome: 'changed', value: null } as const;
        }),
      );
    },
  };
}

import type { ChatMessage, ConversationSummary } from '@kindred/contract';
import { and, count, desc, eq, gt, lt, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import {
  type AffinityState,
  type ChatTurn,
  currentAffinity,
  emptyMemory,
  INITIAL_AFFINITY,
  MEMORY_WINDOW_TURNS,
  type Memory,
  memoryFact,
  memory as memorySchema,
} from '../../../companion';
import type { Database, Transaction } from '../../../db/database';
import { instanceAlive } from '../../../db/instance';
import { characters, companionships, interactions, messages, users } from '../../../db/schema';
import { blockedCharacterIds } from '../interactions/repository';

const DAY_MS = 24 * 60 * 60 * 1000;

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

export interface HumanMessageRequest {
  userId: string;
  characterId: string;
  /** Trimmed. */
  content: string;
  /** The request's Idempotency-Key and the hash of what it was sent with. */
  idempotency: { key: string; hash: string } | undefined;
  now: Date;
  /**
   * Until when the caller may answer the message before a retry of its key may take over, should
   * this process live on without answering (a retry takes over at once once the process is gone).
   */
  answeringUntil: Date;
  /** Human messages a user may send in 24 hours. */
  dailyQuota: number;
}

/** What came of asking to answer a message. */
export type Claim =
  /** A new message was stored, or a retried one is free to answer again: the caller answers it. */
  | { outcome: 'claimed'; message: HumanMessage }
  /** The key's message already has its reply. */
  | { outcome: 'answered'; reply: string }
  /** The key's message is being answered by another request right now. */
  | { outcome: 'answering' }
  /** The key was used for another request. */
  | { outcome: 'keyReused' }
  | { outcome: 'quotaReached' };

/** What a character keeps of a user between messages. */
export interface Bond {
  memory: Memory;
  affinity: AffinityState;
}

/** What an answer to a human message reads: the conversation up to it. */
export interface ConversationSoFar extends Bond {
  /** The latest MEMORY_WINDOW_TURNS messages before it, oldest first. */
  history: ChatTurn[];
  /** How many messages came before it. */
  turnCount: number;
}

/** The new memory and affinity once `reply` (stored) answers the message. */
export type Learn = (bond: Bond, reply: ChatTurn) => Bond;

/**
 * The stored memory, or what of it is still valid when it does not parse (written by an older
 * version, or damaged): a memory that cannot be read costs what is unreadable in it, never the
 * conversation. The next exchange stores it whole again.
 */
function readMemory(
  stored: unknown,
  log: FastifyBaseLogger,
  conversation: Pick<HumanMessage, 'userId' | 'characterId'>,
): Memory {
  const parsed = memorySchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const { userId, characterId } = conversation;
  log.warn({ userId, characterId, err: parsed.error }, 'A stored memory did not parse: using what of it is valid');
  const { facts, summary, summarizedUntil } = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >;
  return {
    facts: (Array.isArray(facts) ? facts : []).flatMap((fact) => {
      const valid = memoryFact.safeParse(fact);
      return valid.success ? [valid.data] : [];
    }),
    summary: typeof summary === 'string' ? summary : '',
    summarizedUntil: typeof summarizedUntil === 'string' ? summarizedUntil : null,
  };
}

/** Every message of a conversation is later than the one before, even when clocks of two processes disagree. */
function nextTimestamp(now: Date, previous: Date | undefined): Date {
  return previous && now.getTime() <= previous.getTime() ? new Date(previous.getTime() + 1) : now;
}

const ofConversation = (userId: string, characterId: string) =>
  and(eq(messages.userId, userId), eq(messages.characterId, characterId));
const bondOf = (userId: string, characterId: string) =>
  and(eq(companionships.userId, userId), eq(companionships.characterId, characterId));

/** A companionship's columns that hold its AffinityState. */
const affinityColumns = {
  score: companionships.affinityScore,
  updatedAt: companionships.affinityUpdatedAt,
  day: companionships.affinityDay,
  dayWarmth: companionships.affinityDayWarmth,
};

function affinityValues(affinity: AffinityState) {
  return {
    affinityScore: affinity.score,
    affinityUpdatedAt: affinity.updatedAt,
    affinityDay: affinity.day,
    affinityDayWarmth: affinity.dayWarmth,
  };
}

const humanMessageColumns = {
  id: messages.id,
  userId: messages.userId,
  characterId: messages.characterId,
  content: messages.content,
  createdAt: messages.createdAt,
};

/** The message sent with `key` and, when there is one, its reply. */
async function findByIdempotencyKey(tx: Transaction, userId: string, key: string) {
  const reply = alias(messages, 'reply');
  const [row] = await tx
    .select({
      message: humanMessageColumns,
      requestHash: messages.requestHash,
      answeringUntil: messages.answeringUntil,
      /** The process that claimed it last has stopped: whatever it was answering, it answers no more. */
      answererGone: sql<boolean>`${messages.answeringInstance} IS NOT NULL AND NOT ${instanceAlive(messages.answeringInstance)}`,
      reply: reply.content,
    })
    .from(messages)
    .leftJoin(reply, eq(reply.replyTo, messages.id))
    .where(and(eq(messages.userId, userId), eq(messages.idempotencyKey, key)));
  return row;
}

async function sentInLastDay(tx: Transaction, userId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ sent: count() })
    .from(messages)
    // A literal, so the partial index on human messages applies.
    .where(
      and(
        eq(messages.userId, userId),
        sql`${messages.type} = 'human'`,
        gt(messages.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return row?.sent ?? 0;
}

async function insertHumanMessage(
  tx: Transaction,
  request: HumanMessageRequest,
  answeringInstance: number,
): Promise<HumanMessage> {
  const { userId, characterId, content, idempotency, now, answeringUntil } = request;
  const [bond] = await tx
    .select({ lastMessageAt: companionships.lastMessageAt })
    .from(companionships)
    .where(bondOf(userId, characterId))
    .for('update');
  const [message] = await tx
    .insert(messages)
    .values({
      userId,
      characterId,
      type: 'human',
      content,
      createdAt: nextTimestamp(now, bond?.lastMessageAt),
      idempotencyKey: idempotency?.key,
      requestHash: idempotency?.hash,
      answeringUntil,
      answeringInstance,
    })
    .returning(humanMessageColumns);
  if (!message) throw new Error('The message was not stored');
  const latest = { lastMessageId: message.id, lastMessageAt: message.createdAt, updatedAt: now };
  await tx
    .insert(companionships)
    .values({ userId, characterId, memory: emptyMemory(), ...affinityValues(INITIAL_AFFINITY), ...latest })
    .onConflictDoUpdate({ target: [companionships.userId, companionships.characterId], set: latest });
  return message;
}

export interface ChatRepository {
  /**
   * The user's conversations: every character the user may chat with (liked, and not blocking the
   * user), whether or not a message was exchanged yet, the latest interaction first: the last
   * message, or for a match without messages, the moment it was made.
   */
  conversations(userId: string, page: Page, now: Date): Promise<ConversationSummary[]>;
  /** One page of a conversation, newest first. */
  history(userId: string, characterId: string, page: Page): Promise<ChatMessage[]>;
  /**
   * Stores (and commits) a human message for the caller to answer, or with an Idempotency-Key
   * already seen, says what became of the first request. One user's claims take turns.
   */
  claim(request: HumanMessageRequest): Promise<Claim>;
  /** Lets a retry of the message's key answer it at once (its answer failed). */
  release(message: HumanMessage): Promise<void>;
  conversationBefore(message: HumanMessage): Promise<ConversationSoFar>;
  /**
   * Stores the reply to `message` with what the character learned from the exchange; should learning
   * fail, the reply alone (and a warning in the log). Answers the reply stored first when another
   * request answered the message meanwhile.
   */
  storeReply(message: HumanMessage, text: string, now: Date, learn: Learn): Promise<string>;
}

/**
 * `log` hears of what the character could not learn (the conversation goes on without it);
 * `instanceKey` names this process in the messages it claims (db/instance.ts), so that a retry can
 * tell a claim of a process that has stopped from one still being answered.
 */
export function createChatRepository(db: Database, log: FastifyBaseLogger, instanceKey: number): ChatRepository {
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
        .select({ id: messages.id, type: messages.type, content: messages.content, createdAt: messages.createdAt })
        .from(messages)
        .where(ofConversation(userId, characterId))
        .orderBy(desc(messages.createdAt))
        .limit(limit)
        .offset((page - 1) * limit);
      return rows.map((row) => ({
        _id: row.id,
        type: row.type,
        content: row.content,
        timestamp: row.createdAt.toISOString(),
      }));
    },

    claim(request) {
      const { userId, idempotency, now, answeringUntil } = request;
      return db.transaction(async (tx): Promise<Claim> => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
        const earlier = idempotency && (await findByIdempotencyKey(tx, userId, idempotency.key));
        if (earlier) {
          if (earlier.requestHash !== idempotency.hash) return { outcome: 'keyReused' };
          if (earlier.reply !== null) return { outcome: 'answered', reply: earlier.reply };
          if (earlier.answeringUntil && earlier.answeringUntil > now && !earlier.answererGone) {
            return { outcome: 'answering' };
          }
          await tx
            .update(messages)
            .set({ answeringUntil, answeringInstance: instanceKey })
            .where(eq(messages.id, earlier.message.id));
          return { outcome: 'claimed', message: earlier.message };
        }
        if ((await sentInLastDay(tx, userId, now)) >= request.dailyQuota) return { outcome: 'quotaReached' };
        return { outcome: 'claimed', message: await insertHumanMessage(tx, request, instanceKey) };
      });
    },

    async release(message) {
      await db
        .update(messages)
        .set({ answeringUntil: null, answeringInstance: null })
        .where(eq(messages.id, message.id));
    },

    async conversationBefore(message) {
      const before = and(
        ofConversation(message.userId, message.characterId),
        lt(messages.createdAt, message.createdAt),
      );
      const [recent, [counted], [bond]] = await Promise.all([
        db
          .select({ type: messages.type, content: messages.content, createdAt: messages.createdAt })
          .from(messages)
          .where(before)
          .orderBy(desc(messages.createdAt))
          .limit(MEMORY_WINDOW_TURNS),
        db.select({ turns: count() }).from(messages).where(before),
        db
          .select({ memory: companionships.memory, affinity: affinityColumns })
          .from(companionships)
          .where(bondOf(message.userId, message.characterId)),
      ]);
      return {
        history: recent
          .reverse()
          .map((row) => ({ type: row.type, content: row.content, timestamp: row.createdAt.toISOString() })),
        turnCount: counted?.turns ?? 0,
        memory: bond ? readMemory(bond.memory, log, message) : emptyMemory(),
        affinity: bond?.affinity ?? INITIAL_AFFINITY,
      };
    },

    storeReply(message, text, now, learn) {
      const { userId, characterId } = message;
      return db.transaction(async (tx) => {
        const [bond] = await tx
          .select({
            memory: companionships.memory,
            affinity: affinityColumns,
            lastMessageAt: companionships.lastMessageAt,
          })
          .from(companionships)
          .where(bondOf(userId, characterId))
          .for('update');
        if (!bond) throw new Error(`The conversation of message ${message.id} is gone`);
        const [earlier] = await tx
          .select({ content: messages.content })
          .from(messages)
          .where(eq(messages.replyTo, message.id));
        if (earlier) return earlier.content;

        const createdAt = nextTimestamp(now, bond.lastMessageAt);
        const [reply] = await tx
          .insert(messages)
          .values({ userId, characterId, type: 'ai', content: text, createdAt, replyTo: message.id })
          .returning({ id: messages.id });
        if (!reply) throw new Error('The reply was not stored');
        await tx
          .update(companionships)
          .set({ lastMessageId: reply.id, lastMessageAt: createdAt, updatedAt: now })
          .where(bondOf(userId, characterId));
        await tx.update(messages).set({ answeringUntil: null }).where(eq(messages.id, message.id));

        // The reply matters more than what the character learns from it: should learning fail (a bug,
        // a memory the database refuses), its savepoint alone is undone, the reply is still stored and
        // answered, and the next exchange learns again from the history.
        try {
          await tx.transaction(async (savepoint) => {
            const learned = learn(
              { memory: readMemory(bond.memory, log, message), affinity: bond.affinity },
              { type: 'ai', content: text, timestamp: createdAt.toISOString() },
            );
            await savepoint
              .update(companionships)
              .set({ memory: learned.memory, ...affinityValues(learned.affinity) })
              .where(bondOf(userId, characterId));
          });
        } catch (error) {
          log.warn(
            { err: error, userId, characterId, messageId: message.id },
            'Learning from an exchange failed: the reply is stored without it',
          );
        }
        return text;
      });
    },
  };
}

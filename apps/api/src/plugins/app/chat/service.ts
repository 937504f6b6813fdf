import { type ChatMessage, type ConversationSummary, crisisLineOf } from '@kindred/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock';
import { type CompanionModel, currentAffinity, nextAffinity, updateMemory } from '../../../companion';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../http/http-error';
import type { AccountUser } from '../accounts/users';
import type { CharactersRepository } from '../characters/repository';
import { interactionMessages } from '../interactions/messages';
import { chatAccess } from '../interactions/repository';
import { type ReadCache, scopes } from '../read-cache/read-cache';
import type { Settings } from '../settings/service';
import { replyWithin } from './deadline';
import { chatMessages } from './messages';
import { createChatRepository, type Learn, type Page } from './repository';
import { requestHash } from './request-headers';
import { sessionStartOf } from './session';

/**
 * How long past the model's time limit a message stays claimed by a request that failed without
 * releasing it while its process lives on (a claim of a process that has stopped lapses at once).
 */
const ANSWER_GRACE_MS = 15_000;

export interface SendRequest {
  user: Pick<AccountUser, 'id' | 'name' | 'age'>;
  characterId: string;
  /** Trimmed and well-formed: no lone surrogate. */
  message: string;
  idempotencyKey: string | undefined;
  /** The IANA time zone the browser reports; the one the user chose in their settings, if any, comes first. */
  timeZone: string;
  /** The user's preferred locale (`en-GB`), empty when unknown: chooses the crisis line by default. */
  locale: string;
}

export interface Chat {
  /** Every character the user may chat with, messaged or not yet; never one that blocked the user. */
  conversations(userId: string, page: Page): Promise<ConversationSummary[]>;
  /** Answers 404 for an unknown character, 403 for one that blocked the user. */
  history(userId: string, characterId: string, page: Page): Promise<ChatMessage[]>;
  /**
   * Stores the user's message, has the character answer it, stores the reply and what the character
   * learned, and answers the reply text. Model failures are thrown as they come (CompanionModelError),
   * after the message is stored; everything the client did wrong is an HttpError.
   */
  send(request: SendRequest): Promise<string>;
}

export interface ChatOptions {
  db: Database;
  /** Forgotten at once when this process changes a conversation (the database tells the others). */
  cache: ReadCache;
  characters: CharactersRepository;
  model: CompanionModel;
  /** The user's settings: their time zone and how the character looks after them. */
  settings: Settings;
  clock: Clock;
  /** How long the model may take for one reply. */
  modelTimeoutMs: number;
  /** Human messages a user may send in 24 hours. */
  dailyQuota: number;
  /** Hears of what a character could not learn from an exchange. */
  log: FastifyBaseLogger;
  /** This process's instance key (db/instance.ts), named by the messages it is answering. */
  instanceKey: number;
}

export function createChat({
  db,
  cache,
  characters,
  model,
  settings,
  clock,
  modelTimeoutMs,
  dailyQuota,
  log,
  instanceKey,
}: ChatOptions): Chat {
  const repository = createChatRepository(db, log, instanceKey);

  async function findCharacter(characterId: string) {
    const character = await characters.findById(characterId);
    if (!character) throw new HttpError(404, interactionMessages.characterNotFound);
    return character;
  }

  async function answer({
    user,
    characterId,
    message,
    idempotencyKey,
    timeZone: browserTimeZone,
    locale,
  }: SendRequest): Promise<string> {
    const character = await findCharacter(characterId);
    const access = await chatAccess(db, user.id, characterId);
    if (access === 'blocked') throw new HttpError(403, chatMessages.blocked);
    if (access === 'notLiked') throw new HttpError(403, chatMessages.notLiked);
    const chosen = await settings.of(user.id);
    const timeZone = chosen.timeZone ?? browserTimeZone;

    const now = clock();
    const claim = await repository.claim({
      userId: user.id,
      characterId,
      content: message,
      idempotency: idempotencyKey ? { key: idempotencyKey, hash: requestHash(characterId, message) } : undefined,
      now,
      answeringUntil: new Date(now.getTime() + modelTimeoutMs + ANSWER_GRACE_MS),
      dailyQuota,
    });
    switch (claim.outcome) {
      case 'answered':
        return claim.reply;
      case 'answering':
        throw new HttpError(409, chatMessages.stillAnswering);
      case 'keyReused':
        throw new HttpError(422, chatMessages.idempotencyKeyReused);
      case 'quotaReached':
        throw new HttpError(429, chatMessages.dailyQuota(dailyQuota));
    }

    const human = claim.message;
    try {
      const [conversation, sessionStartedAt] = await Promise.all([
        repository.conversationBefore(human),
        sessionStartOf(db, human),
      ]);
      const previousMessageAt = conversation.history.at(-1)?.timestamp;
      const output = await replyWithin(
        model,
        {
          userId: user.id,
          character,
          userName: user.name,
          userAge: user.age,
          now: clock(),
          timeZone,
          previousMessageAt: previousMessageAt ? new Date(previousMessageAt) : null,
          memory: conversation.memory,
          affinity: currentAffinity(conversation.affinity, human.createdAt).level,
          history: conversation.history,
          turnCount: conversation.turnCount,
          message: human.content,
          care: {
            crisisLine: crisisLineOf(chosen.crisisLineId, locale),
            breakReminders: chosen.breakReminders,
            sessionStartedAt,
          },
        },
        modelTimeoutMs,
      );
      const humanTurn = { type: 'human', content: human.content, timestamp: human.createdAt.toISOString() } as const;
      const learn: Learn = (bond, reply) => ({
        memory: updateMemory({
          memory: bond.memory,
          facts: output.facts ?? [],
          history: [...conversation.history, humanTurn, reply],
          timeZone,
        }),
        affinity: nextAffinity({ state: bond.affinity, message: human.content, at: human.createdAt, timeZone }),
      });
      return await repository.storeReply(human, output.text, clock(), learn);
    } catch (error) {
      // The message stays, and a retry of its key may ask again at once (or, should this fail
      // too, once the claim lapses).
      await repository.release(human).catch(() => undefined);
      throw error;
    }
  }

  return {
    conversations: (userId, page) => repository.conversations(userId, page, clock()),

    async history(userId, characterId, page) {
      await findCharacter(characterId);
      // A conversation a character closed is not shown, not even what was said before.
      if ((await chatAccess(db, userId, characterId)) === 'blocked') throw new HttpError(403, chatMessages.blocked);
      return repository.history(userId, characterId, page);
    },

    async send(request) {
      try {
        return await answer(request);
      } finally {
        // The database tells every process of the new messages, this one too, but only a moment
        // after the commit: this process forgets at once, so the reply is never followed by an older poll.
        cache.forget(scopes.user(request.user.id));
      }
    },
  };
}

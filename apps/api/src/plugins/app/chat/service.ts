import { randomUUID } from 'node:crypto';
import {
  type ChatMessage,
  type ChatStreamEvent,
  type ConversationSummary,
  crisisLineOf,
  type EditMessageResponse,
  STREAM_EVENT,
} from '@kindred/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock';
import {
  type ChatTurn,
  type CompanionCharacter,
  type CompanionModel,
  currentAffinity,
  dateRange,
  nextAffinity,
  type ReplyInput,
  replyStream,
  summarizeTurns,
  summaryDue,
  updateMemory,
} from '../../../companion';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../http/http-error';
import type { AccountUser } from '../accounts/users';
import type { CharactersRepository } from '../characters/repository';
import { interactionMessages } from '../interactions/messages';
import { chatAccess } from '../interactions/repository';
import { type ReadCache, scopes } from '../read-cache/read-cache';
import type { Settings } from '../settings/service';
import type { ChangeSignals } from './change-signals';
import { keptMemoryRows, loadMemory, storeSummary } from './memories';
import { chatMessages } from './messages';
import { type ReplyEvent, type ReplyJob, startReplyJob } from './reply-job';
import { createChatRepository, type HumanMessage, type Learning, type Page, type StartedReply } from './repository';
import { requestHash } from './request-headers';

/** How often a follower of a reply written by another process reads it again when no notification came. */
const STORED_REPLY_RECHECK_MS = 1_000;

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

/** A reply asked for: being written by `job`, or (a retried send) already there. */
export interface Started {
  /** The stored human message, on a send. */
  human?: ChatMessage;
  /** The reply as stored when asked for: `streaming` with no text yet, or already complete. */
  reply: ChatMessage;
  job?: ReplyJob;
}

/** Events that end when `signal` aborts (the client left) or the server shuts down. */
export type EventSource = (signal: AbortSignal) => AsyncIterable<ChatStreamEvent>;

/** Where a follower resumes: after `offset` UTF-16 units of reply `messageId` (an SSE Last-Event-ID). */
export type ResumePoint = { messageId: string; offset: number } | null;

export interface Chat {
  /** Every character the user may chat with, messaged or not yet; never one that blocked the user. */
  conversations(userId: string, page: Page): Promise<ConversationSummary[]>;
  /** Answers 404 for an unknown character, 403 for one that blocked the user. */
  history(userId: string, characterId: string, page: Page): Promise<ChatMessage[]>;
  /**
   * Stores the user's message and starts the character's reply, written by this process whatever
   * becomes of the request. Everything the client did wrong is an HttpError, thrown before anything is stored.
   */
  send(request: SendRequest): Promise<Started>;
  /** Starts another reply to the latest message; the one before stays as an alternative. */
  regenerate(request: Omit<SendRequest, 'message' | 'idempotencyKey'>): Promise<Started>;
  /**
   * The events of the reply being written in the conversation, from `resume` on (or the end of the
   * reply `resume` names, when it has ended); null when there is none.
   */
  follow(userId: string, characterId: string, resume: ResumePoint): Promise<EventSource | null>;
  /** The events of a reply just asked for: the human message (on a send), the reply, its pieces, its end. */
  eventsOf(started: Started): EventSource;
  /** Stops the reply being written; 409 when none is. */
  stop(userId: string, characterId: string): Promise<ChatMessage>;
  choose(userId: string, characterId: string, replyId: string): Promise<ChatMessage>;
  edit(
    request: Omit<SendRequest, 'idempotencyKey'> & { messageId: string },
  ): Promise<EditMessageResponse & { job?: ReplyJob }>;
  remove(userId: string, characterId: string, messageId: string): Promise<void>;
  /** Marks `interrupted` the replies of processes that are gone (at start). */
  interruptOrphans(): Promise<number>;
  /** Finishes every reply this process writes or is starting (the model's deadline bounds it), then ends every stream it serves (at shutdown). */
  shutdown(): Promise<void>;
}

export interface ChatOptions {
  db: Database;
  /** Forgotten at once when this process changes a conversation (the database tells the others). */
  cache: ReadCache;
  /** Tells when a user's data changed, in any process. */
  changes: ChangeSignals;
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
  /** This process's instance key (db/instance.ts), named by the replies it is writing. */
  instanceKey: number;
}

const delta = (messageId: string, text: string, offset: number): ChatStreamEvent => ({
  type: STREAM_EVENT.delta,
  messageId,
  text,
  offset,
});
const lostEvent: ChatStreamEvent = { type: STREAM_EVENT.error, status: 503, message: chatMessages.replyLost };

export function createChat({
  db,
  cache,
  changes,
  characters,
  model,
  settings,
  clock,
  modelTimeoutMs,
  dailyQuota,
  log,
  instanceKey,
}: ChatOptions): Chat {
  const jobs = new Map<string, ReplyJob>();
  /** The ids of replies this process is storing, until their job is started (or they are not). */
  const starting = new Set<string>();
  /** The work of storing them and starting their jobs: shutdown waits for it, then for the jobs. */
  const startups = new Set<Promise<unknown>>();
  const repository = createChatRepository(
    db,
    log,
    { instanceKey, writes: (replyId) => starting.has(replyId) || jobs.has(replyId) },
    { changed: (userId) => cache.forget(scopes.memories(userId)) },
  );
  const followers = new Set<AbortController>();
  /**
   * Summaries being written after their replies, the latest of each conversation by its key:
   * finished before the database closes.
   */
  const summaries = new Map<string, Promise<void>>();

  async function findCharacter(characterId: string) {
    const character = await characters.findById(characterId);
    if (!character) throw new HttpError(404, interactionMessages.characterNotFound);
    return character;
  }

  /** Kept with the account: it hangs on the user's likes and age, whose changes forget it, not on their messages. */
  const accessOf = (userId: string, characterId: string) =>
    cache.read(scopes.user(userId), `chatAccess:${characterId}`, () => chatAccess(db, userId, characterId));

  async function checkAccess(userId: string, characterId: string) {
    const character = await findCharacter(characterId);
    const access = await accessOf(userId, characterId);
    if (access === 'blocked') throw new HttpError(403, chatMessages.blocked);
    if (access === 'notLiked') throw new HttpError(403, chatMessages.notLiked);
    return character;
  }

  /** Starts writing `reply` to `human` in this process. */
  async function startJob(
    request: Omit<SendRequest, 'message' | 'idempotencyKey'>,
    character: CompanionCharacter,
    human: HumanMessage,
    reply: StartedReply,
  ): Promise<ReplyJob> {
    const { user, locale } = request;
    const chosen = await settings.of(user.id);
    const timeZone = chosen.timeZone ?? request.timeZone;
    const conversation = await repository.conversationBefore(human, reply.bond, (load) =>
      keptMemoryRows(cache, user.id, human.characterId, load),
    );
    const previousMessageAt = conversation.history.at(-1)?.timestamp;
    const input: ReplyInput = {
      userId: user.id,
      character,
      userName: user.name,
      userAge: user.age,
      now: clock(),
      timeZone,
      previousMessageAt: previousMessageAt ? new Date(previousMessageAt) : null,
      memory: conversation.stored.memory,
      affinity: currentAffinity(conversation.affinity, human.createdAt).level,
      history: conversation.history,
      turnCount: conversation.turnCount,
      attempt: reply.attempt,
      message: human.content,
      recalled: conversation.recalled,
      care: {
        crisisLine: crisisLineOf(chosen.crisisLineId, locale),
        breakReminders: chosen.breakReminders,
        sessionStartedAt: reply.bond.sessionStartedAt,
      },
    };
    const humanTurn = { type: 'human', content: human.content, timestamp: human.createdAt.toISOString() } as const;
    const job = startReplyJob({
      replyId: reply.id,
      write: (signal) => replyStream(model, input, { signal }),
      saveProgress: (text) => repository.saveProgress(reply.id, text),
      async finish(end, output) {
        // Learning comes with a complete reply only; another attempt at the same message learns nothing new.
        const learning: Learning | undefined =
          end.status === 'complete' && output
            ? {
                from: conversation.stored,
                learn: (bond, said) => ({
                  memory: updateMemory({
                    memory: bond.memory,
                    facts: output.facts ?? [],
                    history: [...conversation.history, humanTurn, said],
                    timeZone,
                    // A model writes the summary after the reply is stored, never in its way.
                    summarize: !model.summarize,
                  }),
                  affinity:
                    reply.attempt === 0
                      ? nextAffinity({ state: bond.affinity, message: human.content, at: human.createdAt, timeZone })
                      : bond.affinity,
                  learned: output.facts ?? [],
                }),
              }
            : undefined;
        let finished: ChatMessage | undefined;
        try {
          finished = await changing(user.id, () => repository.finishReply(human, reply, end, clock(), learning));
          return finished;
        } finally {
          if (learning && finished && model.summarize) {
            const said = { type: 'ai', content: finished.content, timestamp: finished.timestamp } as const;
            summarizeLater(human, character, [...conversation.history, humanTurn, said], timeZone);
          }
        }
      },
      timeoutMs: modelTimeoutMs,
      log,
    });
    jobs.set(reply.id, job);
    void job.finished.catch(() => undefined).finally(() => jobs.delete(reply.id));
    return job;
  }

  /**
   * Has the model sum up the turns that left the prompt, once a batch has gathered, after the reply
   * is stored: the rules do it should the model fail, and only one summary of a stretch is kept.
   * A conversation's summaries are written one after another: the next one reads how far the one
   * before went, and never gives the model a stretch again (a model call costs time and money).
   */
  function summarizeLater(human: HumanMessage, character: CompanionCharacter, history: ChatTurn[], timeZone: string) {
    const key = `${human.userId}:${human.characterId}`;
    const task = (summaries.get(key) ?? Promise.resolve())
      .then(async () => {
        const conversation = { userId: human.userId, characterId: human.characterId };
        const { memory } = await loadMemory(db, conversation.userId, conversation.characterId);
        const due = summaryDue(memory.summarizedUntil, history);
        if (!due) return;
        const input = { character, turns: due.turns, timeZone };
        let line: string;
        try {
          line = (await model.summarize?.(input, { signal: AbortSignal.timeout(modelTimeoutMs) })) || '';
        } catch (error) {
          log.info({ err: error, userId: conversation.userId }, 'The model could not summarise: the rules do');
          line = '';
        }
        const summary = line ? `${dateRange(due.turns, timeZone)}: ${line}` : summarizeTurns(due.turns, timeZone);
        await cache.changing([scopes.memories(human.userId)], () =>
          storeSummary(db, conversation, memory.summarizedUntil, due.until, summary, clock()),
        );
      })
      .catch((error: unknown) => {
        log.warn({ err: error, userId: human.userId }, 'Summarising a conversation failed: the next reply tries again');
      });
    summaries.set(key, task);
    void task.finally(() => {
      if (summaries.get(key) === task) summaries.delete(key);
    });
  }

  /**
   * Runs `work`, which may store a reply with the id it is given and start its job: this process
   * owns the reply from before it is stored (see `ReplyWriter.writes`).
   */
  async function startingReply<T>(work: (replyId: string) => Promise<T>): Promise<T> {
    const replyId = randomUUID();
    starting.add(replyId);
    const startup = work(replyId);
    startups.add(startup);
    try {
      return await startup;
    } finally {
      starting.delete(replyId);
      startups.delete(startup);
    }
  }

  /** Starts the job of a reply just stored; should even that fail, the reply is marked failed, not left streaming. */
  async function begin(
    request: Omit<SendRequest, 'message' | 'idempotencyKey'>,
    character: CompanionCharacter,
    human: HumanMessage,
    reply: StartedReply,
  ): Promise<ReplyJob> {
    try {
      return await startJob(request, character, human, reply);
    } catch (error) {
      await repository
        .finishReply(human, reply, { status: 'failed', text: '' }, clock(), undefined)
        .catch(() => undefined);
      throw error;
    }
  }

  const streamingReply = (reply: StartedReply): ChatMessage => ({
    _id: reply.id,
    type: 'ai',
    content: '',
    timestamp: reply.createdAt.toISOString(),
    status: 'streaming',
  });
  const humanMessage = (human: HumanMessage, editedAt?: Date): ChatMessage => ({
    _id: human.id,
    type: 'human',
    content: human.content,
    timestamp: human.createdAt.toISOString(),
    ...(editedAt && { editedAt: editedAt.toISOString() }),
  });

  /** Waits for `next` while listening to `signal`: resolves undefined once it aborts. */
  function unlessAborted<T>(next: Promise<T>, signal: AbortSignal): Promise<T | undefined> {
    if (signal.aborted) return Promise.resolve(undefined);
    return new Promise((resolve, reject) => {
      const abort = () => resolve(undefined);
      signal.addEventListener('abort', abort, { once: true });
      next.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
    });
  }

  /** The events of a reply this process writes: its text so far (or what `resume` lacks), then each piece, then its end. */
  async function* followJob(
    job: ReplyJob,
    reply: ChatMessage,
    resume: ResumePoint,
    signal: AbortSignal,
  ): AsyncGenerator<ChatStreamEvent> {
    const queue: ReplyEvent[] = [];
    let wake: (() => void) | undefined;
    const unlisten = job.listen((event) => {
      queue.push(event);
      wake?.();
    });
    try {
      const soFar = job.text;
      if (resume?.messageId === job.replyId && resume.offset <= soFar.length) {
        if (soFar.length > resume.offset) yield delta(job.replyId, soFar.slice(resume.offset), soFar.length);
      } else {
        yield { type: STREAM_EVENT.reply, message: { ...reply, content: soFar, status: 'streaming' } } as const;
      }
      if (job.final) {
        yield { type: STREAM_EVENT.done, message: job.final } as const;
        return;
      }
      for (;;) {
        const event = queue.shift();
        if (!event) {
          const woken = new Promise<void>((resolve) => {
            wake = resolve;
          });
          await unlessAborted(woken, signal);
          if (signal.aborted) return;
          continue;
        }
        if (event.type === 'lost') {
          yield lostEvent;
          return;
        }
        if (event.type === 'delta') yield delta(job.replyId, event.text, event.offset);
        else {
          yield { type: STREAM_EVENT.done, message: event.message } as const;
          return;
        }
      }
    } finally {
      unlisten();
    }
  }

  /** The events of a reply another process writes, read from the database as it changes. */
  async function* followStored(
    userId: string,
    characterId: string,
    replyId: string,
    resume: ResumePoint,
    signal: AbortSignal,
  ): AsyncGenerator<ChatStreamEvent> {
    let offset = resume?.messageId === replyId ? resume.offset : null;
    while (!signal.aborted) {
      const changed = changes.next(scopes.conversations(userId), STORED_REPLY_RECHECK_MS);
      // A reply of a process that is gone is interrupted here, by whoever looks first.
      await repository.replyBeingWritten(userId, characterId);
      const reply = await repository.message(userId, characterId, replyId);
      if (!reply) return;
      if (offset === null || offset > reply.content.length) {
        yield { type: STREAM_EVENT.reply, message: reply };
      } else if (reply.content.length > offset && reply.status === 'streaming') {
        yield delta(replyId, reply.content.slice(offset), reply.content.length);
      }
      offset = reply.content.length;
      if (reply.status !== 'streaming') {
        yield { type: STREAM_EVENT.done, message: reply };
        return;
      }
      await unlessAborted(changed, signal);
    }
  }

  /** Events of a stream that end when the client leaves or the server shuts down. */
  function served(events: EventSource): EventSource {
    return async function* (signal) {
      const controller = new AbortController();
      followers.add(controller);
      try {
        yield* events(AbortSignal.any([signal, controller.signal]));
      } finally {
        followers.delete(controller);
      }
    };
  }

  const changing = <T>(userId: string, work: () => Promise<T>) => cache.changing([scopes.conversations(userId)], work);

  return {
    conversations: (userId, page) => repository.conversations(userId, page, clock()),

    async history(userId, characterId, page) {
      await findCharacter(characterId);
      // A conversation a character closed is not shown, not even what was said before.
      if ((await accessOf(userId, characterId)) === 'blocked') throw new HttpError(403, chatMessages.blocked);
      return repository.history(userId, characterId, page);
    },

    send(request) {
      return changing(request.user.id, async () => {
        const { user, characterId, message, idempotencyKey } = request;
        const character = await checkAccess(user.id, characterId);
        return startingReply(async (replyId) => {
          const claim = await repository.claim({
            userId: user.id,
            characterId,
            content: message,
            idempotency: idempotencyKey ? { key: idempotencyKey, hash: requestHash(characterId, message) } : undefined,
            now: clock(),
            dailyQuota,
            replyId,
          });
          switch (claim.outcome) {
            case 'answered':
              return { human: humanMessage(claim.message), reply: claim.reply };
            case 'answering':
              throw new HttpError(409, chatMessages.stillAnswering);
            case 'keyReused':
              throw new HttpError(422, chatMessages.idempotencyKeyReused);
            case 'quotaReached':
              throw new HttpError(429, chatMessages.dailyQuota(dailyQuota));
          }
          const job = await begin(request, character, claim.message, claim.reply);
          return { human: humanMessage(claim.message), reply: streamingReply(claim.reply), job };
        });
      });
    },

    regenerate(request) {
      return changing(request.user.id, async () => {
        const character = await checkAccess(request.user.id, request.characterId);
        return startingReply(async (replyId) => {
          const change = await repository.regenerate(request.user.id, request.characterId, replyId, clock());
          if (change.outcome === 'answering') throw new HttpError(409, chatMessages.stillAnswering);
          if (change.outcome === 'notFound') throw new HttpError(409, chatMessages.nothingToRegenerate);
          const { message, reply } = change.value;
          const job = await begin(request, character, message, reply);
          return { reply: streamingReply(reply), job };
        });
      });
    },

    async follow(userId, characterId, resume) {
      await checkAccess(userId, characterId);
      const replyId = await repository.replyBeingWritten(userId, characterId);
      if (!replyId) {
        const ended = resume && (await repository.message(userId, characterId, resume.messageId));
        if (ended?.type !== 'ai') return null;
        return async function* () {
          yield { type: STREAM_EVENT.done, message: ended } as const;
        };
      }
      const job = jobs.get(replyId);
      if (job) {
        const reply = await repository.message(userId, characterId, replyId);
        if (!reply) return null;
        return served((signal) => followJob(job, reply, resume, signal));
      }
      return served((signal) => followStored(userId, characterId, replyId, resume, signal));
    },

    eventsOf({ human, reply, job }) {
      return served(async function* (signal) {
        if (human) yield { type: STREAM_EVENT.human, message: human } as const;
        if (job) yield* followJob(job, reply, null, signal);
        else yield { type: STREAM_EVENT.done, message: reply } as const;
      });
    },

    stop(userId, characterId) {
      return changing(userId, async () => {
        await checkAccess(userId, characterId);
        const replyId = await repository.replyBeingWritten(userId, characterId);
        if (!replyId) throw new HttpError(409, chatMessages.nothingToStop);
        const job = jobs.get(replyId);
        if (job) {
          job.stop();
          return (await job.finished).message;
        }
        // Written by another process: it sees the reply stopped when it next stores its text, and stops its model.
        const stopped = await repository.stopReply(replyId);
        const reply = stopped ?? (await repository.message(userId, characterId, replyId));
        if (!reply) throw new HttpError(409, chatMessages.nothingToStop);
        return reply;
      });
    },

    choose(userId, characterId, replyId) {
      return changing(userId, async () => {
        await checkAccess(userId, characterId);
        const change = await repository.choose(userId, characterId, replyId);
        if (change.outcome === 'answering') throw new HttpError(409, chatMessages.stillAnswering);
        if (change.outcome === 'notFound') throw new HttpError(404, chatMessages.messageNotFound);
        return change.value;
      });
    },

    edit(request) {
      return changing(request.user.id, async () => {
        const { user, characterId, messageId, message } = request;
        const character = await checkAccess(user.id, characterId);
        return startingReply(async (replyId) => {
          const change = await repository.edit({
            userId: user.id,
            characterId,
            messageId,
            content: message,
            now: clock(),
            replyId,
          });
          if (change.outcome === 'answering') throw new HttpError(409, chatMessages.stillAnswering);
          if (change.outcome === 'notFound') throw new HttpError(404, chatMessages.messageNotFound);
          const { edited, reply } = change.value;
          if (!reply) return { message: edited };
          await begin(request, character, change.value.message, reply);
          return { message: edited, reply: streamingReply(reply) };
        });
      });
    },

    remove(userId, characterId, messageId) {
      return changing(userId, async () => {
        await findCharacter(characterId);
        const change = await repository.remove(userId, characterId, messageId);
        if (change.outcome === 'answering') throw new HttpError(409, chatMessages.stillAnswering);
        if (change.outcome === 'notFound') throw new HttpError(404, chatMessages.messageNotFound);
      });
    },

    interruptOrphans: () => repository.interruptOrphans(),

    async shutdown() {
      await Promise.allSettled([...startups]);
      await Promise.allSettled([...jobs.values()].map((job) => job.finished));
      await Promise.allSettled([...summaries.values()]);
      for (const follower of followers) follower.abort();
    },
  };
}

import type { ChatMessage, MessageStatus } from '@kindred/contract';
import type { FastifyBaseLogger } from 'fastify';
import { ModelTimeoutError, type ReplyOutput, type ReplyStream } from '../../../companion';

/** How often the text of a reply being written is stored, at most: what a reload or another process sees. */
export const PROGRESS_SAVE_MS = 500;

/** What a follower of a reply hears: text appended (`offset` is the text's length after it), then the stored end. */
export type ReplyEvent =
  | { type: 'delta'; text: string; offset: number }
  | { type: 'done'; message: ChatMessage }
  /** The end could not be stored (the database is unreachable). */
  | { type: 'lost' };

export type ReplyEnd = { status: Exclude<MessageStatus, 'streaming'>; text: string };

export interface FinishedReply {
  message: ChatMessage;
  /** Why the model did not finish the reply, when it failed. */
  failure?: unknown;
}

/** A reply being written by this process. */
export interface ReplyJob {
  readonly replyId: string;
  /** The text handed on so far. */
  readonly text: string;
  /** The reply as stored at its end; undefined until then. */
  readonly final: ChatMessage | undefined;
  /** Settles once the reply is stored in its end state; rejects only when that store failed. */
  readonly finished: Promise<FinishedReply>;
  /** Stops the model (its request is cancelled); the reply keeps its text so far, `stopped`. */
  stop(): void;
  /** Hears every later event until the returned function is called. */
  listen(listener: (event: ReplyEvent) => void): () => void;
}

export interface ReplyJobOptions {
  replyId: string;
  /** Starts the model; `signal` aborts on stop, interruption or the deadline. */
  write(signal: AbortSignal): ReplyStream;
  /** Stores the text so far; false once another process stopped the reply. */
  saveProgress(text: string): Promise<boolean>;
  /** Stores how the reply ended (the model's output for a complete one); answers it as stored. */
  finish(end: ReplyEnd, output: ReplyOutput | undefined): Promise<ChatMessage>;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

class Stopped extends Error {
  constructor() {
    super('The reply was stopped');
  }
}

/**
 * Writes a reply whatever happens to the request that asked for it: the model's text is handed to
 * listeners as it comes and stored every PROGRESS_SAVE_MS, then the reply is stored complete,
 * stopped or failed. The model is aborted on stop and at the deadline.
 */
export function startReplyJob({ replyId, write, saveProgress, finish, timeoutMs, log }: ReplyJobOptions): ReplyJob {
  const listeners = new Set<(event: ReplyEvent) => void>();
  const controller = new AbortController();
  let text = '';
  let final: ChatMessage | undefined;
  const emit = (event: ReplyEvent) => {
    for (const listener of listeners) listener(event);
  };

  const deadline = setTimeout(() => controller.abort(new ModelTimeoutError(timeoutMs)), timeoutMs);
  let saved = '';
  let saving: Promise<void> | undefined;
  const progress = setInterval(() => {
    if (saving || text === saved) return;
    const snapshot = text;
    saving = saveProgress(snapshot)
      .then(
        (stillWriting) => {
          saved = snapshot;
          // Stopped through another process: this one stops the model.
          if (!stillWriting) controller.abort(new Stopped());
        },
        (error: unknown) => log.warn({ err: error, replyId }, 'The text of a reply being written could not be stored'),
      )
      .finally(() => {
        saving = undefined;
      });
  }, PROGRESS_SAVE_MS);

  async function run(): Promise<FinishedReply> {
    const started = performance.now();
    const stream = write(controller.signal);
    // A model that does not listen to its signal is not waited for.
    const aborted = new Promise<never>((_, reject) => {
      const fail = () => reject(controller.signal.reason);
      if (controller.signal.aborted) fail();
      else controller.signal.addEventListener('abort', fail, { once: true });
    });
    aborted.catch(() => undefined);
    let end: ReplyEnd;
    let output: ReplyOutput | undefined;
    let failure: unknown;
    try {
      for (;;) {
        const step = await Promise.race([stream.next(), aborted]);
        // Written past the deadline (work that held the process, so that the timer could not fire): a timeout too.
        if (performance.now() - started > timeoutMs) throw new ModelTimeoutError(timeoutMs);
        if (step.done) {
          output = step.value;
          break;
        }
        if (!step.value) continue;
        text += step.value;
        emit({ type: 'delta', text: step.value, offset: text.length });
      }
      end = { status: 'complete', text: output.text };
    } catch (error) {
      void stream.return({ text }).catch(() => undefined);
      if (error instanceof Stopped) end = { status: 'stopped', text };
      else {
        end = { status: 'failed', text };
        failure = error;
      }
    } finally {
      clearTimeout(deadline);
      clearInterval(progress);
      await saving;
    }
    try {
      final = await finish(end, output);
    } catch (error) {
      emit({ type: 'lost' });
      listeners.clear();
      throw error;
    }
    emit({ type: 'done', message: final });
    listeners.clear();
    return failure === undefined ? { message: final } : { message: final, failure };
  }

  const finished = run();
  // Whoever waits hears of a failed store; nobody waiting is no unhandled rejection.
  finished.catch((error: unknown) => log.error({ err: error, replyId }, 'A reply could not be stored at its end'));

  return {
    replyId,
    get text() {
      return text;
    },
    get final() {
      return final;
    },
    finished,
    stop: () => controller.abort(new Stopped()),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

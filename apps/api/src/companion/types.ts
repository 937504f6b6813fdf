import type { Character, ChatMessage, CrisisLine } from '@kindred/contract';
import type { AffinityLevel } from './affinity';
import type { Memory, MemoryFact } from './memory/facts';
import type { Recollection } from './memory/recall';

/** Every profile field a companion speaks from; the contract's character (or a seed character with its id) fits. */
export type CompanionCharacter = Pick<
  Character,
  | 'id'
  | 'name'
  | 'age'
  | 'gender'
  | 'bio'
  | 'location'
  | 'personalityTraits'
  | 'interests'
  | 'backgroundStory'
  | 'flawsAndFears'
  | 'dreamsAndGoals'
  | 'petPeeves'
> & {
  /** Where and how the user meets the character, in a few sentences; may be empty. */
  scenario?: string;
  /** A few exchanges in the character's voice: how they talk, and what they say about themselves. */
  exampleDialogue?: readonly ExampleExchange[];
};

export interface ExampleExchange {
  user: string;
  character: string;
}

/** One stored message of a conversation, as the history endpoint shows it (`timestamp` is ISO 8601). */
export type ChatTurn = Pick<ChatMessage, 'type' | 'content' | 'timestamp'>;

export interface ReplyInput {
  userId: string;
  character: CompanionCharacter;
  /** The user's profile name; a name they asked to be called (a `name` fact) takes precedence. */
  userName: string;
  /** The age the user's profile gives; null when it gives none. */
  userAge: number | null;
  now: Date;
  /** The user's IANA time zone, e.g. `Europe/Lisbon`; an unknown zone is read as UTC. */
  timeZone: string;
  /** When the previous message of this conversation was sent (either side); null for a first message. */
  previousMessageAt: Date | null;
  memory: Memory;
  affinity: AffinityLevel;
  /** Earlier turns, oldest first, without `message`; at least the latest `MEMORY_WINDOW_TURNS`. */
  history: ChatTurn[];
  /** How many messages the conversation held before `message`; varies the offline engine's wording. */
  turnCount: number;
  /** How many replies to `message` were asked for before this one (regenerate wants different words); 0 at first. */
  attempt?: number;
  /** The user's new message, trimmed. */
  message: string;
  /** Older messages and summaries that share words with `message`, most relevant first. */
  recalled?: readonly Recollection[];
  care: CareSettings;
}

/** How the character looks after the user in hard moments and long sessions. */
export interface CareSettings {
  /** Named in every reply to a message about suicide or self-harm. */
  crisisLine: CrisisLine;
  /** Whether the character suggests a break once a session has gone on for `BREAK_REMINDER_AFTER_MS`. */
  breakReminders: boolean;
  /** When the current continuous chat began: the first of its messages with no gap over `SESSION_GAP_MS`. */
  sessionStartedAt: Date;
}

export interface ReplyOutput {
  /** Plain text; blank lines separate thoughts (the chat view shows each as its own bubble). */
  text: string;
  /** Facts about the user found in `message`; always present on replies of `createCompanionModel`. */
  facts?: MemoryFact[];
}

export interface FactInput {
  message: string;
  now: Date;
}

export interface CallOptions {
  signal: AbortSignal;
}

/**
 * A reply as it is written: yields pieces of text, each appending to those before, as soon as they
 * are final; returns the whole reply, whose `text` is authoritative (it may differ from the pieces
 * joined, when a rule changed what was already written). Iterate it to the end or `return()` it to
 * stop early; an aborted signal rejects the next step with the signal's reason.
 */
export type ReplyStream = AsyncGenerator<string, ReplyOutput, undefined>;

/** A stretch of older conversation to summarise for the character's memory. */
export interface SummaryInput {
  character: Pick<CompanionCharacter, 'name'>;
  /** Oldest first. */
  turns: readonly ChatTurn[];
  timeZone: string;
}

/** How a character answers. Providers throw ModelUnavailableError or ModelTimeoutError; an aborted call rejects with the signal's reason. */
export interface CompanionModel {
  /** The whole reply at once. */
  reply(input: ReplyInput, options: CallOptions): Promise<ReplyOutput>;
  /** The reply as it is written; a model without it answers in one piece (`replyStream`). */
  streamReply?(input: ReplyInput, options: CallOptions): ReplyStream;
  /** Durable facts the user states about themselves in one message; never fails for a model's mistake. */
  extractFacts(input: FactInput, options: CallOptions): Promise<MemoryFact[]>;
  /**
   * One line summing up a stretch of conversation, written by the model after a reply (never before
   * one); a model without it has the rules summarise (`summarizeTurns`) as the reply is stored.
   */
  summarize?(input: SummaryInput, options: CallOptions): Promise<string>;
}

import type { AffinityLevel } from '../affinity';
import { extractFactsByRules, factsWithNotes, latestFact, type MemoryFact, rememberFacts } from '../memory/facts';
import type { Recollection } from '../memory/recall';
import type { Random } from '../random';
import { normalizeText, splitSentences } from '../text';
import { gapSince, type LocalTime, localTime, type PartOfDay, partOfDay } from '../time';
import type { CompanionCharacter, ReplyInput } from '../types';
import { firstName, type VoiceKind, voiceOf } from '../voice';

const ENDEARMENTS: Record<VoiceKind, readonly string[]> = {
  gentle: ['love', 'sweetheart'],
  playful: ['trouble', 'you'],
  calm: ['dear'],
  direct: ['my dear'],
  bright: ['sunshine'],
};
/** An endearment of the voice closing a phrase of a reply (`, love`). */
const ENDEARMENT_USED = Object.fromEntries(
  Object.entries(ENDEARMENTS).map(([voice, words]) => [voice, new RegExp(`, (?:${words.join('|')})\\b`)]),
) as Record<VoiceKind, RegExp>;

/** How many of the character's latest replies a stock question is not asked again within. */
export const FRESH_WITHIN_REPLIES = 20;

/** Sentences compare alike whatever their case. */
const sentenceKey = (sentence: string) => sentence.toLowerCase();

/** Everything a reply is written from, worked out once per reply. */
export interface ReplyContext {
  character: CompanionCharacter;
  /** The character's first name. */
  me: string;
  voice: VoiceKind;
  level: AffinityLevel;
  random: Random;
  /** What to call the user, if known. */
  name: string | undefined;
  /** Remembered facts plus the ones in this message. */
  facts: MemoryFact[];
  /** Facts in this message. */
  learned: MemoryFact[];
  /** What the user said long ago that bears on this message (the same recall a model's prompt gets). */
  recalled: readonly Recollection[];
  now: Date;
  time: LocalTime;
  part: PartOfDay;
  gapMs: number | null;
  firstMessage: boolean;
  /** The character's previous reply, which this one must not repeat. */
  lastReply: string | undefined;
  message: string;
  /**
   * One of the options none of whose sentences the character said in its latest
   * `FRESH_WITHIN_REPLIES` replies, or nothing when all were: the same stock question three times
   * in an evening reads as a machine.
   */
  pickUnsaid(options: readonly string[]): string | undefined;
  /**
   * `, Sam` (or, between the closest, sometimes `, love`) the first time a reply addresses the
   * user, then nothing: people do not repeat a name in every sentence.
   */
  address(): string;
}

/** One of the options not said lately, as a list of one, or an empty list when all were. */
export function unsaid(ctx: Pick<ReplyContext, 'pickUnsaid'>, options: readonly string[]): string[] {
  const option = ctx.pickUnsaid(options);
  return option ? [option] : [];
}

function endearmentFor(voice: VoiceKind, level: AffinityLevel, lastReply: string | undefined, random: Random) {
  if (level < 5) return undefined;
  const options = ENDEARMENTS[voice];
  // Sparingly: never two replies in a row, and only some of the time.
  if (lastReply && ENDEARMENT_USED[voice].test(lastReply)) return undefined;
  return random.chance(0.35) ? random.pick(options) : undefined;
}

export function createContext(input: ReplyInput, random: Random): ReplyContext {
  const message = normalizeText(input.message);
  // The same memory a model's prompt carries: learned facts, and what the user's notes tell.
  const known = factsWithNotes(input.memory);
  const learned = extractFactsByRules(message, input.now, known);
  const facts = rememberFacts(known, learned);
  const name = latestFact(facts, 'name')?.value ?? (firstName(input.userName) || undefined);
  const voice = voiceOf(input.character.personalityTraits);
  const lastReply = input.history.findLast((turn) => turn.type === 'ai')?.content;
  const time = localTime(input.now, input.timeZone);
  const endearment = endearmentFor(voice, input.affinity, lastReply, random);
  const recentlySaid = new Set(
    input.history
      .filter((turn) => turn.type === 'ai')
      .slice(-FRESH_WITHIN_REPLIES)
      .flatMap((turn) => splitSentences(turn.content).map(sentenceKey)),
  );
  let addressed = false;
  return {
    character: input.character,
    me: firstName(input.character.name),
    voice,
    level: input.affinity,
    random,
    name,
    facts,
    learned,
    recalled: input.recalled ?? [],
    now: input.now,
    time,
    part: partOfDay(time.hour),
    gapMs: gapSince(input.previousMessageAt, input.now),
    firstMessage: input.previousMessageAt === null && input.history.length === 0,
    lastReply,
    message,
    pickUnsaid(options) {
      const unsaid = options.filter((option) =>
        splitSentences(option).every((sentence) => !recentlySaid.has(sentenceKey(sentence))),
      );
      return unsaid.length > 0 ? random.pick(unsaid) : undefined;
    },
    address() {
      if (addressed) return '';
      addressed = true;
      const to = endearment ?? name;
      return to ? `, ${to}` : '';
    },
  };
}

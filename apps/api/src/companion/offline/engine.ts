import { POSITIVE_FEELINGS } from '../feelings';
import { extractFactsByRules } from '../memory/facts';
import { type Random, seededRandom } from '../random';
import { aiDisclosure } from '../safety';
import { streamBySentence } from '../stream';
import { normalizeText, splitSentences } from '../text';
import { TIME } from '../time';
import { findTopics, sharesTopic } from '../topics';
import type { CompanionModel, ReplyInput, ReplyOutput } from '../types';
import { createContext, type ReplyContext } from './context';
import { detectIntents, type Intents } from './intents';
import { aboutMePart, currentActivity } from './parts/about-me';
import {
  acknowledgementPart,
  affectionPart,
  fallbackPart,
  followUpQuestion,
  goodbyePart,
  reassurancePart,
  thanksPart,
  topicPart,
} from './parts/conversation';
import { feelingPart, harmPart } from './parts/feelings';
import { greetingPart } from './parts/greeting';
import { lossPart } from './parts/loss';
import { ownWordsPart, recollectionPart } from './parts/own-words';
import { recallPart } from './parts/recall';

const MAX_SENTENCES = 4;
const MIN_SENTENCES = 2;

/** A reply as thoughts (each a few sentences); blank lines go between some of them. */
interface Draft {
  opener: string[];
  body: string[][];
  closing: string[];
}

function bodyParts(ctx: ReplyContext, intents: Intents, greeted: boolean): string[][] {
  // A death told outweighs everything else in the message: no topic chat, no cheer beside it.
  const loss = ctx.learned.find((fact) => fact.kind === 'loss');
  if (loss) return [lossPart(ctx, loss)];
  const parts: string[][] = [];
  for (const { about, petKind } of intents.aboutYou) parts.push(recallPart(ctx, about, petKind));
  if (intents.apology) parts.push(reassurancePart(ctx));
  if (intents.affection) parts.push(affectionPart(ctx));
  // Someone unwell comes before anything else they said.
  if (intents.topics.includes('health')) parts.push(topicPart(ctx, 'health'));
  const hard = intents.feelings.find((feeling) => !POSITIVE_FEELINGS.has(feeling));
  if (intents.harmed) parts.push(harmPart(ctx));
  else if (hard) parts.push(feelingPart(ctx, hard));
  for (const about of intents.aboutMe.slice(0, 2)) parts.push(aboutMePart(ctx, about));

  // What they just told: a name is welcomed by the greeting already, a like is answered by its
  // topic, and a pet that is unwell by the worry about it.
  const likedTopics = new Map(
    ctx.learned
      .filter((fact) => fact.kind === 'like')
      .flatMap((fact) => findTopics(normalizeText(fact.value)).map((topic) => [topic, fact.value] as const)),
  );
  const news = ctx.learned.filter(
    (fact) =>
      fact.kind !== 'feeling' &&
      !(fact.kind === 'name' && greeted) &&
      !(fact.kind === 'pet' && intents.topics.includes('health')) &&
      !(fact.kind === 'like' && findTopics(normalizeText(fact.value)).length > 0),
  );
  for (const fact of news.slice(0, 2)) parts.push(acknowledgementPart(ctx, fact));
  // A question about themselves that no fact answers: what they said long ago that bears on it.
  const recollection = intents.question && intents.aboutYou.length === 0 ? recollectionPart(ctx) : [];
  if (recollection.length > 0) parts.push(recollection);
  const shared = intents.topics.find((id) => sharesTopic(ctx.character.interests, id));
  // News the user is excited about, and nothing else said, is met with delight rather than with
  // small talk about the topic it names ("I got the job!" is no cue to ask how work is treating
  // them); a topic the character loves too, or the user likes, is still talked about. Being happy
  // or good ("I'm good, work was fine") is no news.
  const glad = hard ? undefined : intents.feelings.find((feeling) => POSITIVE_FEELINGS.has(feeling));
  const celebrating =
    glad === 'excited' && parts.length === 0 && !shared && !intents.topics.some((id) => likedTopics.has(id));
  const topic =
    intents.topics.find((id) => likedTopics.has(id)) ??
    (parts.length === 0 ? (shared ?? intents.topics[0]) : undefined);
  if (topic && topic !== 'health' && intents.aboutMe.length === 0 && !celebrating) {
    parts.push(topicPart(ctx, topic, { said: likedTopics.get(topic), asked: intents.question }));
  }

  // A question about the character that nothing above answers: in their own words.
  const ownWords = intents.question && parts.length === 0 ? ownWordsPart(ctx) : [];
  if (ownWords.length > 0) parts.push(ownWords);

  if (glad && parts.length === 0) parts.push(feelingPart(ctx, glad));
  if (intents.thanks) parts.push(thanksPart(ctx));
  return parts.filter((part) => part.length > 0);
}

/** Entries may hold more than one sentence ("Hey. It's late."): budgets count real sentences. */
const sentencesOf = (part: string[]) => part.flatMap(splitSentences);

function draft(ctx: ReplyContext, intents: Intents): Draft {
  const backAfterDays = ctx.gapMs !== null && ctx.gapMs >= TIME.DAY;
  // A goodbye needs no hello, however long they were away; news of a death no cheerful one.
  const grieving = ctx.learned.some((fact) => fact.kind === 'loss');
  const opener =
    !intents.goodbye && !grieving && (intents.greeting || backAfterDays || ctx.firstMessage) ? greetingPart(ctx) : [];
  const body = bodyParts(ctx, intents, opener.length > 0);
  if (body.length === 0 && !intents.greeting && !intents.goodbye) body.push(fallbackPart(ctx, intents.question));
  const asked = [...opener, ...body.flat()].some((sentence) => sentence.includes('?'));
  // After a death, a feeling shared, warm words or a fear of being too much, a question about
  // something else ("what made you laugh?") would wave it away; boredom asks for one, and gets its own.
  const moved =
    grieving || intents.apology || intents.affection || intents.feelings.some((feeling) => feeling !== 'bored');
  const closing = intents.goodbye ? goodbyePart(ctx) : asked || moved ? [] : [followUpQuestion(ctx)];
  return { opener: sentencesOf(opener), body: body.map(sentencesOf), closing: sentencesOf(closing) };
}

/** Two to four sentences: the opener, as much of the body as fits, the closing; blank lines between thoughts. */
function render(ctx: ReplyContext, { opener, body, closing }: Draft): string {
  const room = MAX_SENTENCES - opener.length - closing.length;
  const thoughts: string[][] = [];
  let used = 0;
  for (const part of body) {
    if (used >= room) break;
    // Keep a part's question: it is usually the best sentence to end on.
    const fitted =
      part.length <= room - used
        ? part
        : [...part.slice(0, Math.max(1, room - used - 1)), ...part.slice(-1)].slice(0, room - used);
    thoughts.push(fitted);
    used += fitted.length;
  }
  if (opener.length + used + closing.length < MIN_SENTENCES) {
    const asked = [...opener, ...thoughts.flat(), ...closing].some((sentence) => sentence.includes('?'));
    closing.push(...splitSentences(asked ? `I've been ${currentActivity(ctx)}.` : followUpQuestion(ctx)));
  }
  const paragraphs: string[][] = [];
  const breakAfterOpener = opener.length > 0 && used + closing.length >= 2 && ctx.random.chance(0.6);
  if (opener.length > 0) paragraphs.push([...opener]);
  thoughts.forEach((thought, index) => {
    const startsNew = index === 0 ? breakAfterOpener || paragraphs.length === 0 : ctx.random.chance(0.5);
    if (startsNew) paragraphs.push([...thought]);
    else paragraphs.at(-1)?.push(...thought);
  });
  if (closing.length > 0) {
    if (paragraphs.length === 0) paragraphs.push([...closing]);
    else paragraphs.at(-1)?.push(...closing);
  }
  return paragraphs.map((sentences) => sentences.join(' ')).join('\n\n');
}

function compose(input: ReplyInput, random: Random): string {
  const ctx = createContext(input, random);
  const intents = detectIntents(ctx.message);
  if (intents.asksIfAi) return aiDisclosure(input.character, random);
  return render(ctx, draft(ctx, intents));
}

/** Set after a reply that came out the same as the last one: an invitation, blaming no one. */
const STILL_HERE = ["Take your time; I'm listening.", "I'm here whenever you feel like saying more."];

const same = (a: string, b: string | undefined) => b !== undefined && a.trim() === b.trim();

/**
 * The built-in companion: no network, the same words for the same conversation state, every
 * reply from the character's own profile and from what they remember of the user.
 */
export function createOfflineModel(): CompanionModel {
  function write(input: ReplyInput): ReplyOutput {
    // Another attempt at the same message (regenerate) draws other words.
    const seed = `${input.userId}:${input.character.id}:${input.turnCount}${input.attempt ? `:${input.attempt}` : ''}`;
    const lastReply = input.history.findLast((turn) => turn.type === 'ai')?.content;
    let text = compose(input, seededRandom(seed));
    // Never the same reply twice in a row: try other wordings.
    for (let attempt = 1; same(text, lastReply) && attempt <= 8; attempt += 1) {
      text = compose(input, seededRandom(`${seed}:${attempt}`));
    }
    if (same(text, lastReply)) text = `${text}\n\n${seededRandom(seed).pick(STILL_HERE)}`;
    return { text, facts: extractFactsByRules(input.message, input.now, input.memory.facts) };
  }

  return {
    async reply(input, { signal }) {
      signal.throwIfAborted();
      return write(input);
    },

    // Composed at once, handed on sentence by sentence: no delay is added to look like typing.
    async *streamReply(input, { signal }) {
      signal.throwIfAborted();
      return yield* streamBySentence(write(input));
    },

    async extractFacts(input, { signal }) {
      signal.throwIfAborted();
      return extractFactsByRules(input.message, input.now);
    },
  };
}

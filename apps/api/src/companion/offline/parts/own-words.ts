import { retell } from '../../memory/describe';
import type { Recollection } from '../../memory/recall';
import { lowerFirst, splitSentences, trimEndMatching } from '../../text';
import { humanGap } from '../../time';
import { storySentences, toFirstPerson } from '../../voice';
import type { ReplyContext } from '../context';

/** Words that say nothing of what a question is about. */
const FILLER = new Set(
  `a an the and or but of to in on at for with about from by into over is are was were be been being am do does did
   done you your yours yourself i me my mine we our us it its that this these those what which who whom how why when
   where there here have has had can could would should will shall may might just really so very any some else more
   most tell know like get got go going say said think lately today now ever never much many one thing things
   something anything favourite favorite best`.split(/\s+/),
);

/** Letters and digits with the apostrophes inside words: one pass, one character class. */
const WORD = /[\p{L}\p{N}'’]+/gu;

/** The words of a text that carry its subject, lower case, without a possessive or a plural `s`. */
export function subjectWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const [raw] of text.toLowerCase().matchAll(WORD)) {
    const word = raw.replace(/['’]s$/, '').replace(/['’]/g, '');
    const stem = word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
    if (stem.length > 2 && !FILLER.has(stem)) words.add(stem);
  }
  return words;
}

const shared = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].filter((word) => b.has(word)).length;

/** A message that asks the character something: a question with `you` or `your` in it. */
const ASKS_YOU = /\b(?:you|your|yours|yourself|u|ur)\b/i;

/**
 * The character answering a question about themselves that no stock answer covers ("What do you
 * play at the club?"), in their own words: the example exchange whose question shares the most
 * words with it, or else the sentences of their profile that do. Nothing when none shares a word.
 */
export function ownWordsPart(ctx: ReplyContext): string[] {
  if (!ASKS_YOU.test(ctx.message)) return [];
  const asked = subjectWords(ctx.message);
  if (asked.size === 0) return [];
  const { character } = ctx;
  const exchanges = (character.exampleDialogue ?? []).map((exchange) => ({
    answer: exchange.character,
    // The question they answer counts double: it is what the character was asked.
    score: 2 * shared(asked, subjectWords(exchange.user)) + shared(asked, subjectWords(exchange.character)),
  }));
  const profile = [
    ...splitSentences(toFirstPerson(character.bio, character)),
    ...storySentences(character),
    ...splitSentences(toFirstPerson(character.dreamsAndGoals, character)),
    ...splitSentences(toFirstPerson(character.flawsAndFears, character)),
  ]
    .filter((sentence) => /\b(?:I|I'm|I've|my|me)\b/.test(sentence))
    .map((sentence) => ({ answer: sentence, score: shared(asked, subjectWords(sentence)) }));
  const candidates = [...exchanges, ...profile].filter((candidate) => candidate.score > 0);
  if (candidates.length === 0) return [];
  const best = Math.max(...candidates.map((candidate) => candidate.score));
  const answer = ctx.pickUnsaid(candidates.filter((candidate) => candidate.score === best).map((c) => c.answer));
  return answer ? [answer] : [];
}

/** A message about the user themselves: `my`, `I`, or asking whether the character remembers. */
const ABOUT_THEMSELVES = /\b(?:my|i|me|mine|remember)\b/i;

/**
 * What the user told long ago that bears on their question ("When is my sister's wedding?"),
 * said back with when they said it; nothing when recall found none.
 */
export function recollectionPart(ctx: ReplyContext): string[] {
  if (!ABOUT_THEMSELVES.test(ctx.message)) return [];
  // Of what recall found (best first), the one that shares the most words with the question.
  const asked = subjectWords(ctx.message);
  let said: Recollection | undefined;
  let best = 0;
  for (const recollection of ctx.recalled) {
    const score = recollection.kind === 'said' ? shared(asked, subjectWords(recollection.text)) : 0;
    if (score > best) [said, best] = [recollection, score];
  }
  if (!said) return [];
  const ago = `${humanGap(ctx.now.getTime() - Date.parse(said.at))} ago`;
  const told = lowerFirst(trimEndMatching(retell(said.text.trim(), 'you'), /[.!?]/));
  return [
    ctx.random.pick([`You told me ${ago}: ${told}.`, `I remember: ${ago} you said ${told}.`]),
    ctx.random.pick(['Is that what you meant?', 'Did I get that right?']),
  ];
}

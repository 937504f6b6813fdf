const FEELINGS = ['sad', 'lonely', 'stressed', 'anxious', 'tired', 'angry', 'bored', 'happy', 'excited'] as const;
export type Feeling = (typeof FEELINGS)[number];

const POSITIVE_FEELINGS: ReadonlySet<Feeling> = new Set(['happy', 'excited']);

/** Words (lower case) that name each feeling, longest first so `stressed out` wins over `stressed`. */
const FEELING_WORDS: Record<Feeling, string[]> = {
  sad: ['heartbroken', 'depressed', 'miserable', 'unhappy', 'gutted', 'upset', 'down', 'blue', 'sad', 'low'],
  lonely: ['lonely', 'lonesome', 'isolated', 'alone'],
  stressed: ['stressed out', 'overwhelmed', 'burnt out', 'burned out', 'under pressure', 'stressed', 'swamped'],
  anxious: ['anxious', 'nervous', 'worried', 'panicky', 'on edge', 'scared', 'uneasy'],
  tired: ['exhausted', 'knackered', 'worn out', 'drained', 'sleepy', 'tired'],
  angry: ['frustrated', 'furious', 'annoyed', 'pissed off', 'irritated', 'angry', 'mad'],
  bored: ['bored'],
  happy: ['wonderful', 'fantastic', 'amazing', 'great', 'happy', 'glad', 'good', 'content', 'cheerful'],
  excited: ['excited', 'thrilled', 'pumped', 'buzzing'],
};

const INTENSIFIERS =
  /^(?:(?:feeling|so|really|very|a bit|a little|kind of|kinda|quite|pretty|super|too|extremely|incredibly|just|totally|completely|rather|somewhat|such|a lot|lately|today|tonight|all day)\s+)*/;

/** Where a feeling may follow: `I feel`, `I'm so`, `I've been`, or an intensifier opening the message (`so tired`). */
const SUBJECTS =
  /(?:^(?=(?:so|really|very|feeling|kinda|kind of|a bit|a little|super|just)\s)|\b(?:i feel|i'm feeling|i am feeling|i've been feeling|i'm|i am|im|i've been|i have been|i get|i got|i was|i felt|makes me feel|made me feel)\s+)(not\s+|never\s+)?/g;

function feelingAt(text: string): Feeling | undefined {
  const rest = text.replace(INTENSIFIERS, '');
  for (const feeling of FEELINGS) {
    if (FEELING_WORDS[feeling].some((word) => new RegExp(`^${word}\\b(?!\\s+at\\b)`).test(rest))) return feeling;
  }
  return undefined;
}

/** Feelings the speaker says they have, in order; `not happy` counts as sad, `not sad` as nothing. */
export function detectFeelings(normalized: string): Feeling[] {
  const text = normalized.toLowerCase();
  const found: Feeling[] = [];
  for (const match of text.matchAll(SUBJECTS)) {
    const feeling = feelingAt(text.slice(match.index + match[0].length));
    if (!feeling) continue;
    const negated = Boolean(match[1]);
    const felt = negated ? (POSITIVE_FEELINGS.has(feeling) ? 'sad' : undefined) : feeling;
    if (felt && !found.includes(felt)) found.push(felt);
  }
  return found;
}

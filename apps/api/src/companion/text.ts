/** Small text helpers shared by the prompt, the memory and the offline engine. */

/** Typographic apostrophes and quotes as plain ones, runs of spaces as one: patterns then match what people type. */
export function normalizeText(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[ \t\u00a0]+/g, ' ')
    .trim();
}

/** Sentences of a text, each with its closing punctuation. */
export function splitSentences(text: string): string[] {
  return (text.match(/[^.!?]+(?:[.!?]+["'\u2019\u201d)]*|$)/g) ?? [])
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

export function upperFirst(text: string): string {
  const [first, rest] = splitGraphemesAt(text, 1);
  return first.toUpperCase() + rest;
}

export function lowerFirst(text: string): string {
  const [first, rest] = splitGraphemesAt(text, 1);
  return first.toLowerCase() + rest;
}

/** `a`, `a and b`, `a, b and c`. */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The indefinite article a noun phrase takes. */
export function article(phrase: string): 'a' | 'an' {
  return /^(?:[aeio]|u(?![nr]i|se|sa|ti))/i.test(phrase) ? 'an' : 'a';
}

/** Rough token count of text for budgets: about four characters a token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

const SMALL_NUMBERS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A whole number below a hundred in words (`three`, `forty-five`); larger numbers as digits. */
export function numberWord(value: number): string {
  if (value < 20) return SMALL_NUMBERS[value] ?? String(value);
  if (value >= 100) return String(value);
  const tens = TENS[Math.floor(value / 10)];
  const ones = value % 10;
  return ones === 0 ? `${tens}` : `${tens}-${SMALL_NUMBERS[ones]}`;
}

/** A single line of at most `max` graphemes: for user-derived values shown inside instructions. */
export function oneLine(text: string, max: number): string {
  return truncateGraphemes(text.replace(/\s+/g, ' ').trim(), max, { ellipsis: '…' });
}

// ---------------------------------------------------------------- cutting text

/*
 * Every cut of user or model text goes through these. They count and cut graphemes, what a reader
 * sees as one character (an emoji family, a flag, a letter with its accents), so no cut splits one;
 * and what they return is well-formed: a lone surrogate, which PostgreSQL refuses inside json,
 * comes back as U+FFFD.
 */

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Where the grapheme after the first `count` begins, in UTF-16 units: `text.length` when there are no more. */
function graphemeBoundary(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (const { index } of graphemes.segment(text)) {
    if (seen === count) return index;
    seen += 1;
  }
  return text.length;
}

/** How many graphemes the text has. */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** The first `count` graphemes of the text and the rest, both well-formed. */
export function splitGraphemesAt(text: string, count: number): [head: string, rest: string] {
  const whole = text.toWellFormed();
  const boundary = graphemeBoundary(whole, count);
  return [whole.slice(0, boundary), whole.slice(boundary)];
}

export interface TruncateOptions {
  /** Ends a text that was cut, within `max` (e.g. `…`); the cut text loses its trailing spaces before it. */
  ellipsis?: string;
}

/** The text, well-formed, cut to its first `max` graphemes when it has more; `max` must leave room for the ellipsis. */
export function truncateGraphemes(text: string, max: number, { ellipsis = '' }: TruncateOptions = {}): string {
  const [head, rest] = splitGraphemesAt(text, max);
  if (!rest || !ellipsis) return head;
  const [kept] = splitGraphemesAt(head, max - graphemeCount(ellipsis));
  return `${kept.trimEnd()}${ellipsis}`;
}

/** The text, well-formed, cut to its last `max` graphemes when it has more. */
export function lastGraphemes(text: string, max: number): string {
  const whole = text.toWellFormed();
  const starts = Array.from(graphemes.segment(whole), (segment) => segment.index);
  const first = Math.max(0, starts.length - max);
  return first < starts.length ? whole.slice(starts[first]) : '';
}

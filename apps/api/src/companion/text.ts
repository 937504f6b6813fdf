/** Small text helpers shared by the prompt, the memory and the offline engine. */

/** A character Unicode calls a format character: invisible, it hides or reorders what the text shows. */
const FORMAT_CHARACTER = /\p{Cf}/gu;
/** Unicode White_Space in runs (`\s` is all of it but NEL, U+0085). */
const WHITESPACE_RUN = /[\s\u0085]+/g;
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
const ZERO_WIDTH_JOINER = 0x200d;
const WAVING_BLACK_FLAG = 0x1f3f4;

const isTag = (codePoint: number) => codePoint >= 0xe0020 && codePoint <= 0xe007f;
const isPictograph = (codePoint: number | undefined) =>
  codePoint !== undefined && PICTOGRAPH.test(String.fromCodePoint(codePoint));
/** The end of an emoji: the pictograph, or the variation selector or skin tone that follows it. */
const endsEmoji = (codePoint: number) =>
  isPictograph(codePoint) || codePoint === 0xfe0f || (codePoint >= 0x1f3fb && codePoint <= 0x1f3ff);

function codePointBefore(text: string, index: number): number | undefined {
  const unit = text.charCodeAt(index - 1);
  return unit >= 0xdc00 && unit <= 0xdfff && index >= 2 ? text.codePointAt(index - 2) : text.codePointAt(index - 1);
}

/** A zero-width joiner between two emoji (👩‍💻) or a tag of a flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿): part of what the reader sees. */
function joinsEmoji(format: string, offset: number, text: string): boolean {
  const before = codePointBefore(text, offset);
  const codePoint = format.codePointAt(0) ?? 0;
  if (before === undefined) return false;
  if (codePoint === ZERO_WIDTH_JOINER) return endsEmoji(before) && isPictograph(text.codePointAt(offset + 1));
  return isTag(codePoint) && (before === WAVING_BLACK_FLAG || isTag(before));
}

/** The text without its format characters, but for the joiners and tags inside emoji. */
export function withoutFormatCharacters(text: string): string {
  return text.replace(FORMAT_CHARACTER, (format, offset: number, whole: string) =>
    joinsEmoji(format, offset, whole) ? format : '',
  );
}

/**
 * User text as every pattern reads it, made once where it comes in: no format characters (zero-width
 * spaces, direction marks and overrides, soft hyphens; emoji keep their joiners), any run of Unicode
 * whitespace as one space, or as one line break when it breaks the line, typographic apostrophes and
 * quotes as plain ones, trimmed. The patterns then never meet a long run of anything invisible.
 */
export function normalizeText(text: string): string {
  return withoutFormatCharacters(text)
    .replace(WHITESPACE_RUN, (run) => (LINE_BREAK.test(run) ? '\n' : ' '))
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .trim();
}

/** Sentences of a text, each with its closing punctuation; a line break ends one too. */
export function splitSentences(text: string): string[] {
  return (text.match(/[^.!?\n]+(?:[.!?]+["'\u2019\u201d)]*|$)/gm) ?? [])
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * The text without the characters at its end that `character` (a one-character class such as
 * `/[.!]/`) matches. A loop, because `/[.!]+$/` retries the run from each of its characters when
 * something else follows it, which takes time in the square of its length.
 */
export function trimEndMatching(text: string, character: RegExp): string {
  let end = text.length;
  while (end > 0 && character.test(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
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

/**
 * Rough token count for the memory's own bookkeeping, where a quick answer matters more than an
 * exact one: about four characters a token. What goes to a model is counted by `countTokens`.
 */
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
/**
 * Printable ASCII and line feeds, each character a grapheme of its own (no CR to join a line feed):
 * most text is, and is counted without the segmenter, which costs a hundred times more per character.
 */
const ONE_UNIT_GRAPHEMES = /^[\n\x20-\x7e]*$/;

/** Where the grapheme after the first `count` begins, in UTF-16 units: `text.length` when there are no more. */
function graphemeBoundary(text: string, count: number): number {
  if (count <= 0) return 0;
  if (ONE_UNIT_GRAPHEMES.test(text)) return Math.min(count, text.length);
  let seen = 0;
  for (const { index } of graphemes.segment(text)) {
    if (seen === count) return index;
    seen += 1;
  }
  return text.length;
}

/** How many graphemes the text has. */
export function graphemeCount(text: string): number {
  if (ONE_UNIT_GRAPHEMES.test(text)) return text.length;
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
  if (ONE_UNIT_GRAPHEMES.test(text)) return text.slice(Math.max(0, text.length - max));
  const whole = text.toWellFormed();
  const starts = Array.from(graphemes.segment(whole), (segment) => segment.index);
  const first = Math.max(0, starts.length - max);
  return first < starts.length ? whole.slice(starts[first]) : '';
}

/** Characters that change nothing a reader sees: format characters (zero-width, direction marks) and other default-ignorables. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** Text as grounding compares it: NFKC, no invisible characters, lower case, words between single spaces, a space at each end. */
export function comparable(text: string): string {
  const words = text.normalize('NFKC').replace(INVISIBLE, '').toLowerCase().replace(NOT_WORD, ' ').trim();
  return ` ${words} `;
}

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
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
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

/** A single line of at most `max` characters: for user-derived values shown inside instructions. */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * What people type, as Kindred keeps it, the same in the browser and on the server. Characters
 * nobody sees (Unicode White_Space and format characters: zero-width spaces, direction marks and
 * overrides, soft hyphens…) count as nothing: a name or a message made only of them is empty.
 */

/** Every pattern here is one character class, anchored or matched one character at a time: linear. */
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Cf}]*$/u;
/**
 * Format characters but the two join controls: ZWNJ and ZWJ spell Persian, Indic and other names
 * correctly (and never alone, since `trimText` drops them at the ends), every other one (bidi
 * overrides and isolates, zero-width spaces, invisible operators…) only hides or reorders what a
 * name shows.
 */
const FORMAT_BUT_JOINERS = /(?![\u200C\u200D])\p{Cf}/gu;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

const isInvisible = (text: string) => INVISIBLE_ONLY.test(text);

/**
 * The text without the invisible characters at either end. It cuts between graphemes, so a format
 * character that belongs to a visible one stays with it: an emoji tag sequence (🏴󠁧󠁢󠁳󠁣󠁴󠁿) keeps its
 * tags, and ZWJ sequences (👨‍👩‍👧) inside the text are never touched.
 */
export function trimText(text: string): string {
  const segments = graphemes.segment(text);
  let start = text.length;
  for (const { segment, index } of segments) {
    if (!isInvisible(segment)) {
      start = index;
      break;
    }
  }
  let end = text.length;
  while (end > start) {
    const last = segments.containing(end - 1);
    if (!last || !isInvisible(last.segment)) break;
    end = last.index;
  }
  return text.slice(start, end);
}

/**
 * A name or another one-line label of a profile: trimmed, and cleared of the format characters
 * that would hide or reorder what it shows (a right-to-left override makes "Ann\u202Eeoj" read
 * "Annjoe"). They are removed rather than refused: people paste them without knowing, and cannot
 * see what a refusal would be about.
 */
export function cleanName(text: string): string {
  return trimText(text.replace(FORMAT_BUT_JOINERS, ''));
}

const LETTER_OR_DIGIT_FIRST = /^[\p{L}\p{N}]/u;

/**
 * A name's initial for the profile avatar: its first grapheme that is a letter or a digit (an emoji
 * before the name is no initial), upper-cased where the script has case. Scripts without case
 * (Chinese, Arabic, Devanagari…) keep their letter, and an upper case that spells more than one
 * letter (ß → SS) keeps the first. A name without letters has no initial.
 */
export function initialOf(name: string): string {
  for (const { segment } of graphemes.segment(cleanName(name))) {
    if (!LETTER_OR_DIGIT_FIRST.test(segment)) continue;
    const [upper] = graphemes.segment(segment.toLocaleUpperCase());
    return upper?.segment ?? '';
  }
  return '';
}

/** How many characters a reader counts in `text`: graphemes, so 👨‍👩‍👧 is one. */
export function graphemeLength(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

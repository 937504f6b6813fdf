/**
 * Titles and abbreviations whose full stop ends no sentence ('Dr. Lee', 'e.g. this').
 * Decimals ('3.5') never split, because a split needs whitespace after the punctuation.
 */
const ABBREVIATION_BEFORE_BREAK = /(?:^|[\s(])(?:dr|mr|mrs|ms|mx|prof|st|jr|sr|vs|e\.g|i\.e)\.$/i;
/** A numbered list item ('1.') starts its line; it is no sentence of its own. */
const LIST_NUMBER = /^\d+\.$/;

/** Whitespace after closing punctuation, and any closing quote or bracket that follows it. */
const SENTENCE_BREAK = /(?<=[.!?…]["'’”)\]]*)\s+/u;
const LINE_BREAK = /\r?\n/;
const BLANK_LINE = /\r?\n[^\S\r\n]*\r?\n/;

function splitSentences(line: string): string[] {
  const sentences: string[] = [];
  for (const piece of line.split(SENTENCE_BREAK)) {
    const previous = sentences.at(-1);
    if (previous !== undefined && (ABBREVIATION_BEFORE_BREAK.test(previous) || LIST_NUMBER.test(previous))) {
      sentences[sentences.length - 1] = `${previous} ${piece}`;
    } else {
      sentences.push(piece);
    }
  }
  return sentences;
}

/**
 * The bubbles a chat message is shown as: split at blank lines, then at single line breaks, then
 * at sentence ends (the punctuation stays with its sentence). Empty parts are dropped.
 */
export function splitIntoBubbles(text: string): string[] {
  return text
    .split(BLANK_LINE)
    .flatMap((paragraph) => paragraph.split(LINE_BREAK))
    .flatMap((line) => splitSentences(line.trim()))
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Marks text that goes on beyond what is shown. */
export const CUT_ELLIPSIS = '…';

const trailingPunctuation = /[\s,;:.!?—–-]+$/u;

/**
 * Shortens `text` to at most `max` characters without splitting a word, and marks the cut with an
 * ellipsis (not counted in `max`). Text that already fits comes back unchanged. A single word longer
 * than `max` is cut inside the word, as there is no boundary to cut at.
 */
export function cutAtWordBoundary(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;

  const head = trimmed.slice(0, max);
  const endsOnBoundary = /\s/u.test(trimmed.charAt(max));
  const lastSpace = head.search(/\s\S*$/u);
  const kept = endsOnBoundary || lastSpace <= 0 ? head : head.slice(0, lastSpace);

  // "the sea, and…" reads better than "the sea,…": drop the punctuation the cut left dangling.
  return `${kept.replace(trailingPunctuation, '')}${CUT_ELLIPSIS}`;
}

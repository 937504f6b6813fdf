import { FEATURED_BIO_CUT } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { CUT_ELLIPSIS, cutAtWordBoundary } from './cutAtWordBoundary';

describe('cutAtWordBoundary', () => {
  it('leaves text that fits untouched', () => {
    expect(cutAtWordBoundary('Sound engineer who records city noise.', 120)).toBe(
      'Sound engineer who records city noise.',
    );
  });

  it('keeps text of exactly the limit whole', () => {
    const text = `${'a'.repeat(59)} ${'b'.repeat(60)}`;

    expect(text).toHaveLength(120);
    expect(cutAtWordBoundary(text, 120)).toBe(text);
  });

  it('cuts before the word that crosses the limit', () => {
    expect(cutAtWordBoundary('Architect by day, amateur flamenco dancer by night.', 30)).toBe(
      `Architect by day, amateur${CUT_ELLIPSIS}`,
    );
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(cutAtWordBoundary('one two three four', 7)).toBe(`one two${CUT_ELLIPSIS}`);
  });

  it('drops punctuation left dangling by the cut', () => {
    expect(cutAtWordBoundary('Early mornings, late nights, and a lot of coffee.', 16)).toBe(
      `Early mornings${CUT_ELLIPSIS}`,
    );
  });

  it('cuts inside a single word longer than the limit', () => {
    expect(cutAtWordBoundary('Supercalifragilistic', 5)).toBe(`Super${CUT_ELLIPSIS}`);
  });

  it('never shows more than the featured limit of a long bio, and ends on a whole word', () => {
    const bio =
      'Art restorer at a small workshop near the Ponte Vecchio, where I spend my days coaxing five-hundred-year-old colours back to life.';

    const cut = cutAtWordBoundary(bio, FEATURED_BIO_CUT);
    const shown = cut.slice(0, -CUT_ELLIPSIS.length);

    expect(cut.endsWith(CUT_ELLIPSIS)).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(FEATURED_BIO_CUT);
    expect(bio.startsWith(shown)).toBe(true);
    expect(bio.charAt(shown.length)).toMatch(/[\s,]/);
  });
});

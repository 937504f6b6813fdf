import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractFactsByRules, memoryFact } from '../../src/companion/memory/facts';
import { rollSummary, SUMMARY_MAX_CHARS, summarizeTurns } from '../../src/companion/memory/summary';
import { MAX_REPLY_LENGTH, sanitizeModelOutput } from '../../src/companion/safety';
import {
  graphemeCount,
  lastGraphemes,
  lowerFirst,
  oneLine,
  splitGraphemesAt,
  truncateGraphemes,
  upperFirst,
} from '../../src/companion/text';
import { turn } from './helpers';

/** What a reader sees as one character, though each is several code points. */
const CLUSTERS = {
  'a family (ZWJ sequence)': '👩‍👩‍👧‍👦',
  'a rainbow flag (ZWJ and variation selector)': '🏳️‍🌈',
  'a national flag (regional indicators)': '🇫🇷',
  'a subdivision flag (tag sequence)': '🏴󠁧󠁢󠁳󠁣󠁴󠁿',
  'a thumbs up with a skin tone': '👍🏽',
  'a letter with combining marks': 'e\u0301\u0302\u0323',
  'a Devanagari syllable': 'क्षि',
  'a Hangul syllable in jamo': '\u1100\u1161\u11a8',
};

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const graphemesOf = (text: string) => Array.from(segmenter.segment(text), (segment) => segment.segment);

/** Any text: every code point, lone surrogates included, whole clusters, and plain ASCII with its line breaks. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: fc.constantFrom('a', ' ', '~', '\n', '\r'), maxLength: 60 }),
  fc.string({ unit: fc.constantFrom('a', '\n', '\r', '\t', '\x7f', '\0'), maxLength: 60 }),
  fc
    .array(fc.constantFrom(...Object.values(CLUSTERS), 'a', ' ', '\ud800', '\udfff'), { maxLength: 30 })
    .map((parts) => parts.join('')),
);

describe('truncateGraphemes', () => {
  it.each(Object.entries(CLUSTERS))('never splits %s', (_, cluster) => {
    for (let max = 0; max <= 3; max++) expect(truncateGraphemes(cluster.repeat(3), max)).toBe(cluster.repeat(max));
    expect(truncateGraphemes(`x${cluster}`, 1)).toBe('x');
  });

  it('returns a text that fits whole, and ends a cut one with the ellipsis within the limit', () => {
    expect(truncateGraphemes('hello', 5, { ellipsis: '…' })).toBe('hello');
    expect(truncateGraphemes('hello world', 8, { ellipsis: '…' })).toBe('hello w…');
    expect(truncateGraphemes('hello   world', 9, { ellipsis: '…' })).toBe('hello…');
    expect(truncateGraphemes('👩‍👩‍👧‍👦'.repeat(5), 3, { ellipsis: '…' })).toBe('👩‍👩‍👧‍👦👩‍👩‍👧‍👦…');
  });

  it('gives a lone surrogate back as U+FFFD', () => {
    expect(truncateGraphemes('tea\ud83d', 10)).toBe('tea\ufffd');
    expect(truncateGraphemes('\ude00tea', 2)).toBe('\ufffdt');
  });

  it('keeps the first whole graphemes of any text, well-formed', () => {
    fc.assert(
      fc.property(anyText, fc.nat(40), (text, max) => {
        const cut = truncateGraphemes(text, max);
        expect(cut.isWellFormed()).toBe(true);
        expect(graphemesOf(cut)).toEqual(graphemesOf(text.toWellFormed()).slice(0, max));
      }),
    );
  });
});

describe('lastGraphemes', () => {
  it.each(Object.entries(CLUSTERS))('never splits %s', (_, cluster) => {
    expect(lastGraphemes(cluster.repeat(3), 2)).toBe(cluster.repeat(2));
    expect(lastGraphemes(`${cluster}x`, 1)).toBe('x');
    expect(lastGraphemes(cluster, 0)).toBe('');
  });

  it('keeps the last whole graphemes of any text, well-formed', () => {
    fc.assert(
      fc.property(anyText, fc.nat(40), (text, max) => {
        const cut = lastGraphemes(text, max);
        expect(cut.isWellFormed()).toBe(true);
        const all = graphemesOf(text.toWellFormed());
        expect(graphemesOf(cut)).toEqual(all.slice(Math.max(0, all.length - max)));
      }),
    );
  });
});

describe('graphemeCount', () => {
  it('counts the graphemes of any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(graphemeCount(text)).toBe(graphemesOf(text).length);
      }),
    );
  });
});

describe('splitGraphemesAt', () => {
  it('splits any text into its first graphemes and the rest, well-formed', () => {
    fc.assert(
      fc.property(anyText, fc.nat(40), (text, count) => {
        const [head, rest] = splitGraphemesAt(text, count);
        expect(head + rest).toBe(text.toWellFormed());
        expect(graphemeCount(head)).toBe(Math.min(count, graphemeCount(text)));
      }),
    );
  });
});

describe('upperFirst and lowerFirst', () => {
  it('change the whole first grapheme, astral letters too', () => {
    expect(upperFirst('𐐨ow')).toBe('𐐀ow');
    expect(lowerFirst('𐐀OW')).toBe('𐐨OW');
    expect(upperFirst('e\u0301t\u00e9')).toBe('E\u0301t\u00e9');
    expect(upperFirst('👩‍👩‍👧‍👦 hi')).toBe('👩‍👩‍👧‍👦 hi');
    expect(upperFirst('')).toBe('');
  });
});

describe('cutting user and model text', () => {
  it('oneLine cuts a line of emoji between them', () => {
    const line = oneLine('😀'.repeat(100), 80);
    expect(line).toBe(`${'😀'.repeat(79)}…`);
  });

  it('a summary quoting a long message of emoji stays well-formed', () => {
    const line = summarizeTurns([turn('human', '😀'.repeat(2_000), new Date('2025-03-04T18:00:00Z'))], 'UTC');
    expect(line.isWellFormed()).toBe(true);
    expect(line).toContain(`"${'😀'.repeat(79)}…"`);
  });

  it('a rolled summary keeps whole graphemes within its limit', () => {
    const summary = rollSummary('', `${'😀'.repeat(1_500)}x`);
    expect(summary.isWellFormed()).toBe(true);
    expect(graphemeCount(summary)).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
    expect(summary).toBe(`${'😀'.repeat(SUMMARY_MAX_CHARS - 1)}x`);
  });

  it('a fact in emoji is cut between them and still fits a memory', () => {
    const [like] = extractFactsByRules(`I love x${'😀'.repeat(100)}`, new Date('2025-03-04T10:00:00Z'));
    expect(like?.value).toBe(`x${'😀'.repeat(79)}`);
    expect(memoryFact.safeParse(like).success).toBe(true);
  });

  it('a long reply is capped between graphemes', () => {
    const reply = sanitizeModelOutput(`x${'😀'.repeat(MAX_REPLY_LENGTH + 100)}`);
    expect(reply.isWellFormed()).toBe(true);
    expect(graphemeCount(reply)).toBeLessThanOrEqual(MAX_REPLY_LENGTH);
    expect(reply.endsWith('😀…')).toBe(true);
  });
});

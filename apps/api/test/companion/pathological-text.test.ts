import { describe, expect, it } from 'vitest';
import { detectFeelings } from '../../src/companion/feelings';
import { extractFactsByRules } from '../../src/companion/memory/facts';
import { asksIfAi, sanitizeModelOutput } from '../../src/companion/safety';
import { normalizeText, splitSentences } from '../../src/companion/text';
import { toFirstPerson } from '../../src/companion/voice';

/*
 * The text attackers send (long runs of invisible or odd whitespace, repeated openers that never
 * close) comes out as a reader would see it. That every pattern on it runs in linear time is
 * proven in test/security/linear-patterns.test.ts; the time itself is measured by `pnpm bench`.
 */

const NOW = new Date('2025-03-04T10:00:00Z');
const likes = (message: string) =>
  extractFactsByRules(message, NOW)
    .filter((fact) => fact.kind === 'like')
    .map((fact) => fact.value);

describe('normalizeText', () => {
  it.each([
    ['em spaces', `a${'\u2003'.repeat(4_000)}b`, 'a b'],
    ['ideographic spaces', `a${'\u3000'.repeat(10)}b`, 'a b'],
    ['thin, hair and narrow spaces', 'a\u2009\u200a\u202f\u205fb', 'a b'],
    ['carriage returns, as one line break', `a${'\r'.repeat(4_000)}b`, 'a\nb'],
    ['mixed line breaks and spaces', 'a \n\r\n \u2028\u2029\u0085 b', 'a\nb'],
    ['next-line characters', 'a\u0085b', 'a\nb'],
    ['zero-width spaces and joiners between letters', 'he\u200bl\u200dl\u2060o\ufeff', 'hello'],
    ['bidi overrides and isolates', 'I am \u202esad\u202c \u2066now\u2069', 'I am sad now'],
    ['soft hyphens', 'hik\u00ading', 'hiking'],
    ['typographic quotes', '\u2018I\u2019m \u201cfine\u201d\u2019', `'I'm "fine"'`],
  ])('folds %s', (_name, input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it.each([
    ['a family', '\u{1F468}\u200d\u{1F469}\u200d\u{1F467}'],
    ['a coder with a skin tone', '\u{1F469}\u{1F3FD}\u200d\u{1F4BB}'],
    ['a rainbow flag', '\u{1F3F3}\ufe0f\u200d\u{1F308}'],
    ['the flag of Scotland', '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'],
  ])('keeps %s whole', (_name, emoji) => {
    expect(normalizeText(`I love ${emoji} !`)).toBe(`I love ${emoji} !`);
  });
});

describe('splitSentences', () => {
  it('ends a sentence at a line break', () => {
    expect(splitSentences('I love hiking\nI live in Berlin. Bye')).toEqual([
      'I love hiking',
      'I live in Berlin.',
      'Bye',
    ]);
  });
});

describe('facts from messages padded with whitespace', () => {
  it.each([
    ['em spaces', '\u2003', ['tea cake']],
    ['ideographic spaces', '\u3000', ['tea cake']],
    ['line breaks', '\n', ['tea']],
    ['carriage returns', '\r', ['tea']],
  ])('`I love tea` and 3,990 %s then `cake`', (_name, space, expected) => {
    expect(likes(`I love tea${space.repeat(3_990)}cake`)).toEqual(expected);
  });

  it('finds the same likes in ordinary messages', () => {
    expect(likes('I love hiking and jazz or baking with my mum')).toEqual(['hiking', 'jazz', 'baking']);
    expect(likes('I like tea or coffee & cake')).toEqual(['tea', 'coffee', 'cake']);
    expect(likes('I love to go swimming every summer')).toEqual(['swimming']);
  });

  it('reads hundreds of subjects and an empty run of sentences', () => {
    expect(detectFeelings(normalizeText('I am '.repeat(800)))).toEqual([]);
    expect(detectFeelings(normalizeText(`${'I am '.repeat(800)}so tired`))).toEqual(['tired']);
    expect(extractFactsByRules('. '.repeat(2_000), NOW)).toEqual([]);
  });
});

describe('asksIfAi', () => {
  it('wants a question mark after the words, however far', () => {
    expect(asksIfAi(`you're a bot${' really'.repeat(500)}?`)).toBe(true);
    expect(asksIfAi("is it ai. I don't care")).toBe(false);
    expect(asksIfAi(`${'is it ai '.repeat(2_000)}`)).toBe(false);
  });
});

describe('sanitizeModelOutput', () => {
  it.each([
    ['a link whose target has parentheses', 'Try [link](javascript:alert(3)) now', 'Try link now'],
    ['an image whose target has parentheses', 'Look ![cat](http://x/c_(1).png) here', 'Look here'],
    ['a run of em spaces', `Hi${'\u2003'.repeat(5_000)}there`, 'Hi there'],
    ['sixty thousand line breaks', `Hi${'\n'.repeat(60_000)}there`, 'Hi\n\nthere'],
    ['carriage returns', `Hi${'\r'.repeat(10)}there`, 'Hi\n\nthere'],
    ['zero-width and bidi characters', 'Hi\u200b the\u2066re\u2069\u202e', 'Hi there'],
    ['an emoji sequence', 'Coding \u{1F469}\u200d\u{1F4BB} all day', 'Coding \u{1F469}\u200d\u{1F4BB} all day'],
    [
      'openers that never close',
      `${'<script'.repeat(3)} ${'[('.repeat(3)} ${'![]('.repeat(3)} <!-- x`,
      '<script<script<script [([([( ![](![](![]( <!-- x',
    ],
    ['a script with no end', '<script>alert(1)', 'alert(1)'],
    ['a comment and a style', 'a<!-- b -->c<style>p{}</style>d', 'acd'],
    ['a speaker label with spaces', 'Mathis  :  Hi', 'Hi'],
  ])('handles %s', (_name, input, expected) => {
    expect(sanitizeModelOutput(input, 'Mathis Favre')).toBe(expected);
  });

  it.each([
    ['three thousand unclosed tags', '<a'.repeat(3_000)],
    ['three thousand unclosed links', '[('.repeat(3_000)],
    ['three thousand unclosed comments', '<!--'.repeat(3_000)],
  ])('keeps %s as text', (_name, input) => {
    expect(sanitizeModelOutput(input).length).toBeGreaterThan(0);
  });
});

describe('toFirstPerson', () => {
  const ines = { name: 'Inês Duarte', gender: 'female' };

  it('speaks of the character by name and pronouns as I', () => {
    expect(toFirstPerson("Inês's boat is old. Inês Duarte sails it. Inêsa is her cousin.", ines)).toBe(
      'My boat is old. I sail it. Inêsa is my cousin.',
    );
    expect(toFirstPerson('Kids who think they know. They sail.', { name: 'Sam', gender: 'nonbinary' })).toBe(
      'Kids who think they know. I sail.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { splitIntoBubbles } from './splitIntoBubbles';

describe('splitIntoBubbles', () => {
  it('splits at blank lines, then line breaks, then sentence ends, keeping the punctuation', () => {
    const text = 'Told you! The trick is to go early.\nTry the orange one.\n\nIt changes everything?! Really…';

    expect(splitIntoBubbles(text)).toEqual([
      'Told you!',
      'The trick is to go early.',
      'Try the orange one.',
      'It changes everything?!',
      'Really…',
    ]);
  });

  it('keeps a closing quote or bracket with its sentence', () => {
    expect(splitIntoBubbles('She said "go." So I went (finally.) Then home.')).toEqual([
      'She said "go."',
      'So I went (finally.)',
      'Then home.',
    ]);
  });

  it('drops empty parts and surrounding whitespace', () => {
    expect(splitIntoBubbles('  Hi there.  \r\n\r\n\n   \nSee you.  ')).toEqual(['Hi there.', 'See you.']);
    expect(splitIntoBubbles(' \n\n ')).toEqual([]);
  });

  it('does not split titles, common abbreviations, decimals or list numbers', () => {
    expect(splitIntoBubbles('Dr. Lee said 3.5 hours, e.g. after lunch. Mrs. Ho agreed.')).toEqual([
      'Dr. Lee said 3.5 hours, e.g. after lunch.',
      'Mrs. Ho agreed.',
    ]);
    expect(splitIntoBubbles('1. Pack the tent\n2. Find the trail')).toEqual(['1. Pack the tent', '2. Find the trail']);
  });

  it('leaves a single sentence whole', () => {
    expect(splitIntoBubbles('Listen to this')).toEqual(['Listen to this']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  dreamLine,
  fearsAndFlaws,
  homeOf,
  jobLine,
  peevesPhrase,
  toFirstPerson,
  voiceOf,
} from '../../src/companion/voice';
import { seedCharacters } from '../../src/seed/characters';
import { character, ines, mathis, theo } from './helpers';

describe('toFirstPerson', () => {
  it('turns a profile written about a woman into her own words', () => {
    expect(toFirstPerson('Inês grew up by the sea. She forgets to answer messages and then apologises.', ines)).toBe(
      'I grew up by the sea. I forget to answer messages and then apologise.',
    );
    expect(toFirstPerson('She is quietly afraid. Her grandmother named every gull and told her stories.', ines)).toBe(
      'I am quietly afraid. My grandmother named every gull and told me stories.',
    );
  });

  it('turns a profile written about a man into his own words', () => {
    expect(
      toFirstPerson('Theo’s aunt taught him. He now teaches teenagers and plays late sets, which he loves.', theo),
    ).toBe('My aunt taught me. I now teach teenagers and play late sets, which I love.');
  });

  it('turns a profile written with they into the character’s own words, leaving other people alone', () => {
    const haneul = character('haneul-kim');
    expect(
      toFirstPerson('They rework things and teach kids who think they are not creative. Their desk is a mess.', haneul),
    ).toBe('I rework things and teach kids who think they are not creative. My desk is a mess.');
  });

  it('leaves no third-person pronoun about the character in any seeded fear or dream', () => {
    for (const seed of seedCharacters) {
      const own = { ...seed, id: seed.slug };
      const pronoun =
        seed.gender === 'female' ? /\b(?:she|her)\b/i : seed.gender === 'male' ? /\b(?:he|his|him)\b/i : /\btheir\b/i;
      const { fears, flaws } = fearsAndFlaws(own);
      for (const sentence of [...fears, ...flaws, dreamLine(own)]) expect(sentence, seed.slug).not.toMatch(pronoun);
      expect([...fears, ...flaws, dreamLine(own)].join(' '), seed.slug).not.toContain(seed.name.split(' ')[0]);
    }
  });
});

describe('what characters say about themselves', () => {
  it('says what they do from the bio', () => {
    expect(jobLine(mathis)).toBe("I'm a mountain guide in Chamonix.");
    expect(jobLine(character('amelie-roux'))).toMatch(/^I own a bakery/);
    expect(jobLine(character('sofia-quintero'))).toMatch(/^I'm an architect by day/);
  });

  it('keeps a place name capitalised at the start of the job', () => {
    const cabbie = seedCharacters.find((seed) => seed.bio.startsWith('London'));
    if (cabbie) expect(jobLine({ ...cabbie, id: cabbie.slug })).toMatch(/^I'm a London cab driver/);
  });

  it('says their dream and their pet peeves in the first person', () => {
    expect(dreamLine(theo)).toBe(
      'I want to record an album of my own tunes with my students sitting in, and open a small listening room where the cover charge is a dish to share.',
    );
    expect(dreamLine(ines)).toMatch(/^I want to see the estuary/);
    expect(peevesPhrase(character('zanele-dlamini'))).toContain('when I am standing right there');
  });

  it('tells fears from flaws', () => {
    const { fears, flaws } = fearsAndFlaws(theo);
    expect(fears).toEqual(['I worry that the city I love is being priced away from the people who made its music.']);
    expect(flaws).toEqual(['I can be too proud to ask for help and too generous to say no.']);
  });

  it('names where they live', () => {
    expect(homeOf(mathis)).toEqual({ city: 'Chamonix', place: 'Chamonix, France' });
    expect(homeOf({ location: 'Lisbon, Portugal' })).toEqual({ city: 'Lisbon', place: 'Lisbon, Portugal' });
  });
});

describe('voiceOf', () => {
  it('hears the character’s traits, the first one most', () => {
    expect(voiceOf(['Calm', 'Reliable', 'Observant', 'Reserved'])).toBe('calm');
    expect(voiceOf(['Playful', 'Witty', 'Caring'])).toBe('playful');
    expect(voiceOf(['Direct', 'Generous', 'Disciplined', 'Dry-humoured'])).toBe('direct');
    expect(voiceOf([])).toBe('gentle');
  });
});

import { describe, expect, it } from 'vitest';
import { extractFactsByRules, type MemoryFact, memoryFact, rememberFacts } from '../../src/companion/memory/facts';

const NOW = new Date('2025-03-04T10:00:00Z');
const found = (message: string) =>
  extractFactsByRules(message, NOW).map(({ kind, value, detail }) =>
    detail ? { kind, value, detail } : { kind, value },
  );

describe('extractFactsByRules', () => {
  it.each([
    [
      "Hi, I'm Sam and I love hiking",
      [
        { kind: 'name', value: 'Sam' },
        { kind: 'like', value: 'hiking' },
      ],
    ],
    ['my name is sam', [{ kind: 'name', value: 'Sam' }]],
    ['Please call me Jo.', [{ kind: 'name', value: 'Jo' }]],
    ['I go by Alex these days', [{ kind: 'name', value: 'Alex' }]],
    ['I like jazz', [{ kind: 'like', value: 'jazz' }]],
    [
      'I really love hiking and jazz',
      [
        { kind: 'like', value: 'hiking' },
        { kind: 'like', value: 'jazz' },
      ],
    ],
    ['I love to cook', [{ kind: 'like', value: 'cooking' }]],
    ['I enjoy reading when it rains', [{ kind: 'like', value: 'reading' }]],
    ['My favourite band is Radiohead', [{ kind: 'like', value: 'Radiohead' }]],
    ['I work as a nurse', [{ kind: 'job', value: 'a nurse' }]],
    ["I'm a teacher", [{ kind: 'job', value: 'a teacher' }]],
    ["I'm an engineer at a small firm", [{ kind: 'job', value: 'an engineer' }]],
    ['I work in marketing', [{ kind: 'job', value: 'works in marketing' }]],
    ['I live in Berlin', [{ kind: 'home', value: 'Berlin' }]],
    ['I live in the Netherlands', [{ kind: 'home', value: 'the Netherlands' }]],
    ["I'm a technician", [{ kind: 'job', value: 'a technician' }]],
    ['my dog Biscuit ate my sock', [{ kind: 'pet', value: 'Biscuit', detail: 'dog' }]],
    ['I have a cat called Miso', [{ kind: 'pet', value: 'Miso', detail: 'cat' }]],
    ['I have a rabbit', [{ kind: 'pet', value: 'rabbit', detail: 'rabbit' }]],
    ["I'm going to Lisbon next week", [{ kind: 'plan', value: 'going to Lisbon next week' }]],
    ["I'm visiting my mum on Sunday", [{ kind: 'plan', value: 'visiting my mum on Sunday' }]],
    ['I have an exam tomorrow', [{ kind: 'plan', value: 'having an exam tomorrow' }]],
    ['I feel lonely', [{ kind: 'feeling', value: 'lonely' }]],
    ["I'm so stressed out", [{ kind: 'feeling', value: 'stressed' }]],
    ["I'm not happy", [{ kind: 'feeling', value: 'sad' }]],
    ["I'm tired", [{ kind: 'feeling', value: 'tired' }]],
    ["I'm proud of myself today", [{ kind: 'feeling', value: 'happy' }]],
  ])('%s', (message, expected) => {
    expect(found(message)).toEqual(expected);
  });

  it.each([
    "I'm Fine, thanks",
    'I love you',
    'I like that',
    'call me later',
    "I'm a big fan of this",
    "I'm a bit lost",
    "I'm going to sleep",
    'what do I like?',
    'do you remember my dog?',
    "I'm not sad",
    'Good morning',
    // Ways of living and kinds of home, which a reply would name as a town.
    'I live in fear',
    'I live in the moment',
    'I live in a flat',
    // Conditions, beliefs and origins, which a reply would ask after as work or call the user by.
    "I'm a diabetic",
    "I'm a recovering alcoholic",
    "I'm an atheist",
    "I'm an Italian",
    "I'm Vietnamese",
    // Not being all right with something is no feeling.
    "I'm not okay with that plan",
    'not good at maths, sadly',
    'good news and bad news: which first?',
    'it was hard to find parking',
    // Hard news only in its words: a call, news told, keys lost, a diagnosis long lived with.
    'my friend hit me up yesterday',
    'she hit me with the news over lunch',
    'I lost my house keys again',
    'I was diagnosed with ADHD as a kid',
    'I feel like giving up sugar for a month',
  ])('finds no fact in "%s"', (message) => {
    expect(found(message)).toEqual([]);
  });

  it('stamps each fact with the time it was said, in the stored shape', () => {
    const [fact] = extractFactsByRules('I live in Porto', NOW);
    expect(fact).toEqual({ kind: 'home', value: 'Porto', at: NOW.toISOString() });
    expect(memoryFact.parse(fact)).toEqual(fact);
  });
});

describe('rememberFacts', () => {
  const at = (day: number) => new Date(Date.UTC(2025, 2, day)).toISOString();
  const fact = (kind: MemoryFact['kind'], value: string, day: number, detail?: string): MemoryFact =>
    detail ? { kind, value, detail, at: at(day) } : { kind, value, at: at(day) };

  it('replaces an older name, job, home or feeling with the newer one', () => {
    const known = [fact('name', 'Samantha', 1), fact('job', 'a teacher', 1), fact('like', 'hiking', 1)];
    const result = rememberFacts(known, [fact('name', 'Sam', 5), fact('job', 'a nurse', 5)]);
    expect(result.filter((item) => item.kind === 'name').map((item) => item.value)).toEqual(['Sam']);
    expect(result.filter((item) => item.kind === 'job').map((item) => item.value)).toEqual(['a nurse']);
    expect(result.some((item) => item.value === 'hiking')).toBe(true);
  });

  it('keeps many likes, refreshing a repeated one instead of duplicating it', () => {
    const known = [fact('like', 'hiking', 1), fact('like', 'jazz', 2)];
    const result = rememberFacts(known, [fact('like', 'Hiking', 6), fact('like', 'chess', 6)]);
    expect(result.map((item) => item.value)).toEqual(['jazz', 'Hiking', 'chess']);
    expect(result.find((item) => item.value === 'Hiking')?.at).toBe(at(6));
  });

  it('keeps only the newest twelve likes', () => {
    const likes = Array.from({ length: 15 }, (_, index) => fact('like', `thing ${index}`, index + 1));
    const result = rememberFacts([], likes);
    expect(result).toHaveLength(12);
    expect(result[0]?.value).toBe('thing 3');
  });

  it('lets a named pet take the place of the same unnamed one, and not the other way round', () => {
    const named = rememberFacts([fact('pet', 'dog', 1, 'dog')], [fact('pet', 'Biscuit', 2, 'dog')]);
    expect(named.map((item) => item.value)).toEqual(['Biscuit']);
    expect(rememberFacts(named, [fact('pet', 'dog', 3, 'dog')]).map((item) => item.value)).toEqual(['Biscuit']);
  });

  it('does not change the facts it was given', () => {
    const known = [fact('name', 'Sam', 1)];
    rememberFacts(known, [fact('name', 'Jo', 2)]);
    expect(known[0]?.value).toBe('Sam');
  });
});

import { describe, expect, it } from 'vitest';
import { seedCharacters } from '../../src/seed/characters';

describe('seed characters', () => {
  it.for(seedCharacters)('$slug has a scenario written to the user and three exchanges', (seed) => {
    const [firstName = ''] = seed.name.split(' ');
    expect(seed.scenario.startsWith(`${firstName} `)).toBe(true);
    expect(seed.scenario).toMatch(/\byou\b/);
    expect(seed.exampleDialogue).toHaveLength(3);
    for (const { user, character } of seed.exampleDialogue) {
      expect(user.trim()).not.toBe('');
      expect(character.trim()).not.toBe('');
    }
    expect(new Set(seed.exampleDialogue.map((exchange) => exchange.user)).size).toBe(3);
  });

  it('gives no two characters the same scenario or the same words', () => {
    const scenarios = seedCharacters.map((seed) => seed.scenario);
    expect(new Set(scenarios).size).toBe(scenarios.length);
    const answers = seedCharacters.flatMap((seed) => seed.exampleDialogue.map((exchange) => exchange.character));
    expect(new Set(answers).size).toBe(answers.length);
  });
});

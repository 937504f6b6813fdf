import { describe, expect, it } from 'vitest';
import { relationshipFor } from '../../../../src/plugins/app/interactions/relationship';

describe('relationshipFor', () => {
  const character = { ageRangeMin: 25, ageRangeMax: 40 };

  it.each([25, 32, 40])('matches a user of %i, within the age range', (age) => {
    expect(relationshipFor({ age }, character)).toBe('Matched');
  });

  it.each([24, 41])('blocks a user of %i, outside the age range', (age) => {
    expect(relationshipFor({ age }, character)).toBe('Blocked');
  });

  it('blocks a user whose age is unknown', () => {
    expect(relationshipFor({ age: null }, character)).toBe('Blocked');
  });
});

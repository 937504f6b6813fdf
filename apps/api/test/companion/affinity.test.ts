import { describe, expect, it } from 'vitest';
import { AFFINITY_LEVELS, affinityOf, INITIAL_AFFINITY_SCORE, nextAffinity } from '../../src/companion/affinity';
import { days, minutes } from './helpers';

describe('affinityOf', () => {
  it('maps scores to five named levels', () => {
    expect(affinityOf(INITIAL_AFFINITY_SCORE)).toEqual({ score: 0, level: 1, name: 'stranger' });
    expect(affinityOf(15)).toMatchObject({ level: 2, name: 'acquaintance' });
    expect(affinityOf(40)).toMatchObject({ level: 3, name: 'friend' });
    expect(affinityOf(70)).toMatchObject({ level: 4, name: 'close friend' });
    expect(affinityOf(100)).toMatchObject({ level: 5, name: 'kindred spirit' });
    expect(AFFINITY_LEVELS.map((level) => level.level)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps scores within 0 to 100', () => {
    expect(affinityOf(-8).score).toBe(0);
    expect(affinityOf(140)).toMatchObject({ score: 100, level: 5 });
  });
});

describe('nextAffinity', () => {
  const after = (message: string, gapMs: number | null = minutes(90), score = 30) =>
    nextAffinity({ score, message, gapMs }).score - score;

  it('grows with every message, more with warmth', () => {
    const plain = after('ok');
    expect(plain).toBeGreaterThan(0);
    expect(after('Thank you, you always make me smile')).toBeGreaterThan(plain);
  });

  it('grows when the user asks about the character and shares feelings', () => {
    expect(after('what did you do today?')).toBeGreaterThan(after('nothing much'));
    expect(after('I feel lonely tonight')).toBeGreaterThan(after('it rained tonight'));
  });

  it('grows more for a long, open message than a short one', () => {
    const long =
      'Today I finally went back to the lake where my grandfather taught me to swim, and I sat there for an hour thinking about him and everything he used to say.';
    expect(after(long)).toBeGreaterThan(after('went to the lake'));
  });

  it('shrinks when the user is hostile', () => {
    expect(after('shut up, you are useless')).toBeLessThan(0);
  });

  it('grows faster when the conversation is frequent and decays slightly after a long absence', () => {
    expect(after('hi', minutes(5))).toBeGreaterThan(after('hi', minutes(90)));
    expect(after('hi', days(21))).toBeLessThan(0);
    expect(after('hi', days(365))).toBeGreaterThanOrEqual(-5);
  });

  it('moves at most five points a message', () => {
    const gushing = `Thank you so much, I love talking to you! How was your day? I feel so happy. ${'So much to tell you. '.repeat(20)}`;
    expect(after(gushing, minutes(1))).toBe(5);
  });

  it('reaches the next level after a run of warm, frequent messages', () => {
    let affinity = affinityOf(INITIAL_AFFINITY_SCORE);
    for (let index = 0; index < 6; index += 1) {
      affinity = nextAffinity({
        score: affinity.score,
        message: 'Thanks, I love talking with you. How are you?',
        gapMs: minutes(2),
      });
    }
    expect(affinity.level).toBeGreaterThanOrEqual(2);
  });
});

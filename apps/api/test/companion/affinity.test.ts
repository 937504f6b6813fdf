import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AFFINITY_LEVELS,
  type AffinityState,
  affinityOf,
  currentAffinity,
  INITIAL_AFFINITY,
  INITIAL_AFFINITY_SCORE,
  MAX_DAILY_RISE,
  nextAffinity,
} from '../../src/companion/affinity';
import { createTestClock } from '../helpers/clock';
import { days, hours, minutes } from './helpers';

const TOP_LEVEL = AFFINITY_LEVELS.at(-1);
const KINDRED_SPIRIT = TOP_LEVEL?.minScore ?? 85;

/** Warm, personal messages: kindness, feelings, facts about the user's life, interest in the character. */
const WARM = [
  'Thank you for listening, I feel so much lighter after talking to you',
  "I'm a nurse and I love hiking on my days off. How was your day?",
  'I feel lonely tonight, but talking to you helps. Thanks <3',
  "My dog Biscuit is snoring next to me, I'm so happy right now",
];
const COLD = ['ok', 'hi', 'lol', 'yes', 'hmm', 'k', 'no', 'sure'];
const HOSTILE = ['shut up', "you're useless", 'go away, idiot'];

/** One user and one character, with the score kept the way the chat route keeps it, on a simulated clock. */
function relationship(timeZone = 'Europe/London', start = new Date('2025-03-03T08:00:00Z')) {
  const time = createTestClock(start);
  let state: AffinityState = INITIAL_AFFINITY;
  return {
    send(message: string) {
      state = nextAffinity({ state, message, at: time.clock(), timeZone });
      return currentAffinity(state, time.clock());
    },
    advance: time.advance,
    get affinity() {
      return currentAffinity(state, time.clock());
    },
  };
}

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

const anyMessage = fc.oneof(
  fc.constantFrom(...WARM, ...COLD, ...HOSTILE),
  fc.string({ maxLength: 80 }),
  // Many warm things at once.
  fc.array(fc.constantFrom(...WARM), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(' ')),
);
/** Zones far apart, with fixed offsets: UTC+14, UTC−12, UTC+5:30, UTC. */
const ZONES = [
  { zone: 'Etc/GMT-14', offsetMs: hours(14) },
  { zone: 'Etc/GMT+12', offsetMs: -hours(12) },
  { zone: 'Asia/Kolkata', offsetMs: hours(5.5) },
  { zone: 'UTC', offsetMs: 0 },
];
const anyDate = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms));
/** Times within one span from its start, in order. */
const timesWithin = (spanMs: number) =>
  fc
    .array(fc.integer({ min: 0, max: spanMs - 1 }), { minLength: 1, maxLength: 150 })
    .map((offsets) => offsets.sort((a, b) => a - b));

describe('closeness within one day', () => {
  it('never reaches the top level, whatever is sent, however often, however warm, in any 24 hours', () => {
    fc.assert(
      fc.property(
        anyDate,
        fc.constantFrom(...ZONES),
        fc.array(fc.tuple(fc.integer({ min: 0, max: days(1) - 1 }), anyMessage), { minLength: 1, maxLength: 150 }),
        (start, { zone }, sends) => {
          let state = INITIAL_AFFINITY;
          for (const [offset, message] of sends.sort(([a], [b]) => a - b)) {
            const at = new Date(start.getTime() + offset);
            state = nextAffinity({ state, message, at, timeZone: zone });
            // 24 hours hold at most two local days.
            expect(state.score).toBeLessThanOrEqual(2 * MAX_DAILY_RISE);
            expect(currentAffinity(state, at).level).toBeLessThan(TOP_LEVEL?.level ?? 5);
          }
        },
      ),
    );
  });

  it('never reaches the top level within 24 hours even when each message names another zone', () => {
    fc.assert(
      fc.property(
        anyDate,
        fc.array(fc.tuple(fc.integer({ min: 0, max: days(1) - 1 }), fc.constantFrom(...ZONES), anyMessage), {
          minLength: 1,
          maxLength: 150,
        }),
        (start, sends) => {
          let state = INITIAL_AFFINITY;
          for (const [offset, { zone }, message] of sends.sort(([a], [b]) => a - b)) {
            const at = new Date(start.getTime() + offset);
            state = nextAffinity({ state, message, at, timeZone: zone });
            expect(currentAffinity(state, at).level).toBeLessThan(TOP_LEVEL?.level ?? 5);
          }
        },
      ),
    );
  });

  it(`rises by at most ${MAX_DAILY_RISE} points within one local day of the user, from wherever it stood`, () => {
    const anyState = fc.record({
      score: fc.integer({ min: 0, max: 100 }),
      daysBefore: fc.integer({ min: 1, max: 400 }),
      dayWarmth: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2024, 0, 1) / days(1), max: Date.UTC(2030, 0, 1) / days(1) }),
        fc.constantFrom(...ZONES),
        anyState,
        timesWithin(days(1)),
        fc.array(anyMessage, { minLength: 150, maxLength: 150 }),
        (dayNumber, { zone, offsetMs }, { score, daysBefore, dayWarmth }, offsets, messages) => {
          const localMidnight = dayNumber * days(1) - offsetMs;
          const before = new Date(localMidnight - days(daysBefore) + hours(12));
          let state: AffinityState = {
            score,
            updatedAt: before,
            day: before.toISOString().slice(0, 10),
            dayWarmth,
          };
          const first = new Date(localMidnight + (offsets[0] ?? 0));
          const ceiling = currentAffinity(state, first).score + MAX_DAILY_RISE;
          offsets.forEach((offset, index) => {
            state = nextAffinity({
              state,
              message: messages[index] ?? 'ok',
              at: new Date(localMidnight + offset),
              timeZone: zone,
            });
            expect(state.score).toBeLessThanOrEqual(ceiling);
          });
        },
      ),
    );
  });

  it('counts a new day where the user’s own day begins', () => {
    // 23:50 and 00:10 in Tokyo are two days there, and the same afternoon in London.
    const tokyo = relationship('Asia/Tokyo', new Date('2025-03-03T14:50:00Z'));
    const london = relationship('Europe/London', new Date('2025-03-03T14:50:00Z'));
    for (const user of [tokyo, london]) {
      user.send('ok');
      user.advance(minutes(20));
    }
    expect(tokyo.send('ok').score).toBeGreaterThan(london.send('ok').score);
  });
});

describe('closeness over days', () => {
  it('reaches kindred spirit after thirty days of daily warm talk, and no sooner than the daily steps allow', () => {
    const user = relationship();
    const levels: number[] = [];
    for (let day = 0; day < 30; day++) {
      // A different hour each evening.
      user.advance(day === 0 ? 0 : days(1) + minutes(((day * 37) % 120) - 60));
      user.send(WARM[day % WARM.length] ?? '');
      levels.push(user.send(WARM[(day + 1) % WARM.length] ?? '').level);
    }
    expect(user.affinity).toMatchObject({ level: 5, name: 'kindred spirit' });
    const firstTopDay = levels.indexOf(5) + 1;
    expect(firstTopDay).toBeGreaterThanOrEqual(Math.ceil(KINDRED_SPIRIT / MAX_DAILY_RISE));
    // Each level comes after the one before it, a step at a time.
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
  });

  it('grows less from a hundred cold one-word messages a day for a week than from one warm exchange a day', () => {
    const chatty = relationship();
    const warm = relationship();
    for (let day = 0; day < 7; day++) {
      for (let message = 0; message < 100; message++) {
        chatty.send(COLD[message % COLD.length] ?? 'ok');
        chatty.advance(minutes(1));
      }
      chatty.advance(days(1) - minutes(100));
      warm.send(WARM[day % WARM.length] ?? '');
      warm.advance(days(1));
    }
    expect(chatty.affinity.score).toBeGreaterThan(INITIAL_AFFINITY_SCORE);
    expect(chatty.affinity.score).toBeLessThan(warm.affinity.score);
  });

  it('grows more for coming back on consecutive days than for the same visits far apart', () => {
    const daily = relationship();
    const weekly = relationship();
    for (let visit = 0; visit < 6; visit++) {
      daily.send('ok');
      weekly.send('ok');
      daily.advance(days(1));
      weekly.advance(days(7));
    }
    expect(daily.affinity.score).toBeGreaterThan(weekly.affinity.score);
  });

  it('grows more for a warm, personal message than for a cold or merely long one', () => {
    /** What one message adds on a day after a first visit. */
    const gain = (message: string) => {
      const user = relationship();
      user.send('hi');
      user.advance(days(1));
      const before = user.send('ok').score;
      return user.send(message).score - before;
    };
    const cold = gain('ok');
    expect(cold).toBe(0);
    expect(gain('I feel lonely tonight')).toBeGreaterThan(cold);
    expect(gain('I work as a nurse at the city hospital')).toBeGreaterThan(cold);
    expect(gain("Thank you, you're so kind")).toBeGreaterThan(cold);
    expect(gain('What did you do today?')).toBeGreaterThan(cold);
    expect(gain('the weather report said it would rain and then it did rain for most of the afternoon')).toBe(cold);
  });

  it('falls when the user is hostile, however many days they come', () => {
    const user = relationship();
    for (let day = 0; day < 10; day++) {
      user.send(WARM[0] ?? '');
      user.advance(days(1));
    }
    const before = user.affinity.score;
    expect(user.send('shut up, you are useless').score).toBeLessThan(before);
    expect(user.send("you're stupid").score).toBeLessThan(before - 3);
  });
});

describe('a long silence', () => {
  /** Kindred spirits who last talked on 3 March. */
  const close: AffinityState = {
    score: 92,
    updatedAt: new Date('2025-03-03T20:00:00Z'),
    day: '2025-03-03',
    dayWarmth: 2,
  };
  const after = (ms: number) => currentAffinity(close, new Date(Date.parse('2025-03-03T20:00:00Z') + ms));

  it('costs nothing for two weeks, then a little each week', () => {
    expect(after(days(13)).score).toBe(close.score);
    const threeWeeks = after(days(21)).score;
    expect(threeWeeks).toBeLessThan(close.score);
    expect(close.score - threeWeeks).toBeLessThanOrEqual(MAX_DAILY_RISE);
    expect(after(days(28)).score).toBeLessThan(threeWeeks);
    expect(after(days(60)).level).toBeGreaterThanOrEqual(4);
  });

  it('never cools below the initial level, and never warms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: days(365 * 20) }), (score, away) => {
        const start = new Date('2025-03-03T20:00:00Z');
        const cooled = currentAffinity({ score, updatedAt: start }, new Date(start.getTime() + away)).score;
        expect(cooled).toBeGreaterThanOrEqual(INITIAL_AFFINITY_SCORE);
        expect(cooled).toBeLessThanOrEqual(score);
      }),
    );
    expect(after(days(365 * 3))).toEqual(affinityOf(INITIAL_AFFINITY_SCORE));
  });

  it('is counted once, when the user comes back', () => {
    const user = relationship();
    for (let day = 0; day < 20; day++) {
      user.send(WARM[1] ?? '');
      user.advance(days(1));
    }
    const before = user.affinity.score;
    user.advance(days(35));
    const cooled = user.affinity.score;
    expect(cooled).toBeLessThan(before);
    // Back after five weeks: a new start from the cooled score, not a second loss.
    expect(user.send('hi, I missed you').score).toBeGreaterThan(cooled);
    user.advance(days(1));
    expect(user.send('ok').score).toBeGreaterThan(cooled);
  });
});

import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, gapSince, humanGap, localTime, partOfDay } from '../../src/companion/time';
import { days, hours, minutes } from './helpers';

describe('localTime', () => {
  const instant = new Date('2025-03-04T23:30:00Z');

  it('reads the wall clock in the user’s zone', () => {
    expect(localTime(instant, 'Europe/London')).toMatchObject({ hour: 23, minute: 30, weekday: 'Tuesday' });
    expect(localTime(instant, 'Asia/Tokyo')).toMatchObject({ hour: 8, minute: 30, weekday: 'Wednesday' });
    expect(localTime(instant, 'America/New_York')).toMatchObject({ hour: 18, minute: 30 });
  });

  it('labels the date and time the way people write them', () => {
    expect(localTime(instant, 'Asia/Tokyo').label).toBe('Wednesday 5 March 2025, 08:30');
  });

  it('reads an unknown zone as UTC instead of failing', () => {
    expect(localTime(instant, 'Mars/Olympus_Mons')).toMatchObject({ timeZone: 'UTC', hour: 23 });
  });

  it('shows midnight as 00, not 24', () => {
    expect(localTime(new Date('2025-03-04T00:05:00Z'), 'UTC').hour).toBe(0);
  });
});

describe('canonicalTimeZone', () => {
  it('spells a zone as Intl does and refuses a name that is no zone', () => {
    expect(canonicalTimeZone('Europe/Lisbon')).toBe('Europe/Lisbon');
    expect(canonicalTimeZone('europe/lisbon')).toBe('Europe/Lisbon');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeUndefined();
    expect(canonicalTimeZone('')).toBeUndefined();
  });

  it('keeps answering the same once more spellings were asked for than it keeps formatters', () => {
    const canonical = canonicalTimeZone('America/Argentina/Buenos_Aires');
    expect(canonical).toMatch(/^America\/(Argentina\/)?Buenos_Aires$/);
    for (let variant = 0; variant < 5_000; variant += 1) {
      const spelling = [...'america/argentina/buenos_aires']
        .map((c, i) => ((variant >> i) & 1 ? c.toUpperCase() : c))
        .join('');
      expect(canonicalTimeZone(spelling)).toBe(canonical);
    }
    expect(localTime(new Date('2025-03-04T23:30:00Z'), 'Asia/Tokyo').hour).toBe(8);
  });
});

describe('partOfDay', () => {
  it.each([
    [23, 'late night'],
    [0, 'late night'],
    [4, 'late night'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [22, 'evening'],
  ] as const)('%i:00 is %s', (hour, expected) => {
    expect(partOfDay(hour)).toBe(expected);
  });
});

describe('humanGap', () => {
  it.each([
    [20_000, 'a moment'],
    [minutes(3), 'a few minutes'],
    [minutes(20), 'twenty minutes'],
    [minutes(70), 'an hour'],
    [hours(5), 'five hours'],
    [days(1) + hours(3), 'a day'],
    [days(3) + hours(2), 'three days'],
    [days(8), 'a week'],
    [days(15), 'two weeks'],
    [days(65), 'two months'],
    [days(800), 'two years'],
  ])('%i ms is %s', (ms, expected) => {
    expect(humanGap(ms)).toBe(expected);
  });
});

describe('gapSince', () => {
  it('is null without a previous message and never negative', () => {
    const now = new Date('2025-03-04T10:00:00Z');
    expect(gapSince(null, now)).toBeNull();
    expect(gapSince(new Date('2025-03-04T09:00:00Z'), now)).toBe(hours(1));
    expect(gapSince(new Date('2025-03-04T11:00:00Z'), now)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { formatConversationTime, formatMessageTime } from './formatTime';

// Local wall-clock times, so the expectations hold in any time zone.
const now = new Date(2025, 8, 24, 21, 30); // Wednesday 24 September 2025, 9:30 PM
const at = (month: number, day: number, hours: number, minutes: number, year = 2025) =>
  new Date(year, month - 1, day, hours, minutes).toISOString();

describe('formatMessageTime', () => {
  it('shows only the clock for a message of today', () => {
    expect(formatMessageTime(at(9, 24, 9, 5), now)).toBe('9:05 AM');
    expect(formatMessageTime(at(9, 24, 0, 0), now)).toBe('12:00 AM');
  });

  it('names yesterday and the days of the past week', () => {
    expect(formatMessageTime(at(9, 23, 23, 59), now)).toBe('Yesterday, 11:59 PM');
    expect(formatMessageTime(at(9, 20, 18, 0), now)).toBe('Sat, 6:00 PM');
  });

  it('dates older messages, with the year once it is another year', () => {
    expect(formatMessageTime(at(9, 17, 18, 0), now)).toBe('Sep 17, 6:00 PM');
    expect(formatMessageTime(at(12, 31, 22, 15, 2024), now)).toBe('Dec 31, 2024, 10:15 PM');
  });

  it('shows nothing for a timestamp it cannot read', () => {
    expect(formatMessageTime('not a date', now)).toBe('');
  });
});

describe('formatConversationTime', () => {
  it('counts minutes and hours within today', () => {
    expect(formatConversationTime(at(9, 24, 21, 29), now)).toBe('1m');
    expect(formatConversationTime(at(9, 24, 21, 30), now)).toBe('now');
    expect(formatConversationTime(at(9, 24, 20, 45), now)).toBe('45m');
    expect(formatConversationTime(at(9, 24, 8, 0), now)).toBe('13h');
  });

  it('treats a time slightly ahead of this clock as now', () => {
    expect(formatConversationTime(at(9, 24, 21, 31), now)).toBe('now');
  });

  it('names yesterday and weekdays, then dates', () => {
    expect(formatConversationTime(at(9, 23, 23, 0), now)).toBe('Yesterday');
    expect(formatConversationTime(at(9, 19, 23, 30), now)).toBe('Fri');
    expect(formatConversationTime(at(9, 2, 12, 0), now)).toBe('Sep 2');
    expect(formatConversationTime(at(11, 2, 12, 0, 2024), now)).toBe('Nov 2, 2024');
  });
});

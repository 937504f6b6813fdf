import { isTimeZone } from '@kindred/contract';
import { numberWord } from './text';

export type PartOfDay = 'morning' | 'afternoon' | 'evening' | 'late night';

export interface LocalTime {
  /** The zone actually used: the one asked for, or UTC when it is not a known IANA zone. */
  timeZone: string;
  /** 0–23 */
  hour: number;
  minute: number;
  weekday: string;
  /** e.g. `Tuesday 4 March 2025, 23:15` */
  label: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const validTimeZone = (timeZone: string): string => (isTimeZone(timeZone) ? timeZone : 'UTC');

const FORMATS = {
  clock: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  day: { day: 'numeric', month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Formatters by use and zone: building one costs more than the rest of a reply's date work. */
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Real zones are a few hundred; names that differ only in case are as many as a header can spell. */
const MAX_FORMATTERS = 4_096;

/** The formatter for `use` in `timeZone`, a zone `isTimeZone` accepts. */
function formatter(use: keyof typeof FORMATS, timeZone: string): Intl.DateTimeFormat {
  const key = `${use} ${timeZone}`;
  let kept = formatters.get(key);
  if (!kept) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    kept = new Intl.DateTimeFormat('en-GB', { ...FORMATS[use], timeZone });
    formatters.set(key, kept);
  }
  return kept;
}

/** The zone's name as Intl spells it (`europe/lisbon` is `Europe/Lisbon`); undefined for a name that is no zone. */
export function canonicalTimeZone(timeZone: string): string | undefined {
  return isTimeZone(timeZone) ? formatter('date', timeZone).resolvedOptions().timeZone : undefined;
}

/**
 * `read` kept for the minute, by zone: a wall clock and its calendar change only from one minute to
 * the next, and taking a date apart into its fields costs more than the rest of a reply's date work.
 * `read` is given a zone `isTimeZone` accepts (UTC for any other); what it answers is shared.
 */
function keptForTheMinute<T>(read: (now: Date, zone: string) => T): (now: Date, timeZone: string) => T {
  const kept = new Map<string, { minute: number; value: T }>();
  return (now, timeZone) => {
    const zone = validTimeZone(timeZone);
    const minute = Math.floor(now.getTime() / MINUTE);
    const hit = kept.get(zone);
    if (hit?.minute === minute) return hit.value;
    const value = read(now, zone);
    if (kept.size >= MAX_FORMATTERS) kept.clear();
    kept.set(zone, { minute, value });
    return value;
  };
}

const partsOf = (format: Intl.DateTimeFormat, now: Date) =>
  Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));

/** The wall-clock time at `now` in the user's zone. */
export const localTime = keptForTheMinute((now, zone): Readonly<LocalTime> => {
  const parts = partsOf(formatter('clock', zone), now);
  return Object.freeze({
    timeZone: zone,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: parts.weekday ?? '',
    label: `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`,
  });
});

/** The user's calendar date at `now`, e.g. `2025-03-04`. */
export const localDate = keptForTheMinute((now, zone): string => {
  const parts = partsOf(formatter('date', zone), now);
  return `${parts.year}-${parts.month}-${parts.day}`;
});

/** Whole days from one calendar date (`2025-03-04`) to a later one. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY);
}

/** Late night runs from 23:00 to 04:59. */
export function partOfDay(hour: number): PartOfDay {
  if (hour >= 23 || hour < 5) return 'late night';
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

function count(value: number, unit: string): string {
  return value === 1 ? `a ${unit}` : `${numberWord(value)} ${unit}s`;
}

/** A gap the way a person says it: `a few minutes`, `an hour`, `three days`, `two weeks`. */
export function humanGap(ms: number): string {
  const gap = Math.max(0, ms);
  if (gap < MINUTE) return 'a moment';
  if (gap < 10 * MINUTE) return 'a few minutes';
  if (gap < 45 * MINUTE) return `${numberWord(Math.round(gap / (5 * MINUTE)) * 5)} minutes`;
  if (gap < 2 * HOUR) return 'an hour';
  if (gap < DAY) return count(Math.floor(gap / HOUR), 'hour');
  if (gap < WEEK) return count(Math.floor(gap / DAY), 'day');
  if (gap < MONTH) return count(Math.floor(gap / WEEK), 'week');
  if (gap < YEAR) return count(Math.floor(gap / MONTH), 'month');
  return count(Math.floor(gap / YEAR), 'year');
}

/** Milliseconds since the previous message, or null when there was none. */
export function gapSince(previous: Date | null, now: Date): number | null {
  return previous ? Math.max(0, now.getTime() - previous.getTime()) : null;
}

export const TIME = { MINUTE, HOUR, DAY, WEEK } as const;

/** A day as people write it, e.g. `4 March 2025`, in the user's zone. */
export function formatDay(date: Date, timeZone: string): string {
  return formatter('day', validTimeZone(timeZone)).format(date);
}

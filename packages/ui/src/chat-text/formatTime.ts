const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const DAYS_SHOWN_AS_WEEKDAY = 7;

// One fixed locale: the interface speaks English, and screenshots must not vary with the browser.
const LOCALE = 'en-US';
const clock = new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat(LOCALE, { weekday: 'short' });
const dayOfYear = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric' });
const fullDate = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', year: 'numeric' });

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Calendar days from `date` to `now` in the user's time zone (0 = today); rounding absorbs DST shifts. */
const daysAgo = (date: Date, now: Date) => Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);

/** The day part of a timestamp, or nothing when it is today (or in the future: a clock ahead of ours). */
function dayLabel(date: Date, now: Date): string | undefined {
  const days = daysAgo(date, now);
  if (days <= 0) return undefined;
  if (days === 1) return 'Yesterday';
  if (days < DAYS_SHOWN_AS_WEEKDAY) return weekday.format(date);
  if (date.getFullYear() === now.getFullYear()) return dayOfYear.format(date);
  return fullDate.format(date);
}

const parse = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** A message's time under its last bubble: '9:41 PM', 'Yesterday, 9:41 PM', 'Mon, 9:41 PM', 'Sep 20, 9:41 PM'. */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return '';
  const day = dayLabel(date, now);
  const time = clock.format(date);
  return day ? `${day}, ${time}` : time;
}

/** How long ago a conversation last moved, as a list shows it: 'now', '5m', '3h', 'Yesterday', 'Mon', 'Sep 20'. */
export function formatConversationTime(iso: string, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return '';
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE_MS) return 'now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m`;
  return dayLabel(date, now) ?? `${Math.floor(elapsed / HOUR_MS)}h`;
}

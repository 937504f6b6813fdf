import { z } from 'zod';
import { CRISIS_LINE_IDS, type CrisisLine, crisisLineById, crisisLineForLocale } from './crisis';

/** Longer than any IANA zone name (the longest is about 30 characters). */
export const TIME_ZONE_MAX_LENGTH = 64;

/**
 * The zones Intl knows by the names it lists, plus `UTC`, which it accepts but does not list;
 * built once, on first use.
 */
let listedTimeZones: ReadonlySet<string> | undefined;
/** Names Intl does not list but accepts (older aliases such as `Asia/Kolkata` on some engines), as they are checked. */
const acceptedAliases = new Set<string>();
const MAX_REMEMBERED_ALIASES = 512;
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * Whether Intl knows `zone` as a time zone. Listed names are looked up in a set; only a name that
 * looks like a zone and is not listed costs one Intl.DateTimeFormat, and an accepted one is remembered,
 * so a settings form or a chat never builds a formatter per request for a real zone.
 */
export function isTimeZone(zone: string): boolean {
  listedTimeZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  if (listedTimeZones.has(zone) || acceptedAliases.has(zone)) return true;
  if (zone.length > TIME_ZONE_MAX_LENGTH || !TIME_ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  if (acceptedAliases.size < MAX_REMEMBERED_ALIASES) acceptedAliases.add(zone);
  return true;
}

/** Why a settings update is refused, said by the 400 that refuses it. */
export const settingsMessages = {
  timeZone: "Time zone must be an IANA time zone such as Europe/Lisbon, or null to use your device's",
  charactersMayWriteFirst: 'charactersMayWriteFirst must be true or false',
  breakReminders: 'breakReminders must be true or false',
  crisisLineId: 'Crisis line must be one of the listed lines, or null to choose one by your region',
} as const;

/** What a user decides about how Kindred treats them; every field has a default (`DEFAULT_SETTINGS`). */
export const userSettings = z.object({
  /** An IANA zone, or null: the time zone the browser reports (the `X-Time-Zone` header). */
  timeZone: z
    .string({ error: settingsMessages.timeZone })
    .refine(isTimeZone, { error: settingsMessages.timeZone })
    .nullable(),
  /** Whether characters may start a conversation (used once characters can reach out). */
  charactersMayWriteFirst: z.boolean({ error: settingsMessages.charactersMayWriteFirst }),
  /** Whether a character suggests a break once a day, after a long continuous chat. */
  breakReminders: z.boolean({ error: settingsMessages.breakReminders }),
  /** One of `CRISIS_LINES`, or null: the line of the user's region (`crisisLineForLocale`). */
  crisisLineId: z.enum(CRISIS_LINE_IDS, { error: settingsMessages.crisisLineId }).nullable(),
});

export const DEFAULT_SETTINGS: UserSettings = {
  timeZone: null,
  charactersMayWriteFirst: true,
  breakReminders: true,
  crisisLineId: null,
};

/** PUT /users/:id/settings replaces every setting at once. */
export const settingsUpdateBody = userSettings;
export const settingsResponse = z.object({ settings: userSettings });

export type UserSettings = z.infer<typeof userSettings>;
export type SettingsResponse = z.infer<typeof settingsResponse>;

/** The crisis line a user's care replies name: the one they chose, else the one of their locale's region. */
export function crisisLineOf(crisisLineId: string | null, locale: string): CrisisLine {
  return (crisisLineId === null ? undefined : crisisLineById(crisisLineId)) ?? crisisLineForLocale(locale);
}

/**
 * Crisis lines a character points to in a hard moment. Only national, free, well-known services whose
 * numbers are published by the services themselves; anywhere else, the international directory.
 */

export interface CrisisLine {
  id: string;
  /** ISO 3166-1 alpha-2 code, or `INTL` for the directory that covers every other country. */
  country: string;
  name: string;
  /** How to reach it, as a sentence ends: "call or text 988". */
  contact: string;
  url: string;
}

export const CRISIS_LINES = [
  {
    id: 'us-988',
    country: 'US',
    name: '988 Suicide & Crisis Lifeline',
    contact: 'call or text 988',
    url: 'https://988lifeline.org',
  },
  {
    id: 'ca-988',
    country: 'CA',
    name: '9-8-8 Suicide Crisis Helpline',
    contact: 'call or text 9-8-8',
    url: 'https://988.ca',
  },
  {
    id: 'gb-samaritans',
    country: 'GB',
    name: 'Samaritans',
    contact: 'call 116 123',
    url: 'https://www.samaritans.org',
  },
  {
    id: 'ie-samaritans',
    country: 'IE',
    name: 'Samaritans',
    contact: 'call 116 123',
    url: 'https://www.samaritans.org/ireland',
  },
  {
    id: 'au-lifeline',
    country: 'AU',
    name: 'Lifeline',
    contact: 'call 13 11 14',
    url: 'https://www.lifeline.org.au',
  },
  {
    id: 'nz-1737',
    country: 'NZ',
    name: '1737, Need to talk?',
    contact: 'call or text 1737',
    url: 'https://1737.org.nz',
  },
  {
    id: 'de-telefonseelsorge',
    country: 'DE',
    name: 'TelefonSeelsorge',
    contact: 'call 0800 111 0 111',
    url: 'https://www.telefonseelsorge.de',
  },
  {
    id: 'fr-3114',
    country: 'FR',
    name: '3114, numéro national de prévention du suicide',
    contact: 'call 3114',
    url: 'https://3114.fr',
  },
  {
    id: 'intl-findahelpline',
    country: 'INTL',
    name: 'Find A Helpline',
    contact: 'find a free, confidential line near you',
    url: 'https://findahelpline.com',
  },
] as const satisfies readonly CrisisLine[];

export type CrisisLineId = (typeof CRISIS_LINES)[number]['id'];

export const CRISIS_LINE_IDS = CRISIS_LINES.map((line) => line.id) as [CrisisLineId, ...CrisisLineId[]];

/** The directory that covers every country, for a locale without a national line here. */
export const INTERNATIONAL_CRISIS_LINE: CrisisLine = CRISIS_LINES[CRISIS_LINES.length - 1] as CrisisLine;

/** The line of that id; undefined for an id that is not in `CRISIS_LINES`. */
export function crisisLineById(id: string): CrisisLine | undefined {
  return CRISIS_LINES.find((line) => line.id === id);
}

/**
 * The national line of a locale's region (`en-GB`, `fr_CA`, or the first tag of an Accept-Language
 * header); the international directory when the locale names no region or a region without a line
 * here. A language alone names no country (`en` is spoken in all of them), so it gets the directory.
 */
export function crisisLineForLocale(locale: string): CrisisLine {
  const tag = (locale.split(/[,;]/, 1)[0] ?? '').trim().replaceAll('_', '-');
  // No locale at all is common (a client that sends no Accept-Language): no error is thrown for it.
  if (!tag) return INTERNATIONAL_CRISIS_LINE;
  let region: string | undefined;
  try {
    region = new Intl.Locale(tag).region;
  } catch {
    region = undefined;
  }
  return CRISIS_LINES.find((line) => line.country === region) ?? INTERNATIONAL_CRISIS_LINE;
}

import { humanGap } from '../time';

/** Something older than the prompt's recent turns, found for the new message by the words it shares. */
export interface Recollection {
  /** The user's own words in an older message, or a summary of an older stretch of conversation. */
  kind: 'said' | 'summary';
  text: string;
  /** When it was said or summarised (ISO 8601). */
  at: string;
}

/** A recollection dated the way a person would: `3 weeks ago they said: "…"`. */
export function describeRecollection(recollection: Recollection, now: Date): string {
  const ago = `${humanGap(now.getTime() - Date.parse(recollection.at))} ago`;
  return recollection.kind === 'said' ? `${ago} they said: "${recollection.text}"` : `${ago}: ${recollection.text}`;
}

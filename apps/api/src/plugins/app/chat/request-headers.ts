import { createHash } from 'node:crypto';
import { canonicalTimeZone } from '../../../companion';
import { HttpError } from '../../../http/http-error';
import { chatMessages } from './messages';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The `Idempotency-Key` header of a send, if any; a malformed one answers 400. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new HttpError(400, chatMessages.invalidIdempotencyKey);
  }
  return header;
}

/** What a retry must repeat exactly to be the same request: the character and the trimmed message. */
export function requestHash(characterId: string, message: string): string {
  return createHash('sha256')
    .update(JSON.stringify([characterId, message]))
    .digest('hex');
}

const TIME_ZONE_MAX_LENGTH = 64;

/** The user's IANA time zone from the `X-Time-Zone` header; UTC when it is missing or unknown. */
export function timeZoneOf(header: string | string[] | undefined): string {
  if (typeof header !== 'string' || header.length === 0 || header.length > TIME_ZONE_MAX_LENGTH) return 'UTC';
  return canonicalTimeZone(header) ?? 'UTC';
}

const LOCALE_MAX_LENGTH = 35;

/** The user's preferred locale, the first tag of the `Accept-Language` header; empty when there is none. */
export function localeOf(header: string | string[] | undefined): string {
  if (typeof header !== 'string') return '';
  const first = (header.split(',', 1)[0] ?? '').split(';', 1)[0]?.trim() ?? '';
  return first.length <= LOCALE_MAX_LENGTH ? first : '';
}

/** `JSON.stringify` writes a date as its ISO string in quotes, with a six-digit year outside 0–9999. */
function dateLength(date: Date): number {
  const time = date.getTime();
  if (Number.isNaN(time)) return 'null'.length;
  const year = date.getUTCFullYear();
  return year >= 0 && year <= 9999 ? '"2026-11-27T20:30:00.000Z"'.length : '"+010000-01-01T00:00:00.000Z"'.length;
}

/** What `JSON.stringify` leaves out of an object and writes as `null` in an array. */
const unwritten = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

function lengthOf(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return value.length + 2;
    case 'number':
      return Number.isFinite(value) ? String(value).length : 'null'.length;
    case 'boolean':
      return value ? 'true'.length : 'false'.length;
    case 'bigint':
      // `JSON.stringify` refuses it.
      return Number.POSITIVE_INFINITY;
    case 'object': {
      if (value === null) return 'null'.length;
      if (value instanceof Date) return dateLength(value);
      if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
        return lengthOf((value as { toJSON(): unknown }).toJSON());
      }
      let length = 2;
      if (Array.isArray(value)) {
        for (const item of value) length += unwritten(item) ? 'null'.length : lengthOf(item);
        length += Math.max(0, value.length - 1);
      } else {
        let members = 0;
        for (const key of Object.keys(value)) {
          const item = (value as Record<string, unknown>)[key];
          if (unwritten(item)) continue;
          length += key.length + 3 + lengthOf(item);
          members += 1;
        }
        length += Math.max(0, members - 1);
      }
      return length;
    }
    default:
      return 0;
  }
}

/**
 * About the length of `JSON.stringify(value)`, without writing it: exact but for the characters
 * JSON escapes, which count once. Infinite for what it refuses: a BigInt, and a cycle or a nesting
 * too deep for the stack, which end as the stack does. Writing the JSON to measure it took twenty times as long, and a reply's
 * memories are measured this way on most sends.
 */
export function jsonLength(value: unknown): number {
  try {
    return lengthOf(value);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

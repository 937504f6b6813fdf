import type { preValidationAsyncHookHandler } from 'fastify';
import { HttpError } from './http-error';

export const NUL_CHARACTER_MESSAGE = 'Invalid request: text must not contain NUL characters';

/** Whether a string anywhere in the value (keys included) holds U+0000; iterative, so no nesting can overflow the stack. */
function containsNul(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000, so a query given one fails. A request carrying one in its
 * path, query or body is refused before validation, whichever route it is for.
 */
export const rejectNulCharacters: preValidationAsyncHookHandler = async (request) => {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw new HttpError(400, NUL_CHARACTER_MESSAGE);
  }
};

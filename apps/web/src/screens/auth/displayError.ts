import { errorCode, errorMessage, retryAfterSeconds } from '@kindred/api-client';
import type { AuthStepFailure } from '@kindred/machines';

/**
 * Rejects with an Error carrying the text to show (spec section 8: the server's message, else the
 * client error's message); an empty message lets the machine fall back to its own text. The
 * server's `code` and the wait a 429 asks for ride along, for the machine to act on.
 */
export const withDisplayError = <T>(request: Promise<T>): Promise<T> =>
  request.catch((error: unknown) => {
    const failure: AuthStepFailure = { code: errorCode(error), retryAfterSeconds: retryAfterSeconds(error) };
    throw Object.assign(new Error(errorMessage(error, '')), failure);
  });

import { errorMessage } from '@kindred/api-client';

/**
 * Rejects with an Error carrying the text to show (spec section 8: the server's message, else the
 * client error's message); an empty message lets the machine fall back to its own text.
 */
export const withDisplayError = <T>(request: Promise<T>): Promise<T> =>
  request.catch((error: unknown) => {
    throw new Error(errorMessage(error, ''));
  });

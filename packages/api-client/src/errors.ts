import { errorResponse } from '@kindred/contract';
import { isAxiosError } from 'axios';

/**
 * The text to show for a failed call: the server's `message`, otherwise the client error's own
 * message, otherwise the caller's fallback (product specification section 8, 'Auth messages').
 */
export function errorMessage(error: unknown, fallback: string): string {
  const server = isAxiosError(error) ? errorResponse.safeParse(error.response?.data) : undefined;
  if (server?.success && server.data.message) return server.data.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The HTTP status the server answered a failed call with; undefined when no answer came. */
export function responseStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** The server's machine-readable `code` of a failed call (see the contract's `errorCodes`), if any. */
export function errorCode(error: unknown): string | undefined {
  const server = isAxiosError(error) ? errorResponse.safeParse(error.response?.data) : undefined;
  return server?.success ? server.data.code : undefined;
}

/** How many seconds a 429 asks to wait: its `retryAfterSeconds`, else its Retry-After header. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!isAxiosError(error)) return undefined;
  const server = errorResponse.safeParse(error.response?.data);
  if (server.success && server.data.retryAfterSeconds !== undefined) return server.data.retryAfterSeconds;
  const header = Number(error.response?.headers['retry-after']);
  return Number.isFinite(header) && header > 0 ? header : undefined;
}

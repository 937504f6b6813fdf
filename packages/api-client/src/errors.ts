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

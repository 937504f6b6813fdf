import { BRAND_NAME } from '@kindred/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error';

/** What every request answers while the database cannot be reached; the server recovers by itself when it returns. */
export const SERVICE_UNAVAILABLE_MESSAGE = `${BRAND_NAME} is briefly unavailable. Please try again in a moment.`;

/**
 * Codes of a connection that could not be made or broke (Node's), and of a PostgreSQL server that
 * is shutting down, starting up or full (SQLSTATE; the whole class 08 is checked apart).
 */
const CONNECTION_FAILURE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** node-postgres tells a broken or timed-out connection, and a pool already closed, by message alone. */
const CONNECTION_FAILURE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end)/;

/**
 * Whether `error`, or an error behind it (Drizzle wraps the driver's error as `cause`; Node
 * reports every address it tried in an AggregateError), says the database could not be reached.
 */
function isConnectionFailure(error: unknown, seen = new Set<unknown>()): boolean {
  if (!(error instanceof Error) || seen.has(error)) return false;
  seen.add(error);
  const { code } = error as NodeJS.ErrnoException;
  if (typeof code === 'string' && (CONNECTION_FAILURE_CODES.has(code) || /^08\w{3}$/.test(code))) return true;
  if (CONNECTION_FAILURE_MESSAGE.test(error.message)) return true;
  const behind = error instanceof AggregateError ? [...error.errors, error.cause] : [error.cause];
  return behind.some((cause) => isConnectionFailure(cause, seen));
}

/**
 * The one error handler: every failure becomes `{ message }`. Invalid input answers 400 with the
 * first problem's message (the contract carries the product's wording); an HttpError and other
 * client errors keep their status and message; a database that cannot be reached answers 503,
 * which a client may retry; anything else is logged and answers a bare 500, never a stack trace.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send({ message: error.validation[0]?.message ?? 'Invalid request' });
  }
  const statusCode = error.statusCode ?? 500;
  if (error instanceof HttpError) {
    const { retryAfterSeconds } = error.details;
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
    return reply.code(statusCode).send({ message: error.message, ...error.details });
  }
  if (statusCode >= 400 && statusCode < 500) {
    return reply.code(statusCode).send({ message: error.message });
  }
  if (isConnectionFailure(error)) {
    request.log.error({ err: error }, 'The database could not be reached');
    return reply.code(503).send({ message: SERVICE_UNAVAILABLE_MESSAGE });
  }
  request.log.error({ err: error }, 'Request failed');
  return reply.code(500).send({ message: 'Internal server error' });
}

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error';

/**
 * The one error handler: every failure becomes `{ message }`. Invalid input answers 400 with the
 * first problem's message (the contract carries the product's wording); an HttpError and other
 * client errors keep their status and message; anything else is logged and answers a bare 500,
 * never a stack trace.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send({ message: error.validation[0]?.message ?? 'Invalid request' });
  }
  const statusCode = error.statusCode ?? 500;
  if (error instanceof HttpError || (statusCode >= 400 && statusCode < 500)) {
    return reply.code(statusCode).send({ message: error.message });
  }
  request.log.error({ err: error }, 'Request failed');
  return reply.code(500).send({ message: 'Internal server error' });
}

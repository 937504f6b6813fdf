import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    // Kindred is often reached over plain http (localhost, a LAN address): upgrading would break it.
    directives: { 'upgrade-insecure-requests': null },
  },
};

/**
 * The headers Helmet sets with these options, worked out once: they are the same for every
 * response (no nonces), and setting them through Helmet's middleware on each request was a tenth
 * of the cost of a poll.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** Security headers on every response. */
export default fp(
  async (fastify) => {
    const headers = securityHeaders(HELMET_OPTIONS);
    fastify.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
  },
  { name: 'security' },
);

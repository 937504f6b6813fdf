import { endpoints } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint';
import { LIVENESS_ROUTE, version } from '../../paths';

export default async function healthRoutes(fastify: FastifyInstance) {
  addEndpoint(fastify, endpoints.health, async (_request, reply) => {
    const up = await fastify.database.ping();
    // 503 takes this process out of a load balancer while its database is unreachable.
    if (!up) reply.code(503);
    return {
      status: up ? 'ok' : 'degraded',
      version,
      database: { status: up ? 'up' : 'down', driver: fastify.database.driver },
    };
  });

  // Outside the contract, the client never calls it; it touches nothing but the process, so a
  // process whose database is away is still alive (its readiness is /health's business).
  fastify.get(LIVENESS_ROUTE, { schema: { hide: true } }, async () => ({ status: 'ok', version }));
}

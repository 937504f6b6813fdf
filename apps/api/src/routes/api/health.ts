import { endpoints } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint';
import { version } from '../../paths';

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
}

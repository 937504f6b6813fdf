import { endpoints } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint';

export default async function siteRoutes(fastify: FastifyInstance) {
  addEndpoint(fastify, endpoints.site, async () => fastify.site);
}

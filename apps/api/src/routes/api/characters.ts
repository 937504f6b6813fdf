import { endpoints } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/http-error';

export default async function characterRoutes(fastify: FastifyInstance) {
  addEndpoint(fastify, endpoints.characters, async (request) => {
    const { page, limit } = request.query;
    const { data, total } = await fastify.characters.list({ page, limit });
    return { data, page, limit, total };
  });

  addEndpoint(fastify, endpoints.character, async (request) => {
    const character = await fastify.characters.findById(request.params.id);
    if (!character) throw new HttpError(404, 'Character not found');
    return { data: character };
  });
}

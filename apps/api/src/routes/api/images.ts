import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { assetsDir, IMAGES_ROUTE } from '../../paths';

/** Character portraits and gallery pictures from `assets/`. */
export default async function imageRoutes(fastify: FastifyInstance) {
  await fastify.register(fastifyStatic, {
    root: assetsDir,
    prefix: `${IMAGES_ROUTE}/`,
    decorateReply: false,
    index: false,
    maxAge: '30d',
  });
}

import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { assetsDir, IMAGES_ROUTE } from '../../paths';

/**
 * The only files `assets/` serves, by extension, with the content type each is sent with: the
 * folder holds what builds the pictures too (notes, sources), and none of it is anyone's business.
 */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

const imageTypeOf = (file: string) => IMAGE_TYPES[path.extname(file).toLowerCase()];

/** Character portraits and gallery pictures from `assets/`; anything else there is not found. */
export default async function imageRoutes(fastify: FastifyInstance) {
  await fastify.register(fastifyStatic, {
    root: assetsDir,
    prefix: `${IMAGES_ROUTE}/`,
    decorateReply: false,
    index: false,
    maxAge: '30d',
    // Checked again on the file found, so no other name (an alias, an encoding) leads past it.
    allowedPath: (pathName) => imageTypeOf(pathName) !== undefined,
    setHeaders: (reply, file) => {
      const type = imageTypeOf(file);
      if (type) reply.header('content-type', type);
    },
  });
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, BRAND_NAME } from '@kindred/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const NOT_BUILT = `The ${BRAND_NAME} web app is not built. Run \`pnpm build\` at the repository root, then restart the server.`;

/**
 * The built single-page app at `/`: its files, and `index.html` for every other GET outside the API
 * so the app's own router shows the page. Unknown API routes answer 404 `{ message }`.
 */
export default fp(
  async (fastify) => {
    const { webDist } = fastify.config;
    const built = existsSync(path.join(webDist, 'index.html'));
    if (built) {
      const hashedAssets = path.join(webDist, 'assets') + path.sep;
      await fastify.register(fastifyStatic, {
        root: webDist,
        cacheControl: false,
        // File names under assets/ carry a content hash, so they never change; everything else may.
        setHeaders: (reply, file) =>
          reply.header(
            'cache-control',
            file.startsWith(hashedAssets) ? 'public, max-age=31536000, immutable' : 'no-cache',
          ),
      });
    }

    fastify.setNotFoundHandler((request, reply) => {
      if (isApiRequest(request) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send({ message: 'Not found' });
      }
      if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      return reply.sendFile('index.html');
    });
  },
  { name: 'web' },
);

function isApiRequest(request: FastifyRequest) {
  const pathname = request.url.split('?', 1)[0] ?? '';
  return pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
}

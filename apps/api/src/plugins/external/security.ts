import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Security headers on every response. */
export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
      contentSecurityPolicy: {
        // Kindred is often reached over plain http (localhost, a LAN address): upgrading would break it.
        directives: { 'upgrade-insecure-requests': null },
      },
    });
  },
  { name: 'security' },
);

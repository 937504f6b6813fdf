import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Lets the sites of CORS_ORIGINS call the API with credentials; every other site gets no CORS headers. */
export default fp(
  async (fastify) => {
    const { corsOrigins } = fastify.config;
    await fastify.register(cors, { origin: corsOrigins.length > 0 ? corsOrigins : false, credentials: true });
  },
  { name: 'cors' },
);

import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpError } from '../../http/http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where limits are counted when REDIS_URL is set, for counts the plugin's fixed windows cannot keep. */
    rateLimitRedis: Redis | undefined;
  }
}

/**
 * "1 minute", "15 minutes", "24 hours": the wait, rounded up to whole minutes (past two hours, whole
 * hours) so the words hold however slow the client is.
 */
export function describeWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes > 120) return `${Math.ceil(minutes / 60)} hours`;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Rate limiting, off by default: a route opts in with `config: { rateLimit: { max, timeWindow } }`.
 * Counts live in Redis when REDIS_URL is set, so every process shares them; in memory otherwise.
 */
export default fp(
  async (fastify) => {
    const { redisUrl } = fastify.config;
    const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : undefined;
    if (redis) {
      redis.on('error', (err) => fastify.log.warn({ err }, 'Redis for rate limits is unavailable'));
      fastify.addHook('onClose', async () => {
        await redis.quit();
      });
    }
    fastify.decorate('rateLimitRedis', redis);
    await fastify.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'kindred-rate-limit:',
      // A Redis outage must not take the API down with it.
      skipOnError: true,
      errorResponseBuilder: (_request, { statusCode, ttl }) =>
        new HttpError(statusCode, `Too many requests. Please try again in ${describeWait(ttl / 1000)}.`),
    });
  },
  { name: 'rate-limit' },
);

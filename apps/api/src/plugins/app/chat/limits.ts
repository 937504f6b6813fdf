import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config';

/** Messages one user may send per minute, over all conversations (scaled by RATE_LIMIT_MULTIPLIER). */
export const CHAT_SENDS_PER_MINUTE = 30;

/** Route config of the per-user limit of sends; the daily quota (CHAT_DAILY_QUOTA) is counted apart, in the database. */
export function chatSendLimit(config: Pick<Config, 'rateLimitMultiplier'>) {
  return {
    rateLimit: {
      max: Math.max(1, Math.round(CHAT_SENDS_PER_MINUTE * config.rateLimitMultiplier)),
      timeWindow: 60_000,
      // Runs after the access hooks, so the user is known.
      keyGenerator: (request: FastifyRequest) => `chat:${request.user.id}`,
    },
  };
}

import type { onRequestAsyncHookHandler } from 'fastify';

/** For answers that carry tokens or the user's account: no browser or proxy cache may keep a copy. */
export const noStore: onRequestAsyncHookHandler = async (_request, reply) => {
  reply.header('cache-control', 'no-store');
};

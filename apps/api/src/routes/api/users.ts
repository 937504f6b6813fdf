import { endpoints } from '@kindred/contract';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { addEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/http-error';
import { noStore } from '../../http/no-store';
import { accountMessages } from '../../plugins/app/accounts/messages';

/** A user reads and writes their own account only; `refusal` says so to anyone else. */
export const ownIdOnly =
  (refusal: string): onRequestAsyncHookHandler =>
  async (request) => {
    const { id } = request.params as { id?: string };
    if (id !== request.user.id) throw new HttpError(403, refusal);
  };

export default async function userRoutes(fastify: FastifyInstance) {
  const { accounts } = fastify;

  addEndpoint(fastify, endpoints.me, async (request) => ({ user: await accounts.describe(request.user) }), {
    onRequest: [noStore],
  });

  addEndpoint(
    fastify,
    endpoints.updateProfile,
    async (request) => {
      const updated = await accounts.updateProfile(request.user.id, request.body);
      return { user: await accounts.describe(updated) };
    },
    { onRequest: [ownIdOnly(accountMessages.notYourProfile)] },
  );
}

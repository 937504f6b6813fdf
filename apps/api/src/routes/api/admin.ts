import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ADMIN_SECRET_HEADER, adminEndpoints, toInvitationView } from '../../admin/endpoints';
import { addEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/http-error';
import { normalizeEmail } from '../../plugins/app/accounts/email';
import { createInvitations, listInvitations } from '../../plugins/app/accounts/invitations';

const isLoopback = (address: string | undefined) =>
  address !== undefined && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/** From this machine: a loopback address, or the very address the server listens on. */
function fromThisMachine(request: FastifyRequest): boolean {
  const { remoteAddress, localAddress } = request.socket;
  return isLoopback(remoteAddress) || (remoteAddress !== undefined && remoteAddress === localAddress);
}

function sameSecret(presented: string | string[] | undefined, secret: string): boolean {
  if (typeof presented !== 'string') return false;
  const [a, b] = [Buffer.from(presented), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The operator commands' door into a running server (see plugins/app/admin.ts); absent when there is no secret. */
export default async function adminRoutes(fastify: FastifyInstance) {
  const { adminSecret } = fastify;
  if (!adminSecret) return;
  const { db } = fastify.database;

  // Anything else looks like no route at all.
  const adminOnly: onRequestAsyncHookHandler = async (request) => {
    if (!fromThisMachine(request) || !sameSecret(request.headers[ADMIN_SECRET_HEADER], adminSecret)) {
      throw new HttpError(404, 'Not found');
    }
  };

  addEndpoint(
    fastify,
    adminEndpoints.createInvitations,
    async (request) => {
      const { uses, expiresInSeconds, count } = request.body;
      const expiresAt =
        expiresInSeconds === null ? null : new Date(fastify.clock().getTime() + expiresInSeconds * 1000);
      const created = await createInvitations(db, { uses, expiresAt, count });
      request.log.info({ count, uses, expiresAt }, 'Invitations created');
      return { invitations: created.map(toInvitationView) };
    },
    { onRequest: [adminOnly] },
  );

  addEndpoint(
    fastify,
    adminEndpoints.listInvitations,
    async () => ({ invitations: (await listInvitations(db)).map(toInvitationView) }),
    { onRequest: [adminOnly] },
  );

  addEndpoint(
    fastify,
    adminEndpoints.deleteUser,
    async (request) => {
      const { account, waitlistEntryDeleted } = await fastify.account.delete({
        email: normalizeEmail(request.body.email),
      });
      request.log.info({ userId: account?.id, waitlistEntryDeleted }, 'Account deleted by the operator');
      return { accountDeleted: account !== undefined, waitlistEntryDeleted };
    },
    { onRequest: [adminOnly] },
  );
}

import { accountExportFileName, endpoints } from '@kindred/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/http-error';
import { noStore } from '../../http/no-store';
import { accountMessages } from '../../plugins/app/accounts/messages';
import { rejectCommonPassword } from './auth';
import { ownIdOnly } from './users';

/**
 * The user's own data: delete the account, download everything of it, change the password. Deleting
 * and changing the password ask for the current password again, counted like sign-in attempts, so a
 * stolen access token alone can do neither.
 */
export default async function accountRoutes(fastify: FastifyInstance) {
  const { accounts, account, accountLimits: limits } = fastify;
  const ownAccountOnly = ownIdOnly(accountMessages.notYourAccount);

  /** Answers 429 while this address must wait, else 403 for a wrong password. */
  async function checkPassword(request: FastifyRequest, password: string) {
    const { email } = request.user;
    await limits.signIn.enforce(request, email);
    if (!(await accounts.authenticate(email, password))) {
      await limits.signIn.failed(request);
      throw new HttpError(403, accountMessages.wrongCurrentPassword);
    }
    await limits.signIn.succeeded(request, email);
  }

  addEndpoint(
    fastify,
    endpoints.deleteAccount,
    async (request) => {
      await checkPassword(request, request.body.password);
      await account.delete({ id: request.user.id });
      request.log.info({ userId: request.user.id }, 'Account deleted by its owner');
    },
    { onRequest: [ownAccountOnly] },
  );

  addEndpoint(
    fastify,
    endpoints.exportAccount,
    async (request, reply) => {
      const exported = await account.export(request.user.id);
      // Deleted between the access check and here: the token no longer opens anything.
      if (!exported) throw new HttpError(401, accountMessages.sessionExpired);
      reply.header('content-disposition', `attachment; filename="${accountExportFileName(fastify.clock())}"`);
      return exported;
    },
    { onRequest: [ownAccountOnly, noStore] },
  );

  addEndpoint(
    fastify,
    endpoints.changePassword,
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      rejectCommonPassword(newPassword);
      await checkPassword(request, currentPassword);
      await accounts.changePassword(request.session, newPassword);
    },
    { onRequest: [ownAccountOnly] },
  );
}

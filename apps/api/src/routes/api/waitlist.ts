import { endpoints, WAITLIST_ALREADY_JOINED } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint';
import { normalizeEmail } from '../../plugins/app/accounts/email';
import { accountMessages } from '../../plugins/app/accounts/messages';

export default async function waitlistRoutes(fastify: FastifyInstance) {
  addEndpoint(
    fastify,
    endpoints.joinWaitlist,
    async (request) => {
      const added = await fastify.accounts.joinWaitlist(normalizeEmail(request.body.email));
      // A repeat is no error: the client shows the same confirmation for it.
      return added
        ? { success: true, message: accountMessages.waitlistJoined }
        : { success: false, message: WAITLIST_ALREADY_JOINED };
    },
    { config: fastify.accountLimits.perAddress('joinWaitlist') },
  );
}

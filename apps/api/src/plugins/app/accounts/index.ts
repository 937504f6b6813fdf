import fp from 'fastify-plugin';
import { type AccountLimits, createAccountLimits } from './limits';
import { type Accounts, createAccounts } from './service';
import { createStarterInvitation } from './starter-invitation';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
    accountLimits: AccountLimits;
    /** The first invitation code, created at this start because the database was empty; the server prints it. */
    starterInvitationCode: string | undefined;
  }
}

/** Accounts, their limits, and on an empty database a first invitation code. */
export default fp(
  async (fastify) => {
    const { db } = fastify.database;
    fastify.decorate(
      'accounts',
      createAccounts({
        db,
        cache: fastify.readCache,
        clock: fastify.clock,
        mailer: fastify.mailer,
        log: fastify.log,
        jwtSecret: fastify.config.jwtSecret,
      }),
    );
    fastify.decorate('accountLimits', createAccountLimits(fastify));
    fastify.decorate('starterInvitationCode', await createStarterInvitation(db));
  },
  { name: 'accounts', dependencies: ['database', 'read-cache', 'mailer', 'rate-limit'] },
);

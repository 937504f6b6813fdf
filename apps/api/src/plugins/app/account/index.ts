import type { AccountExport } from '@kindred/contract';
import fp from 'fastify-plugin';
import { scopes } from '../read-cache/read-cache';
import { type AccountToDelete, type Deletion, deleteAccount } from './deletion';
import { exportAccount } from './export';

declare module 'fastify' {
  interface FastifyInstance {
    account: AccountData;
  }
}

/** What a user may do with their own data: take it with them, or have all of it deleted. */
export interface AccountData {
  /** Deletes the account and all of it. */
  delete(which: AccountToDelete): Promise<Deletion>;
  export(userId: string): Promise<AccountExport | undefined>;
}

export default fp(
  async (fastify) => {
    const { db } = fastify.database;
    fastify.decorate('account', {
      async delete(which) {
        const deletion = await deleteAccount(db, which);
        // The database tells every process, this one too, a moment after the commit: this one forgets
        // at once so the deleted account's token is refused from the very next request.
        if (deletion.account) {
          fastify.readCache.forget(scopes.user(deletion.account.id));
          fastify.readCache.forget(scopes.conversations(deletion.account.id));
          fastify.readCache.forget(scopes.memories(deletion.account.id));
        }
        return deletion;
      },
      export: (userId) => exportAccount(db, userId, fastify.clock()),
    } satisfies AccountData);
  },
  { name: 'account', dependencies: ['database', 'read-cache'] },
);

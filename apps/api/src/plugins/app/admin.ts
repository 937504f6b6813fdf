import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { removeAdminFile, writeAdminFile } from '../../admin/admin-file';

declare module 'fastify' {
  interface FastifyInstance {
    /** The secret the admin endpoints require; undefined when they are off (PostgreSQL: the CLI opens it itself). */
    adminSecret: string | undefined;
  }
}

/** A listening address the CLI on this machine can reach: the loopback one when listening on every interface. */
function reachableHost({ address }: AddressInfo): string {
  return address === '0.0.0.0' || address === '::' ? '127.0.0.1' : address;
}

/**
 * The embedded database belongs to one process at a time, so while this server runs, the invite
 * CLI asks it instead of opening the database: once listening, the server writes
 * `DATA_DIR/admin.json` (mode 0600) with its pid, address and a fresh random secret, and removes
 * it on close.
 */
export default fp(
  async (fastify) => {
    if (fastify.database.driver !== 'pglite') {
      fastify.decorate('adminSecret', undefined);
      return;
    }
    const secret = randomBytes(32).toString('base64url');
    const { dataDir } = fastify.config;
    fastify.decorate('adminSecret', secret);
    fastify.addHook('onListen', async () => {
      const address = fastify.server.address() as AddressInfo;
      writeAdminFile(dataDir, { pid: process.pid, host: reachableHost(address), port: address.port, secret });
    });
    fastify.addHook('onClose', async () => removeAdminFile(dataDir));
  },
  { name: 'admin', dependencies: ['database'] },
);

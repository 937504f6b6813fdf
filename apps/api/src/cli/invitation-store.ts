import { adminEndpoints, type InvitationView, toInvitationView } from '../admin/endpoints';
import type { Config } from '../config';
import { createInvitations, listInvitations } from '../plugins/app/accounts/invitations';
import { openAdminConnection } from './admin-connection';

export interface NewInvitationsRequest {
  uses: number;
  /** From now; null for codes that never expire. */
  expiresInSeconds: number | null;
  count: number;
}

/** Where the CLI reads and writes invitations: the database itself, or the running server that holds it. */
export interface InvitationStore {
  /** Says which of the two, for the log. */
  description: string;
  create(request: NewInvitationsRequest): Promise<InvitationView[]>;
  list(): Promise<InvitationView[]>;
  close(): Promise<void>;
}

export async function openInvitationStore(config: Config): Promise<InvitationStore> {
  const target = await openAdminConnection(config);
  const { description } = target;
  if (target.kind === 'server') {
    const { call } = target;
    return {
      description,
      create: async (request) => (await call(adminEndpoints.createInvitations, request)).invitations,
      list: async () => (await call(adminEndpoints.listInvitations)).invitations,
      close: async () => {},
    };
  }
  const { connection } = target;
  return {
    description,
    create: async ({ uses, expiresInSeconds, count }) => {
      const expiresAt = expiresInSeconds === null ? null : new Date(Date.now() + expiresInSeconds * 1000);
      return (await createInvitations(connection.db, { uses, expiresAt, count })).map(toInvitationView);
    },
    list: async () => (await listInvitations(connection.db)).map(toInvitationView),
    close: () => connection.close(),
  };
}

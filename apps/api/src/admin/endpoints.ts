import type { Endpoint } from '@kindred/contract';
import { z } from 'zod';
import type { Invitation } from '../plugins/app/accounts/invitations';

/**
 * The admin endpoints the operator's commands (`pnpm invite`, `pnpm users`) call on a running server; not part of the public contract.
 * They answer only requests from this machine that carry the secret of `DATA_DIR/admin.json`.
 */
export const ADMIN_SECRET_HEADER = 'x-kindred-admin-secret';

export const invitationView = z.object({
  code: z.string(),
  maxUses: z.number().int(),
  usesLeft: z.number().int(),
  expiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type InvitationView = z.infer<typeof invitationView>;

export const toInvitationView = (invitation: Invitation): InvitationView => ({
  code: invitation.code,
  maxUses: invitation.maxUses,
  usesLeft: invitation.usesLeft,
  expiresAt: invitation.expiresAt?.toISOString() ?? null,
  createdAt: invitation.createdAt.toISOString(),
});

export const MAX_INVITATIONS_AT_ONCE = 100;
export const MAX_INVITATION_USES = 1_000_000;

export const adminEndpoints = {
  createInvitations: {
    method: 'POST',
    path: '/admin/invitations',
    access: 'public',
    body: z.object({
      uses: z.number().int().min(1).max(MAX_INVITATION_USES),
      /** From now; null for codes that never expire. */
      expiresInSeconds: z.number().int().positive().nullable(),
      count: z.number().int().min(1).max(MAX_INVITATIONS_AT_ONCE),
    }),
    response: z.object({ invitations: z.array(invitationView) }),
  },
  listInvitations: {
    method: 'GET',
    path: '/admin/invitations',
    access: 'public',
    response: z.object({ invitations: z.array(invitationView) }),
  },
  /** `pnpm users delete <email>`: the account of the email and its waitlist entry, as the owner's own deletion does. */
  deleteUser: {
    method: 'DELETE',
    path: '/admin/users',
    access: 'public',
    body: z.object({ email: z.string().min(1).max(254) }),
    response: z.object({ accountDeleted: z.boolean(), waitlistEntryDeleted: z.boolean() }),
  },
} as const satisfies Record<string, Endpoint>;

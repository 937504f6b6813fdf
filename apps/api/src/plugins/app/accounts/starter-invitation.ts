import { sql } from 'drizzle-orm';
import { advisoryLocks, type Database } from '../../../db/database';
import { invitations, users } from '../../../db/schema';
import { createInvitations } from './invitations';

/**
 * On a fresh database (no account, no invitation yet), creates one single-use invitation so the
 * first person can register, and returns its code; otherwise returns undefined. Processes starting
 * together take turns on an advisory lock, so only one creates it.
 */
export function createStarterInvitation(db: Database): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${advisoryLocks.starterInvitation})`);
    const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
    const [anyInvitation] = await tx.select({ code: invitations.code }).from(invitations).limit(1);
    if (anyUser || anyInvitation) return undefined;
    const [starter] = await createInvitations(tx, { uses: 1, expiresAt: null, count: 1 });
    return starter?.code;
  });
}

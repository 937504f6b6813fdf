import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { type InvitationRow, invitations } from '../../../db/schema';

export type Invitation = InvitationRow;

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new code such as `K7QM2-XPH4A`: 50 random bits. */
export function newInvitationCode(): string {
  const characters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** Codes are compared as capitals, so one typed in lower case works too. */
export const normalizeInvitationCode = (code: string) => code.trim().toUpperCase();

export interface NewInvitations {
  /** People each code lets register. */
  uses: number;
  expiresAt: Date | null;
  count: number;
}

export async function createInvitations(executor: Executor, { uses, expiresAt, count }: NewInvitations) {
  const rows = Array.from({ length: count }, () => ({
    code: newInvitationCode(),
    maxUses: uses,
    usesLeft: uses,
    expiresAt,
  }));
  return executor.insert(invitations).values(rows).returning();
}

export function listInvitations(executor: Executor): Promise<Invitation[]> {
  return executor.select().from(invitations).orderBy(asc(invitations.createdAt), asc(invitations.code));
}

const usable = (code: string, now: Date) =>
  and(
    eq(invitations.code, normalizeInvitationCode(code)),
    gt(invitations.usesLeft, 0),
    or(isNull(invitations.expiresAt), gt(invitations.expiresAt, now)),
  );

export async function isInvitationUsable(executor: Executor, code: string, now: Date): Promise<boolean> {
  const [row] = await executor.select({ code: invitations.code }).from(invitations).where(usable(code, now));
  return row !== undefined;
}

/**
 * Takes one use of the code, if it has one left and has not expired. One statement decides, so of
 * many registrations racing for the last use exactly one gets it. Run it in the transaction that
 * creates the account, so the use is taken only when the account is.
 */
export async function consumeInvitation(executor: Executor, code: string, now: Date): Promise<boolean> {
  const taken = await executor
    .update(invitations)
    .set({ usesLeft: sql`${invitations.usesLeft} - 1` })
    .where(usable(code, now))
    .returning({ code: invitations.code });
  return taken.length > 0;
}

/** Returns a use taken for an account that was then not created after all. */
export async function giveBackInvitation(executor: Executor, code: string): Promise<void> {
  await executor
    .update(invitations)
    .set({ usesLeft: sql`${invitations.usesLeft} + 1` })
    .where(eq(invitations.code, normalizeInvitationCode(code)));
}

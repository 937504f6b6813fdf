import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { users, waitlist } from '../../../db/schema';

/** Which account to delete: by id (the user themself) or by normalised email (an operator). */
export type AccountToDelete = { id: string } | { email: string };

export interface Deletion {
  /** The account deleted; undefined when there was none. */
  account: { id: string; email: string } | undefined;
  waitlistEntryDeleted: boolean;
}

/**
 * Deletes an account and everything of it in one transaction: the user row takes its sign-ins,
 * codes, likes and dislikes, messages and what characters remember with it (their foreign keys
 * cascade), and the waitlist entry of its email goes too, also when the email has no account.
 * The database announces the deletion to every process, whose caches forget the account.
 */
export function deleteAccount(db: Database, which: AccountToDelete): Promise<Deletion> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .delete(users)
      .where('id' in which ? eq(users.id, which.id) : eq(users.email, which.email))
      .returning({ id: users.id, email: users.email });
    const email = account?.email ?? ('email' in which ? which.email : undefined);
    const entries =
      email === undefined
        ? []
        : await tx.delete(waitlist).where(eq(waitlist.email, email)).returning({ email: waitlist.email });
    return { account, waitlistEntryDeleted: entries.length > 0 };
  });
}

import type { Executor } from '../../../db/database';
import { waitlist } from '../../../db/schema';

/** Adds the (normalised) email to the waitlist; false when it was already there. */
export async function joinWaitlist(executor: Executor, email: string): Promise<boolean> {
  const added = await executor.insert(waitlist).values({ email }).onConflictDoNothing().returning();
  return added.length > 0;
}

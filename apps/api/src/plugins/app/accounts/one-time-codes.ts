import { randomInt } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Database, Executor } from '../../../db/database';
import { type OneTimeCodePurpose, oneTimeCodes } from '../../../db/schema';
import { CODE_LIFETIME_MINUTES } from '../../../mail/messages';
import { hmac, sameDigest } from './keys';

export const MAX_CODE_ATTEMPTS = 5;
const CODE_LIFETIME_MS = CODE_LIFETIME_MINUTES * 60_000;

/** A code found right, not yet used up. */
export interface CheckedCode {
  userId: string;
  purpose: OneTimeCodePurpose;
  codeHash: string;
  /** The password chosen with this code, if any, to set on the account when it is used. */
  passwordHash: string | null;
}

export interface OneTimeCodes {
  /** Replaces the user's code for `purpose` with a new random one and returns it. */
  issue(executor: Executor, userId: string, purpose: OneTimeCodePurpose, passwordHash?: string): Promise<string>;
  /**
   * Replaces the user's live code for `purpose` with a new random one, keeping the password chosen
   * with it, and returns it; undefined when the user has no such code.
   */
  renew(executor: Executor, userId: string, purpose: OneTimeCodePurpose): Promise<string | undefined>;
  /**
   * Counts one attempt, then compares. The count is raised in the same statement that reads the
   * code and only while attempts remain, so concurrent guesses can never compare more than
   * MAX_CODE_ATTEMPTS times. Undefined when the code is wrong, expired or used up.
   */
  check(userId: string, purpose: OneTimeCodePurpose, code: string): Promise<CheckedCode | undefined>;
  /** Uses a checked code up; false when another request used or replaced it first. */
  consume(executor: Executor, checked: CheckedCode): Promise<boolean>;
  /** Removes `code` if it is still the live one (its mail could not be sent). */
  discard(executor: Executor, userId: string, purpose: OneTimeCodePurpose, code: string): Promise<void>;
}

/** Six random digits, stored as an HMAC bound to the user and purpose, valid 10 minutes. */
export function createOneTimeCodes(db: Database, key: Buffer, clock: Clock): OneTimeCodes {
  const hashOf = (userId: string, purpose: OneTimeCodePurpose, code: string) =>
    hmac(key, `${userId}:${purpose}:${code}`).toString('hex');
  const newCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');
  const expiryFromNow = () => new Date(clock().getTime() + CODE_LIFETIME_MS);
  const live = (userId: string, purpose: OneTimeCodePurpose) =>
    and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose));

  return {
    async issue(executor, userId, purpose, passwordHash) {
      const code = newCode();
      const fields = {
        codeHash: hashOf(userId, purpose, code),
        passwordHash: passwordHash ?? null,
        attempts: 0,
        expiresAt: expiryFromNow(),
      };
      await executor
        .insert(oneTimeCodes)
        .values({ userId, purpose, ...fields })
        .onConflictDoUpdate({ target: [oneTimeCodes.userId, oneTimeCodes.purpose], set: fields });
      return code;
    },

    async renew(executor, userId, purpose) {
      const code = newCode();
      const renewed = await executor
        .update(oneTimeCodes)
        .set({ codeHash: hashOf(userId, purpose, code), attempts: 0, expiresAt: expiryFromNow() })
        .where(live(userId, purpose))
        .returning({ userId: oneTimeCodes.userId });
      return renewed.length > 0 ? code : undefined;
    },

    async check(userId, purpose, code) {
      const [row] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(
          and(live(userId, purpose), lt(oneTimeCodes.attempts, MAX_CODE_ATTEMPTS), gt(oneTimeCodes.expiresAt, clock())),
        )
        .returning({ codeHash: oneTimeCodes.codeHash, passwordHash: oneTimeCodes.passwordHash });
      if (!row || !sameDigest(row.codeHash, hashOf(userId, purpose, code))) return undefined;
      return { userId, purpose, ...row };
    },

    async consume(executor, { userId, purpose, codeHash }) {
      const used = await executor
        .delete(oneTimeCodes)
        .where(and(live(userId, purpose), eq(oneTimeCodes.codeHash, codeHash)))
        .returning({ userId: oneTimeCodes.userId });
      return used.length > 0;
    },

    async discard(executor, userId, purpose, code) {
      await executor
        .delete(oneTimeCodes)
        .where(and(live(userId, purpose), eq(oneTimeCodes.codeHash, hashOf(userId, purpose, code))));
    },
  };
}

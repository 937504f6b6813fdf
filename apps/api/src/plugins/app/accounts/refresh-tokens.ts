import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte, ne, type SQLWrapper } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Database, Executor } from '../../../db/database';
import { refreshTokens } from '../../../db/schema';
import type { Session } from './access-tokens';
import { hmac, sha256Hex } from './keys';

export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60_000;
/**
 * How long a rotated token still answers with its family's current token instead of counting as
 * reuse: the tabs of one browser share one stored token and may all refresh with it at once.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;
/** Rotations followed from a token presented within the grace window; more than a few means something is off. */
const MAX_ROTATIONS_FOLLOWED = 10;

/** A refresh token and the session (family) it belongs to. */
export interface IssuedToken extends Session {
  refreshToken: string;
}

export interface RefreshTokens {
  /** Starts a new family (one sign-in) and returns its first token. */
  issue(executor: Executor, userId: string): Promise<IssuedToken>;
  /**
   * Exchanges a token for the next one of its family. A token already exchanged a moment ago answers
   * with the family's current token; one exchanged earlier is a stolen copy: the family is revoked.
   * Undefined when the token gives no right to a new one.
   */
  rotate(token: string): Promise<IssuedToken | undefined>;
  /** Signs out the sign-in the token belongs to. */
  revokeFamily(token: string): Promise<void>;
  /** Signs out every sign-in of the user, but the one of `keepSessionId` when given. */
  revokeAll(executor: Executor, userId: string, keepSessionId?: string): Promise<void>;
  /** Whether the session still has its tokens: it was neither signed out nor revoked. */
  isSignedIn(session: Session): Promise<boolean>;
}

/**
 * Opaque random tokens, stored as SHA-256 hashes. A token's successor is derived from it with a
 * keyed HMAC, so the server can hand the current token to a late tab again without storing any
 * token in the clear, while nobody without the key can compute a successor.
 */
export function createRefreshTokens(
  db: Database,
  rotationKey: Buffer,
  clock: Clock,
  /** Told, after the fact, of the user whose session this process revoked on its own (not in a caller's transaction). */
  revoked: (userId: string) => void,
): RefreshTokens {
  const successorOf = (token: string) => hmac(rotationKey, token).toString('base64url');
  const expiresAt = (now: Date) => new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS);
  const find = async (token: string) => {
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(token)));
    return row;
  };
  const deleteFamily = async (family: SQLWrapper | string) => {
    const deleted = await db
      .delete(refreshTokens)
      .where(inArray(refreshTokens.familyId, typeof family === 'string' ? [family] : family))
      .returning({ userId: refreshTokens.userId });
    for (const userId of new Set(deleted.map((row) => row.userId))) revoked(userId);
  };

  /** The family's current token, reached by following the rotations from `token`. */
  async function currentSuccessor(token: string, now: Date): Promise<IssuedToken | undefined> {
    let current = token;
    for (let step = 0; step < MAX_ROTATIONS_FOLLOWED; step++) {
      current = successorOf(current);
      const row = await find(current);
      if (!row || row.expiresAt <= now) return undefined;
      if (!row.rotatedAt) return { userId: row.userId, sessionId: row.familyId, refreshToken: current };
    }
    return undefined;
  }

  return {
    async issue(executor, userId) {
      const now = clock();
      const token = randomBytes(32).toString('base64url');
      // A sign-in is a good moment to forget this user's expired tokens.
      await executor
        .delete(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), lte(refreshTokens.expiresAt, now)));
      const sessionId = randomUUID();
      await executor
        .insert(refreshTokens)
        .values({ tokenHash: sha256Hex(token), userId, familyId: sessionId, expiresAt: expiresAt(now) });
      return { userId, sessionId, refreshToken: token };
    },

    async rotate(token) {
      const now = clock();
      const rotated = await db.transaction(async (tx) => {
        // Claiming the row is atomic: of several requests with the same token, exactly one rotates it.
        const [claimed] = await tx
          .update(refreshTokens)
          .set({ rotatedAt: now })
          .where(
            and(
              eq(refreshTokens.tokenHash, sha256Hex(token)),
              isNull(refreshTokens.rotatedAt),
              gt(refreshTokens.expiresAt, now),
            ),
          )
          .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
        if (!claimed) return undefined;
        const successor = successorOf(token);
        await tx
          .insert(refreshTokens)
          .values({ ...claimed, tokenHash: sha256Hex(successor), expiresAt: expiresAt(now) });
        return { userId: claimed.userId, sessionId: claimed.familyId, refreshToken: successor };
      });
      if (rotated) return rotated;

      const row = await find(token);
      if (!row?.rotatedAt || row.expiresAt <= now) return undefined;
      if (now.getTime() - row.rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS) return currentSuccessor(token, now);
      await deleteFamily(row.familyId);
      return undefined;
    },

    async revokeFamily(token) {
      await deleteFamily(
        db
          .select({ familyId: refreshTokens.familyId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256Hex(token))),
      );
    },

    async revokeAll(executor, userId, keepSessionId) {
      const others = keepSessionId === undefined ? undefined : ne(refreshTokens.familyId, keepSessionId);
      await executor.delete(refreshTokens).where(and(eq(refreshTokens.userId, userId), others));
    },

    async isSignedIn({ userId, sessionId }) {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, sessionId), eq(refreshTokens.userId, userId)))
        .limit(1);
      return row !== undefined;
    },
  };
}

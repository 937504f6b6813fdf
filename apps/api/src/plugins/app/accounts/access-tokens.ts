import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../../clock';
import { LruMap } from '../../../lru-map';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
/**
 * How far ahead of this process's clock another instance's clock may run. A token issued further in
 * the future was not issued by a server telling the time right, and could outlive its lifetime.
 */
export const CLOCK_SKEW_TOLERANCE_SECONDS = 30;

const ALGORITHM = 'HS256';
/** RFC 9068's media type for access tokens, checked along with the claim below so no other JWT passes for one. */
const TOKEN_TYPE = 'at+jwt';
const ISSUER = 'kindred';
const AUDIENCE = 'kindred-api';

const claims = z
  .object({ sub: z.uuid(), sid: z.uuid(), token_use: z.literal('access'), iat: z.number(), exp: z.number() })
  // No server of ours issues a token that lives longer: one that does was made with a stolen key.
  .refine(({ iat, exp }) => exp - iat <= ACCESS_TOKEN_LIFETIME_SECONDS);

/** The sign-in an access token belongs to: its user, and the refresh-token family that is the session. */
export interface Session {
  userId: string;
  sessionId: string;
}

interface VerifiedToken {
  session: Session;
  issuedAt: number;
  expiresAt: number;
}

/**
 * Tokens whose signature and claims were checked, kept so the polls of a signed-in client (one every
 * few seconds with the same token) do not check them again; only their times are, on every use.
 * Enough for every user active on one instance.
 */
const VERIFIED_TOKENS_KEPT = 50_000;

export interface AccessTokens {
  sign(session: Session): Promise<string>;
  /**
   * The session the token was issued for, or undefined when the token is not a valid access token
   * of this moment. Whether the session is still signed in is for the caller to ask.
   */
  verify(token: string): Promise<Session | undefined>;
}

/** Short-lived JWTs signed with HS256 and the JWT secret; nothing else (another algorithm, a refresh token) is accepted. */
export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  // Imported once: given the bytes, jose imports them again on every call, a good part of a request's cost.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new LruMap<string, VerifiedToken>(VERIFIED_TOKENS_KEPT);
  const nowInSeconds = () => Math.floor(clock().getTime() / 1000);
  /** Both the fresh and the remembered token pass this, so a clock that moved back cannot revive one. */
  const isCurrent = ({ issuedAt, expiresAt }: VerifiedToken, now: number) =>
    issuedAt <= now + CLOCK_SKEW_TOLERANCE_SECONDS && expiresAt > now;

  return {
    async sign({ userId, sessionId }) {
      const issuedAt = nowInSeconds();
      return new SignJWT({ token_use: 'access', sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS)
        .sign(await key);
    },

    async verify(token) {
      const known = verified.get(token);
      if (known) return isCurrent(known, clock().getTime() / 1000) ? known.session : undefined;
      try {
        const now = clock();
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          typ: TOKEN_TYPE,
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
          currentDate: now,
        });
        const parsed = claims.safeParse(payload);
        if (!parsed.success) return undefined;
        const { sub, sid, iat, exp } = parsed.data;
        const checked = { session: { userId: sub, sessionId: sid }, issuedAt: iat, expiresAt: exp };
        if (!isCurrent(checked, now.getTime() / 1000)) return undefined;
        verified.set(token, checked);
        return checked.session;
      } catch {
        return undefined;
      }
    },
  };
}

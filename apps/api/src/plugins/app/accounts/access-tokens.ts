import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../../clock';
import { LruMap } from '../../../lru-map';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;

const ALGORITHM = 'HS256';
/** RFC 9068's media type for access tokens, checked along with the claim below so no other JWT passes for one. */
const TOKEN_TYPE = 'at+jwt';
const ISSUER = 'kindred';
const AUDIENCE = 'kindred-api';

const claims = z.object({ sub: z.uuid(), token_use: z.literal('access'), exp: z.number() });

/**
 * Tokens whose signature and claims were checked, kept so the polls of a signed-in client (one every
 * few seconds with the same token) do not check them again; only the expiry is, on every use.
 * Enough for every user active on one instance.
 */
const VERIFIED_TOKENS_KEPT = 50_000;

export interface AccessTokens {
  sign(userId: string): Promise<string>;
  /** The user id the token was issued to, or undefined when the token is not a valid, unexpired access token. */
  verify(token: string): Promise<string | undefined>;
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
  const verified = new LruMap<string, { userId: string; expiresAt: number }>(VERIFIED_TOKENS_KEPT);
  const nowInSeconds = () => Math.floor(clock().getTime() / 1000);

  return {
    async sign(userId) {
      const issuedAt = nowInSeconds();
      return new SignJWT({ token_use: 'access' })
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
      if (known) return known.expiresAt > clock().getTime() ? known.userId : undefined;
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          typ: TOKEN_TYPE,
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: clock(),
        });
        const parsed = claims.safeParse(payload);
        if (!parsed.success) return undefined;
        verified.set(token, { userId: parsed.data.sub, expiresAt: parsed.data.exp * 1000 });
        return parsed.data.sub;
      } catch {
        return undefined;
      }
    },
  };
}

import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../../clock';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;

const ALGORITHM = 'HS256';
/** RFC 9068's media type for access tokens, checked along with the claim below so no other JWT passes for one. */
const TOKEN_TYPE = 'at+jwt';
const ISSUER = 'kindred';
const AUDIENCE = 'kindred-api';

const claims = z.object({ sub: z.uuid(), token_use: z.literal('access') });

export interface AccessTokens {
  sign(userId: string): Promise<string>;
  /** The user id the token was issued to, or undefined when the token is not a valid, unexpired access token. */
  verify(token: string): Promise<string | undefined>;
}

/** Short-lived JWTs signed with HS256 and the JWT secret; nothing else (another algorithm, a refresh token) is accepted. */
export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const nowInSeconds = () => Math.floor(clock().getTime() / 1000);

  return {
    sign: (userId) => {
      const issuedAt = nowInSeconds();
      return new SignJWT({ token_use: 'access' })
        .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS)
        .sign(key);
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          typ: TOKEN_TYPE,
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: clock(),
        });
        const parsed = claims.safeParse(payload);
        return parsed.success ? parsed.data.sub : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

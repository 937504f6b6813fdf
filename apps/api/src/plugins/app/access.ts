import type { EndpointAccess } from '@kindred/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/http-error';
import type { Session } from './accounts/access-tokens';
import { accountMessages } from './accounts/messages';
import type { AccountUser } from './accounts/users';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The hooks a request passes before reaching an endpoint of the given access; a hook rejects
     * the request by throwing. Every endpoint route gets its hooks from here, so access is decided
     * in this one place.
     */
    accessHooks(access: EndpointAccess): onRequestAsyncHookHandler[];
  }
  interface FastifyRequest {
    /**
     * The signed-in user, loaded once per request by the access hooks. Only endpoints whose access
     * is `user` or `completeProfile` may read it; reading it anywhere else is a programming error.
     */
    readonly user: AccountUser;
    /** The sign-in the request's access token belongs to; readable where `user` is. */
    readonly session: Session;
  }
}

const BEARER = /^Bearer ([^\s]+)$/i;

/**
 * `public`: no hooks. `user`: a valid access token of a session still signed in, else 401 (the client's
 * refresh queue acts on 401). `completeProfile`: that, and a complete profile, else 403.
 */
export default fp(
  async (fastify) => {
    const signedIn = new WeakMap<FastifyRequest, { user: AccountUser; session: Session }>();
    const signedInOf = (request: FastifyRequest) => {
      const found = signedIn.get(request);
      if (!found) throw new Error('request.user is read on an endpoint that does not require a signed-in user');
      return found;
    };

    fastify.decorateRequest('user', {
      getter(this: FastifyRequest) {
        return signedInOf(this).user;
      },
    });
    fastify.decorateRequest('session', {
      getter(this: FastifyRequest) {
        return signedInOf(this).session;
      },
    });

    const authenticate: onRequestAsyncHookHandler = async (request) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw new HttpError(401, accountMessages.signInRequired);
      const session = await fastify.accounts.accessTokens.verify(token);
      // A valid token of a session signed out or revoked, or of a deleted account, opens nothing.
      const user = session && (await fastify.accounts.signedInUser(session));
      if (!user) throw new HttpError(401, accountMessages.sessionExpired);
      signedIn.set(request, { user, session });
    };

    const requireCompleteProfile: onRequestAsyncHookHandler = async (request) => {
      if (!request.user.profileComplete) throw new HttpError(403, accountMessages.completeProfile);
    };

    const hooks: Record<EndpointAccess, onRequestAsyncHookHandler[]> = {
      public: [],
      user: [authenticate],
      completeProfile: [authenticate, requireCompleteProfile],
    };
    fastify.decorate('accessHooks', (access: EndpointAccess) => hooks[access]);
  },
  { name: 'access', dependencies: ['accounts'] },
);

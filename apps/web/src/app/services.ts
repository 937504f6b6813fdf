import { type ApiClient, createApiClient, createQueryClient, type TokenStorage } from '@kindred/api-client';
import { type AuthSessionActorRef, authSessionMachine } from '@kindred/machines';
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise } from 'xstate';

/** Everything the screens talk to: the HTTP client, the signed-in session and the query cache. */
export interface AppServices {
  client: ApiClient;
  session: AuthSessionActorRef;
  queryClient: QueryClient;
}

export interface AppServicesOptions {
  storage?: TokenStorage;
  baseURL?: string;
}

/**
 * Builds the services once per page load. The session machine owns the signed-in state; the HTTP
 * client owns the stored tokens and tells the session when a refresh renewed or ended them.
 */
export function createAppServices({ storage, baseURL }: AppServicesOptions = {}): AppServices {
  const queryClient = createQueryClient();
  let session: AuthSessionActorRef | undefined;
  const client = createApiClient({
    baseURL,
    storage,
    onSessionEnded: () => session?.send({ type: 'session.ended' }),
  });

  session = createActor(
    authSessionMachine.provide({
      actors: {
        fetchUser: fromPromise(() => client.api.me()),
        logoutOnServer: fromPromise(({ input }) => client.api.logout(input.refreshToken)),
      },
      actions: {
        storeTokens: (_, tokens) => client.tokens.set(tokens),
        clearStoredTokens: () => {
          client.tokens.clear();
          // Whatever the previous user had cached must never show to the next one.
          queryClient.clear();
        },
        logError: (_, { error }) => console.error(error),
      },
    }),
    { input: { storedTokens: client.tokens.pair() } },
  );

  client.tokens.subscribe((pair) => {
    if (pair) session?.send({ type: 'session.refreshed', tokens: pair });
  });
  session.start();

  return { client, session, queryClient };
}

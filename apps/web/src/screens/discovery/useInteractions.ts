import { queryKeys } from '@kindred/api-client';
import type { AuthSessionActorRef } from '@kindred/machines';
import { useMemo } from 'react';
import { waitFor } from 'xstate';
import { useServices } from '../../app/ServicesContext';

/**
 * Reads the user again, for their likes, dislikes and matches. A reload already under way may
 * have read the user before this change, so it runs to its end first and another one follows.
 */
async function reloadUser(session: AuthSessionActorRef) {
  await waitFor(session, (snapshot) => !snapshot.matches({ authenticated: 'reloading' }));
  session.send({ type: 'user.reload' });
}

/**
 * Like and reject, keeping what the rest of the app knows right: the cached interaction lists
 * go stale and the session's user is read again.
 */
export function useInteractions() {
  const { client, queryClient, session } = useServices();
  return useMemo(() => {
    const refreshAfterChange = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.interactions });
      void reloadUser(session);
    };
    return {
      like: async (characterId: string) => {
        const response = await client.api.like(characterId);
        refreshAfterChange();
        return response;
      },
      reject: async (characterId: string) => {
        await client.api.dislike(characterId);
        refreshAfterChange();
      },
    };
  }, [client, queryClient, session]);
}

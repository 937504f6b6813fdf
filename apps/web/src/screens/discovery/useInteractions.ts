import { queryKeys } from '@kindred/api-client';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';

/**
 * Like and reject, keeping what the rest of the app knows right: the cached interaction lists
 * go stale and the session's user is read again.
 */
export function useInteractions() {
  const { client, queryClient, session } = useServices();
  return useMemo(() => {
    const refreshAfterChange = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.interactions });
      session.send({ type: 'user.reload' });
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

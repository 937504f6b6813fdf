import { characterQueryOptions, responseStatus } from '@kindred/api-client';
import { recoveryDelay } from '@kindred/machines';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../app/ServicesContext';

/** The character of the conversation at /messages/{id}, for its name and picture; none on /messages. */
export function useChatCharacter(id: string | undefined) {
  const { client } = useServices();
  const query = useQuery({
    ...characterQueryOptions(client.api, id ?? ''),
    enabled: id !== undefined,
    // A character that failed to load (the server down, say) is asked again by itself on the recovery
    // rhythm, as the history is; one that does not exist is not.
    refetchInterval: ({ state }) =>
      state.status === 'error' && responseStatus(state.error) !== 404 ? recoveryDelay(state.errorUpdateCount) : false,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  const failure: 'notFound' | 'failed' | undefined = !query.isError
    ? undefined
    : responseStatus(query.error) === 404
      ? 'notFound'
      : 'failed';
  return { data: query.data, failure, refetch: query.refetch };
}

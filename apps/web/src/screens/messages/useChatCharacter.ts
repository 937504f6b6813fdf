import { characterQueryOptions } from '@kindred/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../app/ServicesContext';

/** The character of the conversation at /messages/{id}, for its name and picture; none on /messages. */
export function useChatCharacter(id: string | undefined) {
  const { client } = useServices();
  const query = useQuery({ ...characterQueryOptions(client.api, id ?? ''), enabled: id !== undefined });
  const { error } = query;
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return query;
}

import { charactersQueryOptions } from '@kindred/api-client';
import { type CharacterListSnapshot, characterListMachine } from '@kindred/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useServices } from '../../app/ServicesContext';
import { logError } from './logError';
import { toScreenCharacter } from './screenCharacter';

export type CharacterListStatus = 'loading' | 'ready' | 'failed';

const statusOf = (snapshot: CharacterListSnapshot): CharacterListStatus => {
  if (snapshot.matches('failed')) return 'failed';
  // Nothing received and more expected: the first page has not arrived yet.
  const awaitingFirstPage = snapshot.context.characters.length === 0 && snapshot.context.hasNextPage;
  return snapshot.hasTag('pending') || awaitingFirstPage ? 'loading' : 'ready';
};

/**
 * The first `limit` characters. They come through the shared query cache, so screens asking for
 * the same page show it at once while it is fresh.
 */
export function useCharacterList(limit: number) {
  const { client, queryClient } = useServices();
  const list = useActorRef(
    characterListMachine.provide({
      actors: {
        loadCharacters: fromPromise(({ input }) => queryClient.fetchQuery(charactersQueryOptions(client.api, input))),
      },
      actions: { logError },
    }),
  );

  useEffect(() => {
    list.send({ type: 'user.fetch', limit });
  }, [list, limit]);

  const received = useSelector(list, (snapshot) => snapshot.context.characters);
  const characters = useMemo(() => received.map(toScreenCharacter), [received]);
  const status = useSelector(list, statusOf);
  const retry = useCallback(() => list.send({ type: 'user.retry' }), [list]);
  return { characters, status, retry };
}

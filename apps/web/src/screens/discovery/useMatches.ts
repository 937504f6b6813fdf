import { interactionsQueryOptions } from '@kindred/api-client';
import type { InteractionType } from '@kindred/contract';
import { type Connections, type MatchesSnapshot, matchesMachine } from '@kindred/machines';
import type { MatchesProps } from '@kindred/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useServices } from '../../app/ServicesContext';
import { logError } from './logError';

const statusOf = (snapshot: MatchesSnapshot): MatchesProps['status'] => {
  if (snapshot.matches({ data: 'ready' })) return 'ready';
  return snapshot.matches({ data: 'failed' }) ? 'failed' : 'loading';
};

/** The liked (Matched) and disliked (Rejected) characters, through the shared query cache. */
export function useMatches() {
  const { client, queryClient, session } = useServices();
  const charactersOf = async (type: InteractionType) =>
    (await queryClient.fetchQuery(interactionsQueryOptions(client.api, type))).map((item) => item.character);
  const matches = useActorRef(
    matchesMachine.provide({
      actors: {
        loadConnections: fromPromise(async (): Promise<Connections> => {
          const [matched, rejected] = await Promise.all([charactersOf('like'), charactersOf('dislike')]);
          // Read when the lists arrive, so a like answered Blocked since the screen opened counts too.
          return { matched, rejected, blocked: session.getSnapshot().context.user?.blocked };
        }),
      },
      actions: { logError },
    }),
  );

  const tab = useSelector(matches, (snapshot) => (snapshot.matches({ tab: 'rejected' }) ? 'rejected' : 'matched'));
  const status = useSelector(matches, statusOf);
  const matched = useSelector(matches, (snapshot) => snapshot.context.matched);
  const unavailable = useSelector(matches, (snapshot) => snapshot.context.unavailable);
  const rejected = useSelector(matches, (snapshot) => snapshot.context.rejected);
  return { matches, tab, status, matched, unavailable, rejected } as const;
}

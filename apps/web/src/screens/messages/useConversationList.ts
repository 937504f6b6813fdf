import { conversationListMachine } from '@kindred/machines';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { fromPromise } from 'xstate';
import { useServices } from '../../app/ServicesContext';

export type ConversationListActor = ActorRefFrom<typeof conversationListMachine>;

/**
 * The user's conversations, paged and refreshed by the conversationList machine against the API.
 * The component owns the machine, so its refresh timer stops when the screen goes away.
 */
export function useConversationList(userId: string): ConversationListActor {
  const { client } = useServices();
  return useActorRef(
    conversationListMachine.provide({
      actors: {
        loadConversations: fromPromise(({ input }) =>
          client.api.conversations(input.userId, { page: input.page, limit: input.limit }),
        ),
      },
      actions: { logError: (_, { error }) => console.error(error) },
    }),
    { input: { userId } },
  );
}

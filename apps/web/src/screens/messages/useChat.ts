import { chatMachine } from '@kindred/machines';
import { useActorRef } from '@xstate/react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { useServices } from '../../app/ServicesContext';

export type ChatActor = ActorRefFrom<typeof chatMachine>;

/**
 * The open conversation: history, older pages, polling and sending, run by the chat machine
 * against the API. One machine serves every conversation the screen opens, so a reply still on
 * its way keeps its conversation typing while the user looks at another one.
 */
export function useChat(userId: string, characterId: string | undefined): ChatActor {
  const { client } = useServices();
  return useActorRef(
    chatMachine.provide({
      actors: {
        loadHistory: fromPromise(({ input }) =>
          client.api.history(input.userId, input.characterId, { page: input.page, limit: input.limit }),
        ),
        sendMessage: fromPromise(({ input }) => client.api.chat(input.userId, input.characterId, input.message)),
      },
      actions: { logError: (_, { error }) => console.error(error) },
    }),
    { input: { userId, characterId: characterId ?? null } },
  );
}

import { memoryMachine } from '@kindred/machines';
import { useActorRef } from '@xstate/react';
import { useLayoutEffect } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { useServices } from '../../app/ServicesContext';
import { withDisplayError } from '../auth/displayError';

export type MemoryActor = ActorRefFrom<typeof memoryMachine>;

/** What the character of a conversation remembers about the user, run by the memory machine against the API. */
export function useMemory(userId: string, characterId: string): MemoryActor {
  const { client } = useServices();
  const memory = useActorRef(
    memoryMachine.provide({
      actors: {
        loadMemories: fromPromise(({ input }) =>
          withDisplayError(client.api.memories(input.userId, input.characterId)),
        ),
        updateMemory: fromPromise(({ input }) =>
          withDisplayError(client.api.updateMemory(input.userId, input.characterId, input.memoryId, input.changes)),
        ),
        createMemory: fromPromise(({ input }) =>
          withDisplayError(client.api.createMemory(input.userId, input.characterId, { content: input.content })),
        ),
        deleteMemory: fromPromise(({ input }) =>
          withDisplayError(client.api.deleteMemory(input.userId, input.characterId, input.memoryId)),
        ),
      },
      actions: { logError: (_, { error }) => console.error(error) },
    }),
    { input: { userId, characterId } },
  );
  // Leaving the panel (Back to chat, say) deletes at once what was deleted a moment ago. A layout
  // effect's cleanup runs before the passive one that stops the actor, so the machine still hears it.
  useLayoutEffect(() => () => memory.send({ type: 'user.leave' }), [memory]);
  return memory;
}

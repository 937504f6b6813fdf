import { responseStatus, StreamError } from '@kindred/api-client';
import type { ChatStreamEvent } from '@kindred/contract';
import { chatMachine, type ReplyRequest, type SenderEvent } from '@kindred/machines';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { type ActorRefFrom, type EventObject, fromCallback, fromPromise } from 'xstate';
import { useServices } from '../../app/ServicesContext';

export type ChatActor = ActorRefFrom<typeof chatMachine>;

/**
 * The open conversation: history, older pages, polling and sending, run by the chat machine
 * against the API. One machine serves every conversation the screen opens, so a reply still on
 * its way keeps its conversation typing while the user looks at another one.
 */
export function useChat(
  userId: string,
  characterId: string | undefined,
  onReplyCompleted: (characterId: string) => void = () => {},
): ChatActor {
  const { client } = useServices();
  const replyCompleted = useRef(onReplyCompleted);
  replyCompleted.current = onReplyCompleted;
  const chat = useActorRef(
    chatMachine.provide({
      actors: {
        loadHistory: fromPromise(({ input }) =>
          client.api.history(input.userId, input.characterId, { page: input.page, limit: input.limit }),
        ),
        sendMessage: replyWriter((input, options) =>
          client.api.chat(input.userId, input.characterId, input.message, {
            ...options,
            idempotencyKey: input.idempotencyKey,
          }),
        ),
        regenerateReply: replyWriter((input, options) =>
          client.api.chatRegenerate(input.userId, input.characterId, options),
        ),
        followReply: replyWriter(
          async (input, options) =>
            (await client.api.chatStream(input.userId, input.characterId, options))?.content ?? '',
        ),
        stopReply: fromPromise(({ input }) => client.api.chatStop(input.userId, input.characterId)),
        chooseReply: fromPromise(({ input }) =>
          client.api.chooseReply(input.userId, input.characterId, input.messageId),
        ),
        editMessage: fromPromise(({ input }) =>
          client.api.editMessage(input.userId, input.characterId, input.messageId, input.text),
        ),
        deleteMessage: fromPromise(async ({ input }) => {
          try {
            await client.api.deleteMessage(input.userId, input.characterId, input.messageId);
          } catch (error) {
            // Gone from the view already: the next poll shows it again if the server kept it.
            console.error(error);
          }
        }),
      },
      actions: {
        logError: (_, { error }) => console.error(error),
        replyCompleted: (_, { characterId: replied }) => replyCompleted.current(replied),
      },
    }),
    { input: { userId, characterId: characterId ?? null } },
  );
  // Nobody reads a hidden tab: polling rests until it shows again, then reads at once.
  useEffect(() => {
    const onVisibility = () => chat.send({ type: document.hidden ? 'page.hidden' : 'page.visible' });
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [chat]);
  return chat;
}

type StreamHandlers = { onEvent: (event: ChatStreamEvent) => void; signal: AbortSignal };

/**
 * A sending actor of the chat machine: sends, asks again or follows a reply with `write`, reporting
 * each event of the reply as it comes and then how it ended. A failure is `delivered` when the
 * server stored the message or answered at all; one that got no answer (the network, a timeout)
 * before the message was stored can be sent again with the same key. Stopping the actor abandons
 * the request (the reply goes on being written on the server).
 */
function replyWriter<TInput extends ReplyRequest & { localId?: string }>(
  write: (input: TInput, handlers: StreamHandlers) => Promise<string>,
) {
  return fromCallback<EventObject, TInput>(({ input, sendBack }) => {
    const { characterId, localId } = input;
    const report = (event: SenderEvent) => sendBack(event);
    const controller = new AbortController();
    let stored = false;
    let ended: ChatStreamEvent | undefined;
    const onEvent = (event: ChatStreamEvent) => {
      if (event.type === 'human') stored = true;
      if (event.type === 'done') ended = event;
      report({ type: 'api.streamEvent', characterId, localId, event });
    };
    write(input, { onEvent, signal: controller.signal }).then(
      (text) => {
        if (ended?.type === 'done' && ended.message.status === 'failed') {
          report({
            type: 'api.sendFailed',
            characterId,
            error: new Error('The character could not finish the reply'),
            delivered: true,
          });
        } else report({ type: 'api.sendDone', characterId, text });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const answered = error instanceof StreamError || responseStatus(error) !== undefined;
        report({ type: 'api.sendFailed', characterId, error, delivered: stored || answered });
      },
    );
    return () => controller.abort();
  });
}

import type { onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../../../http/http-error';
import { chatMessages } from './messages';

/** A user reads and sends only their own messages: the path's `:userId` must be theirs. */
export const ownMessagesOnly: onRequestAsyncHookHandler = async (request) => {
  const { userId } = request.params as { userId?: string };
  if (userId !== request.user.id) throw new HttpError(403, chatMessages.notYourMessages);
};

import type { onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../../../http/http-error';
import { settingsErrors } from './messages';

/** A user reads and changes only their own settings: the path's `:id` must be theirs. */
export const ownSettingsOnly: onRequestAsyncHookHandler = async (request) => {
  const { id } = request.params as { id?: string };
  if (id !== request.user.id) throw new HttpError(403, settingsErrors.notYourSettings);
};

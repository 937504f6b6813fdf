import { endpoints } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/http-error';
import { interactionMessages } from '../../plugins/app/interactions/messages';
import { scopes } from '../../plugins/app/read-cache/read-cache';

/** Discovery, likes and dislikes: every read and write is of the signed-in user's own interactions. */
export default async function interactionRoutes(fastify: FastifyInstance) {
  const { interactions } = fastify;

  // Pages are kept until the user's data changes, as the conversation list is: every like and
  // dislike forgets them. A kept first page stands for one fetched again (which starts the browse
  // session anew, see browsePage): with nothing acted on since, both count over the same characters.
  addEndpoint(fastify, endpoints.browse, (request) => {
    const { id } = request.user;
    const { page, limit } = request.query;
    return fastify.readCache.read(scopes.user(id), `browse:${page}:${limit}`, async () => ({
      data: await interactions.browse(id, request.query),
    }));
  });

  addEndpoint(fastify, endpoints.interactions, async (request) => ({
    data: { data: await interactions.list(request.user.id, request.query) },
  }));

  // A like or dislike changes who the user may chat with, so the conversation list and the browse pages. The database tells
  // every process (migrations/0006), this one too, but only a moment after the commit: this one forgets at
  // once, so the list the client reads right after shows the new match.
  const forgetConversations = (userId: string) => {
    fastify.readCache.forget(scopes.user(userId));
    fastify.readCache.forget(scopes.conversations(userId));
  };

  addEndpoint(fastify, endpoints.like, async (request) => {
    const liked = await interactions.like(request.user, request.params.id).finally(() => {
      forgetConversations(request.user.id);
    });
    if (!liked) throw new HttpError(404, interactionMessages.characterNotFound);
    return { message: interactionMessages.liked, relationship: liked.relationship && { type: liked.relationship } };
  });

  addEndpoint(fastify, endpoints.dislike, async (request) => {
    const disliked = await interactions.dislike(request.user.id, request.params.id).finally(() => {
      forgetConversations(request.user.id);
    });
    if (!disliked) throw new HttpError(404, interactionMessages.characterNotFound);
    return { message: interactionMessages.disliked };
  });
}

import { endpoints } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint';
import { noStore } from '../../http/no-store';
import { ownSettingsOnly } from '../../plugins/app/settings/hooks';

/** A user's settings, read and replaced whole by that user alone. */
export default async function settingsRoutes(fastify: FastifyInstance) {
  addEndpoint(
    fastify,
    endpoints.settings,
    async (request) => ({ settings: await fastify.settings.of(request.user.id) }),
    {
      onRequest: [ownSettingsOnly, noStore],
    },
  );

  addEndpoint(
    fastify,
    endpoints.updateSettings,
    async (request) => ({ settings: await fastify.settings.update(request.user.id, request.body) }),
    { onRequest: [ownSettingsOnly] },
  );
}

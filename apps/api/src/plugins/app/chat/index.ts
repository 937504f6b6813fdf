import fp from 'fastify-plugin';
import { type CompanionModel, createCompanionModel } from '../../../companion';
import { CHANGES_CHANNEL } from '../read-cache';
import { createChangeSignals } from './change-signals';
import { createMemories, type Memories } from './memories';
import { type Chat, createChat } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    chat: Chat;
    memories: Memories;
  }
}

export interface ChatPluginOptions {
  /** Answers instead of the model the configuration calls for (used as it is: no safety layer is added). */
  model?: CompanionModel | undefined;
}

/** Conversations and the companion model that answers them: AI_BASE_URL's, or the built-in offline engine. */
export default fp<ChatPluginOptions>(
  async (fastify, options) => {
    const { config } = fastify;
    const changes = createChangeSignals();
    // Followers of a reply another process writes read it again as soon as it changes.
    await fastify.database.listen(CHANGES_CHANNEL, {
      notified: changes.notified,
      interrupted: () => undefined,
      listening: () => undefined,
    });
    const chat = createChat({
      db: fastify.database.db,
      cache: fastify.readCache,
      changes,
      characters: fastify.characters,
      model:
        options.model ??
        createCompanionModel(config, {
          timeoutMs: config.ai.timeoutMs,
          contextTokens: config.ai.contextTokens,
          maxTokens: config.ai.maxTokens,
          onPrompt: (budget) => fastify.log.debug({ budget }, 'How the prompt of a reply filled the context'),
        }),
      settings: fastify.settings,
      clock: fastify.clock,
      modelTimeoutMs: config.ai.timeoutMs,
      dailyQuota: config.chatDailyQuota,
      log: fastify.log,
      instanceKey: fastify.database.instanceKey,
    });
    fastify.decorate('chat', chat);
    fastify.decorate(
      'memories',
      createMemories({
        db: fastify.database.db,
        cache: fastify.readCache,
        clock: fastify.clock,
        characters: fastify.characters,
      }),
    );
    // Replies left `streaming` by a process that stopped will never be finished: they are interrupted.
    fastify.addHook('onReady', async () => {
      const interrupted = await chat.interruptOrphans();
      if (interrupted > 0)
        fastify.log.info({ interrupted }, 'Replies left unfinished by a stopped process are interrupted');
    });
    // Replies being written are finished and stored while the database is still open; then their streams end.
    fastify.addHook('preClose', () => chat.shutdown());
  },
  { name: 'chat', dependencies: ['database', 'read-cache', 'characters', 'settings'] },
);

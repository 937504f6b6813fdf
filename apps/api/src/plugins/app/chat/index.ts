import fp from 'fastify-plugin';
import { type CompanionModel, createCompanionModel } from '../../../companion';
import { type Chat, createChat } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    chat: Chat;
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
    fastify.decorate(
      'chat',
      createChat({
        db: fastify.database.db,
        cache: fastify.readCache,
        characters: fastify.characters,
        model:
          options.model ??
          createCompanionModel(config, {
            timeoutMs: config.ai.timeoutMs,
            contextTokens: config.ai.contextTokens,
            maxTokens: config.ai.maxTokens,
          }),
        settings: fastify.settings,
        clock: fastify.clock,
        modelTimeoutMs: config.ai.timeoutMs,
        dailyQuota: config.chatDailyQuota,
        log: fastify.log,
        instanceKey: fastify.database.instanceKey,
      }),
    );
  },
  { name: 'chat', dependencies: ['database', 'read-cache', 'characters', 'settings'] },
);

import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerPluginOptions {
  /** A mailer to use instead of the configured one (tests capture mail this way). */
  mailer?: Mailer | undefined;
}

/** The mailer SMTP_URL calls for, closed with the app. */
export default fp<MailerPluginOptions>(
  async (fastify, options) => {
    const mailer = options.mailer ?? createMailer(fastify.config, fastify.log);
    fastify.decorate('mailer', mailer);
    fastify.addHook('onClose', () => mailer.close());
  },
  { name: 'mailer' },
);

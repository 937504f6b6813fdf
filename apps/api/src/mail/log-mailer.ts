import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer';

/** Without SMTP_URL: each mail is written to the log at info level, so a local user can read the code there. */
export function createLogMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send({ to, subject, text }) {
      log.info({ mail: { to, subject } }, `Mail to ${to} (SMTP_URL is not set, so it is written here): ${text}`);
    },
    async close() {},
  };
}

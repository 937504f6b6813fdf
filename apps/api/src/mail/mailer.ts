import type { FastifyBaseLogger } from 'fastify';
import { createLogMailer } from './log-mailer';
import { createSmtpMailer } from './smtp-mailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends account mail; `send` rejects when the mail could not be handed over. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

export interface MailerConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
}

/** SMTP when SMTP_URL is set; otherwise every mail, code included, goes to the server log for a local user to read. */
export function createMailer({ smtpUrl, mailFrom }: MailerConfig, log: FastifyBaseLogger): Mailer {
  return smtpUrl ? createSmtpMailer(smtpUrl, mailFrom) : createLogMailer(log);
}

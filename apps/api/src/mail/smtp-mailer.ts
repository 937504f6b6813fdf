import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** How long a mail may take before the request that sends it gives up and says so. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, ...TIMEOUTS }, { from });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    async close() {
      transport.close();
    },
  };
}

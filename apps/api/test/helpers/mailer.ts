import { OTP_LENGTH } from '@kindred/contract';
import type { Mail, Mailer } from '../../src/mail/mailer';

const CODE = new RegExp(`\\b\\d{${OTP_LENGTH}}\\b`);

/** Keeps every mail instead of sending it; test apps use one unless told otherwise. */
export class CapturingMailer implements Mailer {
  readonly sent: Mail[] = [];
  /** While set, sending fails with it, as with an SMTP server that is down. */
  failure: Error | undefined;

  async send(mail: Mail) {
    if (this.failure) throw this.failure;
    this.sent.push(mail);
  }

  async close() {}

  mailsTo(to: string): Mail[] {
    return this.sent.filter((mail) => mail.to === to.toLowerCase());
  }

  /** The code of the latest mail to `to`; throws when there is none. */
  lastCodeFor(to: string): string {
    const mail = this.mailsTo(to).at(-1);
    const code = mail && codeIn(mail.text);
    if (!code) throw new Error(`No mail with a code was sent to ${to}`);
    return code;
  }
}

export function codeIn(text: string): string | undefined {
  return CODE.exec(text)?.[0];
}

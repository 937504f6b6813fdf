import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: number;
}

/**
 * A real SMTP peer for the API under test: every mail it accepts is parsed and written as JSON into
 * `dir`, so tests in any worker process can read what a user would find in their inbox.
 */
export async function startMailbox(dir: string): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const received: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            receivedAt: Date.now(),
          };
          count += 1;
          writeFileSync(path.join(dir, `${Date.now()}-${count}.json`), JSON.stringify(received));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  return { port: address.port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export function readMails(dir: string, to: string): ReceivedMail[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(to.toLowerCase()))
    .sort((a, b) => a.receivedAt - b.receivedAt);
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, it } from 'vitest';
import { listInvitations } from '../../src/plugins/app/accounts/invitations';
import { describeEachDatabase } from '../helpers/app';
import { codeIn } from '../helpers/mailer';
import { newInvitationCode, TEST_PASSWORD, uniqueEmail } from '../helpers/users';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP peer; while `down`, it turns every connection away as a failing mail server would. */
const inbox: Received[] = [];
let down = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onConnect(_session, callback) {
    callback(down ? Object.assign(new Error('Mail service is down'), { responseCode: 421 }) : undefined);
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      inbox.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describeEachDatabase(
  'mail over SMTP',
  (getApp) => {
    const register = (email: string, invitationCode: string) =>
      getApp().inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: TEST_PASSWORD, invitationCode },
      });

    it('sends the verification code from MAIL_FROM, and the code verifies the account', async () => {
      const email = uniqueEmail();
      expect((await register(email, await newInvitationCode(getApp()))).statusCode).toBe(200);
      const mail = inbox.find((received) => received.to.includes(email));
      expect(mail?.from).toBe('hello@kindred.test');
      expect(mail?.raw).toContain('Subject: Your Kindred verification code');
      const otp = codeIn(mail?.raw ?? '');
      const verified = await getApp().inject({ method: 'POST', url: '/api/auth/otp/verify', payload: { email, otp } });
      expect(verified.statusCode).toBe(200);
    });

    it('answers 503 with a clear message when the mail server is down, and uses no invitation', async () => {
      const email = uniqueEmail();
      const invitationCode = await newInvitationCode(getApp());
      down = true;
      try {
        const response = await register(email, invitationCode);
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          message: 'We could not send the email right now. Please try again in a few minutes.',
        });
      } finally {
        down = false;
      }
      const invitation = (await listInvitations(getApp().database.db)).find((item) => item.code === invitationCode);
      expect(invitation?.usesLeft).toBe(1);
      // Nothing of the failed attempt remains: the same person registers normally once mail works.
      expect((await register(email, invitationCode)).statusCode).toBe(200);
      expect(inbox.filter((received) => received.to.includes(email))).toHaveLength(1);
    });
  },
  {
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Kindred <hello@kindred.test>' },
    overrides: { mailer: undefined },
  },
);

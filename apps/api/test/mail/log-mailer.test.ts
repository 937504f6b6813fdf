import { expect, it } from 'vitest';
import { useTestApp } from '../helpers/app';
import { codeIn } from '../helpers/mailer';
import { newInvitationCode, uniqueEmail } from '../helpers/users';

const logLines: string[] = [];
const getApp = useTestApp({
  env: { LOG_LEVEL: 'info' },
  overrides: { mailer: undefined, logStream: { write: (line: string) => logLines.push(line) } },
});

it('without SMTP_URL writes the mail, code included, to the log at info level, and never the password', async () => {
  const email = uniqueEmail();
  const password = 'unmistakable-passphrase-7731';
  const invitationCode = await newInvitationCode(getApp());
  const registered = await getApp().inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, invitationCode },
  });
  expect(registered.statusCode).toBe(200);

  const line = logLines.map((text) => JSON.parse(text)).find((entry) => entry.mail?.to === email);
  expect(line).toMatchObject({ level: 30, mail: { to: email, subject: 'Your Kindred verification code' } });
  const otp = codeIn(line.msg);
  const verified = await getApp().inject({ method: 'POST', url: '/api/auth/otp/verify', payload: { email, otp } });
  expect(verified.statusCode).toBe(200);

  const login = await getApp().inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(login.statusCode).toBe(200);
  expect(logLines.join('')).not.toContain(password);
});

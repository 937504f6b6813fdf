import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, startApi } from './api-server';
import { startMailbox } from './mailbox';

/**
 * Starts what a user of Kindred talks to: the real API serving the built SPA, on a free port, with a
 * fresh embedded database and a real SMTP server receiving its mail. Specs that need another server
 * (a model that streams slowly, say) start it themselves with `startApi`, in the same work
 * directory and with the same mailbox.
 */
export default async function globalSetup() {
  buildServer();
  const workDir = mkdtempSync(path.join(tmpdir(), 'kindred-e2e-'));
  const mailDir = path.join(workDir, 'mail');
  const mailbox = await startMailbox(mailDir);
  const api = await startApi({ workDir, name: 'api', smtpPort: mailbox.port });

  process.env.E2E_BASE_URL = api.baseURL;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_SMTP_PORT = String(mailbox.port);
  process.env.E2E_WORK_DIR = workDir;
  process.env.E2E_DATA_DIR = api.dataDir;
  process.env.E2E_API_LOG = api.logPath;

  return async () => {
    await api.stop();
    await mailbox.close();
    rmSync(workDir, { recursive: true, force: true });
  };
}

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailbox } from './mailbox';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address !== 'string' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseURL: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The API exited with ${server.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not become healthy within 60 s:\n${output()}`);
}

/**
 * The server as production runs it, built from the sources of this moment (a second or two), so a
 * run never tests a stale build and a broken build fails it.
 */
function buildServer() {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: apiDir, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`Building the API failed (exit code ${build.status})`);
}

/**
 * Starts what a user of Kindred talks to: the real API serving the built SPA, on a free port, with a
 * fresh embedded database and a real SMTP server receiving its mail.
 */
export default async function globalSetup() {
  buildServer();
  const workDir = mkdtempSync(path.join(tmpdir(), 'kindred-e2e-'));
  const mailDir = path.join(workDir, 'mail');
  const mailbox = await startMailbox(mailDir);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  const logPath = path.join(workDir, 'api.log');
  const logFile = createWriteStream(logPath);
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      MAIL_FROM: 'Kindred <hello@kindred.test>',
      AI_BASE_URL: '',
      REDIS_URL: '',
      // No site facts, whatever the caller's environment says: the public pages must stand without them.
      SITE_NAME: '',
      SUPPORT_EMAIL: '',
      OPERATOR_NAME: '',
      OPERATOR_LOCATION: '',
      FOUNDER_NAME: '',
      FOUNDER_TITLE: '',
      SOCIAL_LINKS: '',
      LOG_LEVEL: 'info',
      // Every test signs up from the same address; a person would not, so the limits are widened.
      RATE_LIMIT_MULTIPLIER: '100',
      MAIL_COOLDOWN_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(logFile);
  server.stderr?.pipe(logFile);

  await waitForHealth(baseURL, server, () => readFileSync(logPath, 'utf8'));
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_DATA_DIR = path.join(workDir, 'data');
  process.env.E2E_API_LOG = logPath;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await mailbox.close();
    rmSync(workDir, { recursive: true, force: true });
  };
}

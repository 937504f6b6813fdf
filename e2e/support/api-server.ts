import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/freePort';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api');

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
export function buildServer() {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: apiDir, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`Building the API failed (exit code ${build.status})`);
}

export interface ApiServerOptions {
  /** A directory of this run: the server's data and its log go in a folder of it named `name`. */
  workDir: string;
  name: string;
  /** The port of the run's SMTP mailbox, which receives the server's mail. */
  smtpPort: number;
  /** Variables on top of the e2e defaults, e.g. `AI_BASE_URL` for a model. */
  env?: Record<string, string>;
}

export interface ApiServer {
  baseURL: string;
  /** The server's DATA_DIR, where operator commands (invitations) find its database. */
  dataDir: string;
  logPath: string;
  stop(): Promise<void>;
}

/**
 * Starts what a user of Kindred talks to: the built API serving the built SPA, on a free port, with
 * a fresh embedded database, its mail sent to the run's mailbox and replies written by the offline
 * engine unless `env` names a model.
 */
export async function startApi({ workDir, name, smtpPort, env = {} }: ApiServerOptions): Promise<ApiServer> {
  const dir = path.join(workDir, name);
  mkdirSync(dir, { recursive: true });
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logPath = path.join(dir, 'api.log');
  const logFile = createWriteStream(logPath);
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Kindred <hello@kindred.test>',
      AI_BASE_URL: '',
      AI_MODEL: '',
      AI_API_KEY: '',
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(logFile);
  server.stderr?.pipe(logFile);
  const exited = new Promise((resolve) => server.once('exit', resolve));

  try {
    await waitForHealth(baseURL, server, () => readFileSync(logPath, 'utf8'));
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return {
    baseURL,
    dataDir,
    logPath,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}

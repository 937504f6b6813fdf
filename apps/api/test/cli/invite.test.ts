import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { serverEntry } from '../../build';
import { adminFilePath, readAdminFile } from '../../src/admin/admin-file';
import { packageRoot } from '../../src/paths';
import { createPostgresDatabase, createTempDir, postgresAvailable } from '../helpers/app';

const run = promisify(execFile);
const CODE_LINE = /^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/;
const STARTUP_MS = 90_000;

const dataDir = createTempDir();
const baseEnv = {
  ...process.env,
  DATA_DIR: dataDir.dir,
  DATABASE_URL: '',
  SMTP_URL: '',
  REDIS_URL: '',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
  WEB_DIST: `${dataDir.dir}/web-not-built`,
};

async function invite(args: string[], env: Record<string, string | undefined> = baseEnv) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/invite.ts', ...args], {
      cwd: packageRoot,
      env,
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

interface Server {
  process: ChildProcess;
  stdout(): string;
  stop(): Promise<void>;
}

/** Starts the built server, as `pnpm start` runs it, on DATA_DIR and resolves once it listens. */
async function startServer(): Promise<Server> {
  const child = spawn(process.execPath, [serverEntry], { cwd: packageRoot, env: baseEnv });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${stdout}\n${stderr}`)), STARTUP_MS);
    const check = () => {
      if (readAdminFile(dataDir.dir)?.pid === child.pid && stdout.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearTimeout(timer);
        reject(new Error(`The server exited with ${child.exitCode}:\n${stdout}\n${stderr}`));
      } else setTimeout(check, 100);
    };
    check();
  });
  return {
    process: child,
    stdout: () => stdout,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

let server: Server | undefined;
afterAll(async () => {
  await server?.stop();
  dataDir.remove();
});

const codesIn = (stdout: string) => stdout.split('\n').filter((line) => line !== '');

describe('invite CLI and the starter code', { timeout: STARTUP_MS }, () => {
  let starterCode: string | undefined;
  let created: string | undefined;

  it('the server prints one starter code on a fresh database, as a plain line of stdout', async () => {
    server = await startServer();
    const lines = server
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('Invitation code: '));
    expect(lines).toHaveLength(1);
    starterCode = lines[0]?.slice('Invitation code: '.length);
    expect(starterCode).toMatch(CODE_LINE);
  });

  it('create asks the running server and prints each new code alone on a line', async () => {
    const result = await invite(['create', '--uses', '2', '--expires', '7d']);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(`the running server (process ${server?.process.pid})`);
    const codes = codesIn(result.stdout);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatch(CODE_LINE);
    created = codes[0];

    // The code works at once.
    const { port } = readAdminFile(dataDir.dir) ?? { port: 0 };
    const response = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'first@kindred.test', password: 'kd7#q2-passphrase', invitationCode: created }),
    });
    expect(response.status).toBe(200);
  });

  it('list asks the running server and shows every code with its uses left', async () => {
    const result = await invite(['list']);
    expect(result.status).toBe(0);
    const [header, ...rows] = codesIn(result.stdout);
    expect(header).toMatch(/^CODE\s+USES LEFT\s+EXPIRES\s+CREATED$/);
    expect(rows.find((row) => row.startsWith(`${starterCode} `))).toMatch(/ 1 of 1 +never /);
    expect(rows.find((row) => row.startsWith(`${created} `))).toMatch(/ 1 of 2 +\d{4}-\d\d-\d\d \d\d:\d\d UTC /);
  });

  it('once the server has stopped, opens the database itself', async () => {
    await server?.stop();
    server = undefined;
    expect(existsSync(adminFilePath(dataDir.dir))).toBe(false);

    const result = await invite(['create', '--count', '3']);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('the embedded database');
    const codes = codesIn(result.stdout);
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(CODE_LINE);
    expect(codesIn((await invite(['list'])).stdout)).toHaveLength(1 + 5);
  });

  it('refuses bad arguments with a message and the usage, printing nothing on stdout', async () => {
    const result = await invite(['create', '--uses', '0']);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('--uses takes a whole number from 1 to 1000000, not "0"');
    expect(result.stderr).toContain('Usage:');
  });

  it.skipIf(!postgresAvailable)('with DATABASE_URL, opens PostgreSQL directly', async () => {
    const postgres = await createPostgresDatabase();
    try {
      const env = { ...baseEnv, DATABASE_URL: postgres.url };
      const result = await invite(['create'], env);
      expect(result.status).toBe(0);
      expect(result.stderr).toContain('PostgreSQL');
      const [code] = codesIn(result.stdout);
      expect(code).toMatch(CODE_LINE);
      expect((await invite(['list'], env)).stdout).toContain(`${code} `);
    } finally {
      await postgres.drop();
    }
  });
});

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { totalmem } from 'node:os';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { serverEntry } from '../build';
import { loadConfig } from '../src/config';
import { defaultWebDist, packageRoot } from '../src/paths';
import { StartupError } from '../src/startup-error';
import { createTempDir } from './helpers/app';

let temp = createTempDir();
afterEach(() => {
  temp.remove();
  temp = createTempDir();
});

const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: temp.dir, ...env });

function errorOf(env: Record<string, string>): string {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted a bad environment');
}

describe('loadConfig', () => {
  it('starts with defaults when nothing is set', () => {
    const config = load();
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: temp.dir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Kindred <no-reply@kindred.local>',
      ai: { baseUrl: undefined, model: undefined, apiKey: undefined },
      redisUrl: undefined,
      corsOrigins: [],
      logLevel: 'info',
      webDist: defaultWebDist,
      rateLimitMultiplier: 1,
      mailCooldownSeconds: 60,
      chatDailyQuota: 500,
    });
    expect(config.ai).toMatchObject({ timeoutMs: 60_000, contextTokens: 8_192, maxTokens: 400 });
    expect(defaultWebDist).toBe(path.resolve(packageRoot, '../web/dist'));
  });

  it('reads every variable', () => {
    const config = load({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://kindred@db:5432/kindred',
      JWT_SECRET: 'a'.repeat(32),
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Kindred <hello@kindred.example>',
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_MODEL: 'llama3.2',
      AI_API_KEY: 'key',
      AI_CONTEXT_TOKENS: '32768',
      AI_MAX_TOKENS: '1000',
      REDIS_URL: 'redis://cache:6379',
      CORS_ORIGINS: 'https://kindred.example, http://localhost:5173',
      LOG_LEVEL: 'warn',
      WEB_DIST: 'some/dist',
      RATE_LIMIT_MULTIPLIER: '0.5',
      MAIL_COOLDOWN_SECONDS: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://kindred@db:5432/kindred',
      jwtSecret: 'a'.repeat(32),
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Kindred <hello@kindred.example>',
      ai: {
        baseUrl: 'http://localhost:11434/v1',
        model: 'llama3.2',
        apiKey: 'key',
        contextTokens: 32_768,
        maxTokens: 1_000,
      },
      redisUrl: 'redis://cache:6379',
      corsOrigins: ['https://kindred.example', 'http://localhost:5173'],
      logLevel: 'warn',
      webDist: path.resolve('some/dist'),
      rateLimitMultiplier: 0.5,
      mailCooldownSeconds: 0,
    });
  });

  it('limits connections, and keeps a silent connection open past the time the model may take to answer', () => {
    expect(load().connections).toEqual({
      max: 2000,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 10_000,
      inactivityTimeoutMs: 90_000,
    });
    expect(load({ AI_TIMEOUT_MS: '200000' }).connections.inactivityTimeoutMs).toBe(230_000);
    expect(load({ CONNECTION_TIMEOUT_MS: '61000' }).connections.inactivityTimeoutMs).toBe(61_000);
  });

  it('sizes the read cache for the machine, up to 256 MiB, and refuses more than half the heap', () => {
    expect(load().readCacheMaxBytes).toBe(Math.min(Math.floor(totalmem() / 16), 256 * 1024 * 1024));
    expect(load({ READ_CACHE_MAX_BYTES: '1048576' }).readCacheMaxBytes).toBe(1_048_576);
    const heapHalf = Math.floor(getHeapStatistics().heap_size_limit / 2);
    expect(errorOf({ READ_CACHE_MAX_BYTES: String(heapHalf + 1) })).toBe(
      `READ_CACHE_MAX_BYTES must be a whole number of bytes from 0 to ${heapHalf} (half the JavaScript heap)`,
    );
  });

  it('reads the site facts, trimmed, with the brand name as the site name by default', () => {
    expect(load().site).toEqual({
      name: 'Kindred',
      supportEmail: undefined,
      operatorName: undefined,
      operatorLocation: undefined,
      founderName: undefined,
      founderTitle: undefined,
      socialLinks: [],
    });
    expect(
      load({
        SITE_NAME: ' Example Companions ',
        SUPPORT_EMAIL: 'help@example.com',
        OPERATOR_NAME: 'Example Operator Ltd',
        OPERATOR_LOCATION: 'Example City',
        FOUNDER_NAME: 'Alex Example',
        FOUNDER_TITLE: 'Founder',
        SOCIAL_LINKS: ' https://www.instagram.com/example , https://x.com/example,',
      }).site,
    ).toEqual({
      name: 'Example Companions',
      supportEmail: 'help@example.com',
      operatorName: 'Example Operator Ltd',
      operatorLocation: 'Example City',
      founderName: 'Alex Example',
      founderTitle: 'Founder',
      socialLinks: ['https://www.instagram.com/example', 'https://x.com/example'],
    });
  });

  it('treats an empty value as unset', () => {
    expect(load({ PORT: '', LOG_LEVEL: '' })).toMatchObject({ port: 3000, logLevel: 'info' });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a port number'],
    [{ PORT: '70000' }, 'PORT must be a port number'],
    [{ PORT: '80.5' }, 'PORT must be a port number'],
    [{ DATABASE_URL: 'mysql://db/kindred' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ SMTP_URL: 'mail.example' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ AI_BASE_URL: 'ftp://models' }, 'AI_BASE_URL must be an http:// or https:// URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must be a redis:// or rediss:// URL'],
    [
      { CORS_ORIGINS: 'https://kindred.example,kindred.example' },
      'CORS_ORIGINS must be a comma-separated list of origins such as https://kindred.example',
    ],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ RATE_LIMIT_MULTIPLIER: '0' }, 'RATE_LIMIT_MULTIPLIER must be a positive number'],
    [{ MAIL_COOLDOWN_SECONDS: '1.5' }, 'MAIL_COOLDOWN_SECONDS must be a whole number of seconds'],
    [{ AI_TIMEOUT_MS: '0' }, 'AI_TIMEOUT_MS must be a whole number of milliseconds from 1 to 600000'],
    [
      { AI_CONTEXT_TOKENS: '512', AI_MAX_TOKENS: '100' },
      'AI_CONTEXT_TOKENS must be a whole number of tokens from 1024 to 10000000',
    ],
    [
      { AI_CONTEXT_TOKENS: '4096', AI_MAX_TOKENS: '3000' },
      'AI_MAX_TOKENS must be a whole number of tokens from 16 to 100000, at most half of AI_CONTEXT_TOKENS',
    ],
    [{ CHAT_DAILY_QUOTA: 'lots' }, 'CHAT_DAILY_QUOTA must be a whole number of messages from 1 to 1000000'],
    [{ MAX_CONNECTIONS: '0' }, 'MAX_CONNECTIONS must be a whole number of connections from 1 to 1000000'],
    [{ KEEP_ALIVE_TIMEOUT_MS: '-1' }, 'KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds from 1 to 600000'],
    [{ REQUEST_TIMEOUT_MS: 'soon' }, 'REQUEST_TIMEOUT_MS must be a whole number of milliseconds from 1 to 600000'],
    [
      { HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' },
      'HEADERS_TIMEOUT_MS must be a whole number of milliseconds from 1 to 600000, at most REQUEST_TIMEOUT_MS',
    ],
    [
      { CONNECTION_TIMEOUT_MS: '60000' },
      'CONNECTION_TIMEOUT_MS must be a whole number of milliseconds up to 3600000, longer than AI_TIMEOUT_MS',
    ],
    [{ SITE_NAME: 'Kindred\nof the night' }, 'SITE_NAME must be one line of at most 200 characters'],
    [{ SUPPORT_EMAIL: 'support at example.com' }, 'SUPPORT_EMAIL must be an email address such as support@example.com'],
    [{ OPERATOR_NAME: 'x'.repeat(201) }, 'OPERATOR_NAME must be one line of at most 200 characters'],
    [{ OPERATOR_LOCATION: '   ' }, 'OPERATOR_LOCATION must be one line of at most 200 characters'],
    [{ FOUNDER_NAME: 'Alex\u0007' }, 'FOUNDER_NAME must be one line of at most 200 characters'],
    [
      { FOUNDER_TITLE: 'Founder' },
      'FOUNDER_TITLE must be one line of at most 200 characters, set only with FOUNDER_NAME',
    ],
    [
      { SOCIAL_LINKS: 'https://www.instagram.com/example,http://x.com/example' },
      'SOCIAL_LINKS must be a comma-separated list of at most 10 https:// URLs such as https://www.instagram.com/example',
    ],
    [
      { SOCIAL_LINKS: '@example' },
      'SOCIAL_LINKS must be a comma-separated list of at most 10 https:// URLs such as https://www.instagram.com/example',
    ],
    [
      { SOCIAL_LINKS: Array.from({ length: 11 }, (_, index) => `https://example.com/${index}`).join(',') },
      'SOCIAL_LINKS must be a comma-separated list of at most 10 https:// URLs such as https://www.instagram.com/example',
    ],
  ])('rejects %o with a message naming the variable', (env, message) => {
    expect(errorOf(env)).toBe(message);
  });

  it('names every bad variable on one line', () => {
    expect(errorOf({ PORT: 'abc', LOG_LEVEL: 'loud' })).toBe(
      'PORT must be a port number; LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    );
  });

  it('creates DATA_DIR when it does not exist', () => {
    const dataDir = path.join(temp.dir, 'nested', 'data');
    expect(loadConfig({ DATA_DIR: dataDir }).dataDir).toBe(dataDir);
    expect(existsSync(dataDir)).toBe(true);
  });
});

describe('JWT secret', () => {
  const secretFile = () => path.join(temp.dir, 'jwt-secret');

  it('is generated once, kept in DATA_DIR readable by its owner only, and reused', () => {
    const first = load().jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(secretFile(), 'utf8')).toBe(first);
    expect(statSync(secretFile()).mode & 0o777).toBe(0o600);
    expect(load().jwtSecret).toBe(first);
  });

  it('comes from JWT_SECRET when set, without writing a file', () => {
    expect(load({ JWT_SECRET: 's'.repeat(40) }).jwtSecret).toBe('s'.repeat(40));
    expect(existsSync(secretFile())).toBe(false);
  });

  it('refuses a kept secret that is too short', () => {
    writeFileSync(secretFile(), 'short');
    expect(errorOf({})).toMatch(/jwt-secret must hold at least 32 characters/);
  });
});

describe('server start with a bad setting', () => {
  it('exits non-zero printing one line that names the variable', () => {
    const result = spawnSync(process.execPath, [serverEntry], {
      cwd: packageRoot,
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: temp.dir },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('PORT must be a port number\n');
  });
});

import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { BRAND_NAME, CHAT_POLL_INTERVAL_MS } from '@kindred/contract';
import { z } from 'zod';
import { DEFAULT_CONTEXT_TOKENS, DEFAULT_REPLY_TOKENS } from './companion/tokens';
import { createExclusiveFile } from './exclusive-file';
import { defaultWebDist } from './paths';
import { StartupError } from './startup-error';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Holds the embedded database (`pglite/`), its lock file and the generated JWT secret. */
  dataDir: string;
  /** When set, PostgreSQL at this URL replaces the embedded database. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** When unset, mail is written to the log instead of being sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * An OpenAI-compatible chat-completions endpoint; when unset, the built-in offline engine answers.
   * `timeoutMs` bounds every reply, whichever model writes it.
   */
  ai: {
    baseUrl: string | undefined;
    model: string | undefined;
    apiKey: string | undefined;
    timeoutMs: number;
    /** The model's context window: prompt and reply together. */
    contextTokens: number;
    /** The most tokens one reply may take. */
    maxTokens: number;
  };
  /** When set, rate limits are counted in Redis so several processes share them. */
  redisUrl: string | undefined;
  /** Origins allowed to call the API from another site, with credentials. Empty: same origin only. */
  corsOrigins: string[];
  logLevel: LogLevel;
  /** The built single-page app served at `/`. */
  webDist: string;
  /** Scales every request limit of the account routes (tests and e2e runs raise it; 1 in production). */
  rateLimitMultiplier: number;
  /** At most one account mail per address within this many seconds; 0 turns the pause off. */
  mailCooldownSeconds: number;
  /** Chat messages one user may send in 24 hours. */
  chatDailyQuota: number;
  /**
   * How many client connections are open at once and how long each may stay silent, so idle or slow
   * sockets cannot use up the process's file descriptors.
   */
  connections: ConnectionLimits;
  /** Memory the read cache may hold, estimated in bytes. */
  readCacheMaxBytes: number;
  /** What the operator says about themself on the public pages; a fact left unset is not shown. */
  site: SiteSettings;
}

export interface SiteSettings {
  name: string;
  supportEmail: string | undefined;
  operatorName: string | undefined;
  operatorLocation: string | undefined;
  founderName: string | undefined;
  founderTitle: string | undefined;
  /** https URLs of the operator's social profiles, in the operator's order. */
  socialLinks: string[];
}

export interface ConnectionLimits {
  /** Connections open at once; past it a new one is closed as soon as it is accepted. */
  max: number;
  /** Time a client has to send the headers of a request, counted from its first byte or the connection. */
  headersTimeoutMs: number;
  /** Time a client has to send a whole request. */
  requestTimeoutMs: number;
  /** Time an idle connection is kept open after an answer, for the client's next request. */
  keepAliveTimeoutMs: number;
  /** Time a connection may see no traffic at all, waiting for an answer included (so past AI_TIMEOUT_MS). */
  inactivityTimeoutMs: number;
}

const MIB = 1024 * 1024;
/** The read cache takes a sixteenth of the machine's memory, up to this. */
const READ_CACHE_DEFAULT_CAP_BYTES = 256 * MIB;
/** The read cache lives on the JavaScript heap: it may take at most half of it. */
const readCacheMaxAllowedBytes = Math.floor(v8.getHeapStatistics().heap_size_limit / 2);
/** How much longer than the model may take a connection may stay silent, when CONNECTION_TIMEOUT_MS is unset. */
const INACTIVITY_MARGIN_MS = 30_000;

/** Longest text fact of the site configuration: a name, a title or a place fits in it. */
const SITE_FACT_MAX_LENGTH = 200;
const SOCIAL_LINKS_MAX = 10;

/** How each variable must look; a bad value stops the server with `<NAME> <this>`. */
const expectations = {
  PORT: 'must be a port number',
  HOST: 'must be a host name or IP address',
  DATA_DIR: 'must be a writable directory',
  DATABASE_URL: 'must be a postgres:// or postgresql:// URL',
  JWT_SECRET: 'must be at least 32 characters',
  SMTP_URL: 'must be an smtp:// or smtps:// URL',
  MAIL_FROM: `must be a sender address such as "${BRAND_NAME} <no-reply@example.com>"`,
  AI_BASE_URL: 'must be an http:// or https:// URL',
  AI_MODEL: 'must be a model name',
  AI_API_KEY: 'must be an API key',
  AI_TIMEOUT_MS: 'must be a whole number of milliseconds from 1 to 600000',
  AI_CONTEXT_TOKENS: 'must be a whole number of tokens from 1024 to 10000000',
  AI_MAX_TOKENS: 'must be a whole number of tokens from 16 to 100000, at most half of AI_CONTEXT_TOKENS',
  REDIS_URL: 'must be a redis:// or rediss:// URL',
  CORS_ORIGINS: 'must be a comma-separated list of origins such as https://kindred.example',
  LOG_LEVEL: `must be one of ${LOG_LEVELS.join(', ')}`,
  WEB_DIST: 'must be a directory path',
  RATE_LIMIT_MULTIPLIER: 'must be a positive number',
  MAIL_COOLDOWN_SECONDS: 'must be a whole number of seconds',
  CHAT_DAILY_QUOTA: 'must be a whole number of messages from 1 to 1000000',
  MAX_CONNECTIONS: 'must be a whole number of connections from 1 to 1000000',
  HEADERS_TIMEOUT_MS: 'must be a whole number of milliseconds from 1 to 600000, at most REQUEST_TIMEOUT_MS',
  REQUEST_TIMEOUT_MS: 'must be a whole number of milliseconds from 1 to 600000',
  KEEP_ALIVE_TIMEOUT_MS: 'must be a whole number of milliseconds from 1 to 600000',
  CONNECTION_TIMEOUT_MS: 'must be a whole number of milliseconds up to 3600000, longer than AI_TIMEOUT_MS',
  READ_CACHE_MAX_BYTES: `must be a whole number of bytes from 0 to ${readCacheMaxAllowedBytes} (half the JavaScript heap)`,
  SITE_NAME: `must be one line of at most ${SITE_FACT_MAX_LENGTH} characters`,
  SUPPORT_EMAIL: 'must be an email address such as support@example.com',
  OPERATOR_NAME: `must be one line of at most ${SITE_FACT_MAX_LENGTH} characters`,
  OPERATOR_LOCATION: `must be one line of at most ${SITE_FACT_MAX_LENGTH} characters`,
  FOUNDER_NAME: `must be one line of at most ${SITE_FACT_MAX_LENGTH} characters`,
  FOUNDER_TITLE: `must be one line of at most ${SITE_FACT_MAX_LENGTH} characters, set only with FOUNDER_NAME`,
  SOCIAL_LINKS: `must be a comma-separated list of at most ${SOCIAL_LINKS_MAX} https:// URLs such as https://www.instagram.com/example`,
} as const;

type VariableName = keyof typeof expectations;

const urlWithProtocol = (...protocols: string[]) => z.url({ protocol: new RegExp(`^(${protocols.join('|')})$`) });

const milliseconds = z.coerce.number().int().min(1).max(600_000);

const isOrigin = (value: string) => URL.canParse(value) && new URL(value).origin === value;

const commaSeparated = z.string().transform((list) =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** A fact shown on one line of a public page: no line breaks or other control characters. */
const siteFact = z
  .string()
  .trim()
  .min(1)
  .max(SITE_FACT_MAX_LENGTH)
  .regex(/^\P{Cc}+$/u);

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: urlWithProtocol('postgres', 'postgresql').optional(),
    JWT_SECRET: z.string().min(32).optional(),
    SMTP_URL: urlWithProtocol('smtp', 'smtps').optional(),
    MAIL_FROM: z.string().includes('@').default(`${BRAND_NAME} <no-reply@kindred.local>`),
    AI_BASE_URL: urlWithProtocol('http', 'https').optional(),
    AI_MODEL: z.string().optional(),
    AI_API_KEY: z.string().optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(60_000),
    AI_CONTEXT_TOKENS: z.coerce.number().int().min(1_024).max(10_000_000).default(DEFAULT_CONTEXT_TOKENS),
    AI_MAX_TOKENS: z.coerce.number().int().min(16).max(100_000).default(DEFAULT_REPLY_TOKENS),
    REDIS_URL: urlWithProtocol('redis', 'rediss').optional(),
    CORS_ORIGINS: commaSeparated.pipe(z.array(z.string().refine(isOrigin))).default([]),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    WEB_DIST: z.string().optional(),
    RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().max(1_000_000).default(1),
    MAIL_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    CHAT_DAILY_QUOTA: z.coerce.number().int().min(1).max(1_000_000).default(500),
    MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
    HEADERS_TIMEOUT_MS: milliseconds.default(10_000),
    REQUEST_TIMEOUT_MS: milliseconds.default(30_000),
    // A client polling a conversation keeps its connection.
    KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(2 * CHAT_POLL_INTERVAL_MS),
    CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1).max(3_600_000).optional(),
    READ_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(readCacheMaxAllowedBytes)
      .default(Math.min(Math.floor(os.totalmem() / 16), READ_CACHE_DEFAULT_CAP_BYTES)),
    SITE_NAME: siteFact.default(BRAND_NAME),
    SUPPORT_EMAIL: z.string().trim().pipe(z.email()).optional(),
    OPERATOR_NAME: siteFact.optional(),
    OPERATOR_LOCATION: siteFact.optional(),
    FOUNDER_NAME: siteFact.optional(),
    FOUNDER_TITLE: siteFact.optional(),
    SOCIAL_LINKS: commaSeparated.pipe(z.array(urlWithProtocol('https')).max(SOCIAL_LINKS_MAX)).default([]),
  } satisfies Record<VariableName, z.ZodType>)
  .superRefine((vars, context) => {
    // Node checks headers first: a longer wait for them than for the whole request would never apply.
    if (vars.HEADERS_TIMEOUT_MS > vars.REQUEST_TIMEOUT_MS) {
      context.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_MS'], message: 'longer than REQUEST_TIMEOUT_MS' });
    }
    // A connection waiting for a reply is silent: cutting it before the model's deadline would drop answers.
    if (vars.CONNECTION_TIMEOUT_MS !== undefined && vars.CONNECTION_TIMEOUT_MS <= vars.AI_TIMEOUT_MS) {
      context.addIssue({ code: 'custom', path: ['CONNECTION_TIMEOUT_MS'], message: 'not past AI_TIMEOUT_MS' });
    }
    // A reply allowed most of the context would leave the conversation no room in the prompt.
    if (vars.AI_MAX_TOKENS > vars.AI_CONTEXT_TOKENS / 2) {
      context.addIssue({ code: 'custom', path: ['AI_MAX_TOKENS'], message: 'more than half of AI_CONTEXT_TOKENS' });
    }
    // A title under nobody's name would describe no one.
    if (vars.FOUNDER_TITLE !== undefined && vars.FOUNDER_NAME === undefined) {
      context.addIssue({ code: 'custom', path: ['FOUNDER_TITLE'], message: 'set without FOUNDER_NAME' });
    }
  });

/**
 * Reads the configuration from environment variables. Everything has a default, so an empty
 * environment starts a working server. Throws a StartupError naming every bad variable.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty value (`PORT=` in a compose file) means "use the default", as if it were unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const names = new Set(parsed.error.issues.map((issue) => issue.path[0] as VariableName));
    throw new StartupError([...names].map((name) => `${name} ${expectations[name]}`).join('; '));
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  createDataDir(dataDir);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    jwtSecret: vars.JWT_SECRET ?? loadOrCreateJwtSecret(dataDir),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    ai: {
      baseUrl: vars.AI_BASE_URL,
      model: vars.AI_MODEL,
      apiKey: vars.AI_API_KEY,
      timeoutMs: vars.AI_TIMEOUT_MS,
      contextTokens: vars.AI_CONTEXT_TOKENS,
      maxTokens: vars.AI_MAX_TOKENS,
    },
    redisUrl: vars.REDIS_URL,
    corsOrigins: vars.CORS_ORIGINS,
    logLevel: vars.LOG_LEVEL,
    webDist: vars.WEB_DIST ? path.resolve(vars.WEB_DIST) : defaultWebDist,
    rateLimitMultiplier: vars.RATE_LIMIT_MULTIPLIER,
    mailCooldownSeconds: vars.MAIL_COOLDOWN_SECONDS,
    chatDailyQuota: vars.CHAT_DAILY_QUOTA,
    connections: {
      max: vars.MAX_CONNECTIONS,
      headersTimeoutMs: vars.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: vars.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: vars.KEEP_ALIVE_TIMEOUT_MS,
      inactivityTimeoutMs: vars.CONNECTION_TIMEOUT_MS ?? vars.AI_TIMEOUT_MS + INACTIVITY_MARGIN_MS,
    },
    readCacheMaxBytes: vars.READ_CACHE_MAX_BYTES,
    site: {
      name: vars.SITE_NAME,
      supportEmail: vars.SUPPORT_EMAIL,
      operatorName: vars.OPERATOR_NAME,
      operatorLocation: vars.OPERATOR_LOCATION,
      founderName: vars.FOUNDER_NAME,
      founderTitle: vars.FOUNDER_TITLE,
      socialLinks: vars.SOCIAL_LINKS,
    },
  };
}

function createDataDir(dataDir: string) {
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new StartupError(`DATA_DIR ${expectations.DATA_DIR} (${(error as Error).message})`);
  }
}

/**
 * The secret that signs access tokens when JWT_SECRET is unset: generated on first start and kept
 * in DATA_DIR so tokens survive restarts; two processes starting together agree on one secret.
 */
function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  createExclusiveFile(file, randomBytes(48).toString('base64url'));
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new StartupError(`${file} must hold at least 32 characters; delete it to have a new secret generated`);
  }
  return secret;
}

import { API_PREFIX } from '@kindred/contract';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { type Clock, systemClock } from './clock';
import type { CompanionModel } from './companion';
import type { Config } from './config';
import type { DatabaseConnection } from './db/database';
import { errorHandler } from './http/error-handler';
import { rejectNulCharacters } from './http/reject-nul';
import { serializerCompiler } from './http/serializer';
import type { Mailer } from './mail/mailer';
import access from './plugins/app/access';
import account from './plugins/app/account';
import accounts from './plugins/app/accounts';
import admin from './plugins/app/admin';
import characters from './plugins/app/characters';
import chat from './plugins/app/chat';
import interactions from './plugins/app/interactions';
import mailer from './plugins/app/mailer';
import readCache from './plugins/app/read-cache';
import settings from './plugins/app/settings';
import site from './plugins/app/site';
import cors from './plugins/external/cors';
import database from './plugins/external/database';
import docs from './plugins/external/docs';
import rateLimit from './plugins/external/rate-limit';
import security from './plugins/external/security';
import apiRoutes from './routes/api';
import web from './routes/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The time every rule of the app reads (expiry of codes, tokens and invitations). */
    clock: Clock;
  }
}

/** What a test (or a tool) may put in place of the real thing. */
export interface AppOverrides {
  /** An opened database to use instead of the configured one; the app closes it when it closes. */
  database?: DatabaseConnection;
  /** Where log lines go instead of stdout. */
  logStream?: DestinationStream;
  /** Sends mail instead of the mailer SMTP_URL calls for. */
  mailer?: Mailer | undefined;
  /** The time instead of the system clock. */
  clock?: Clock;
  /** Answers chat messages instead of the model the configuration calls for. */
  companionModel?: CompanionModel;
}

export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * One log line per request, once it is answered, with what was asked: Fastify's two lines (one on
 * arrival) cost a good part of a light request and say nothing the second could not.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>) {
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Secrets that must never reach a log line, wherever they appear in a logged request or object. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'body.password',
  'body.newPassword',
  'body.refreshToken',
  '*.password',
  '*.newPassword',
  '*.accessToken',
  '*.refreshToken',
];

/**
 * Timeouts that close the connections of clients that are silent or slow: without them an idle
 * socket lived for minutes, and enough of them used up the file descriptors real requests needed.
 */
function connectionOptions(limits: Config['connections']) {
  return {
    connectionTimeout: limits.inactivityTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Node looks for connections past these timeouts every 30 s by default, so one could outlive them by that much.
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
    },
  };
}

/** How often a warning says connections are being refused, however many are. */
const REFUSED_CONNECTIONS_WARNING_MS = 60_000;

/** Closes a connection accepted past `max` at once, and says so in the log now and then. */
function limitConnections(app: FastifyInstance, max: number) {
  app.server.maxConnections = max;
  let refused = 0;
  let warnedAt = Number.NEGATIVE_INFINITY;
  app.server.on('drop', () => {
    refused += 1;
    const now = performance.now();
    if (now - warnedAt < REFUSED_CONNECTIONS_WARNING_MS) return;
    app.log.warn(`Refused ${refused} connections: MAX_CONNECTIONS (${max}) are open`);
    warnedAt = now;
    refused = 0;
  });
}

/**
 * The whole server as a Fastify instance, plugins loaded but not listening: external plugins
 * (security headers, CORS, rate limits, database, API description), then the app's services (site facts, read cache, mail, accounts, access,
 * the local admin door, characters, interactions, chat), then the routes.
 */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(overrides.logStream && { stream: overrides.logStream }),
    },
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    // A malformed or overlong path is refused by the router before any route: answer it like every other error.
    frameworkErrors: errorHandler,
    // The first start creates the embedded database, which takes a few seconds on a small machine.
    pluginTimeout: 60_000,
    ...connectionOptions(config.connections),
  });
  limitConnections(app, config.connections.max);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('preValidation', rejectNulCharacters);
  app.decorate('config', config);
  app.decorate('clock', overrides.clock ?? systemClock);

  try {
    await app.register(security);
    await app.register(cors);
    await app.register(rateLimit);
    await app.register(database, { connection: overrides.database });
    await app.register(docs);

    await app.register(site);
    await app.register(readCache);
    await app.register(mailer, { mailer: overrides.mailer });
    await app.register(accounts);
    await app.register(access);
    await app.register(account);
    await app.register(admin);
    await app.register(characters);
    await app.register(interactions);
    await app.register(settings);
    await app.register(chat, { model: overrides.companionModel });

    await app.register(apiRoutes, { prefix: API_PREFIX });
    await app.register(web);
  } catch (error) {
    // Release what already started (the database above all) before reporting the failure.
    await app.close();
    throw error;
  }
  return app;
}

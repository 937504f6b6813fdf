import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe } from 'vitest';
import {
  createPostgresDatabase,
  postgresAvailable,
  postgresServerUrl,
  startTestApp,
  type TestApp,
  type TestAppOptions,
  type TestDatabase,
} from './app';

/**
 * Several instances of one service, as behind a load balancer: apps on one PostgreSQL database and
 * one JWT secret, each with its own connection pool and its own memory.
 */

/** The Redis server the tests of shared rate limits count in: REDIS_URL, else a local one. */
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2_000, retryStrategy: () => null });
  // Without a listener, a refused connection is also reported as an unhandled error event.
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch (error) {
    // A server named explicitly must work; only the guessed local one may be absent.
    if (process.env.REDIS_URL) throw error;
    return false;
  } finally {
    redis.disconnect();
  }
}

export const redisAvailable = await redisAnswers();

/**
 * How `expect.poll` asks an instance again until it has learned of a write made through another:
 * an instance may hear of it a moment after the write answered. The bound only ends a poll that
 * would never succeed; it is generous so that a busy machine does not fail the test.
 */
export const untilPropagated = { interval: 10, timeout: 5_000 };

/**
 * Like `describe`, for suites that run several instances; skipped, with a note saying why, when
 * PostgreSQL (or, with `redis`, Redis) does not answer.
 */
export function describeInstances(title: string, suite: () => void, { redis = false } = {}) {
  const missing = [
    ...(postgresAvailable ? [] : [`PostgreSQL at ${postgresServerUrl}`]),
    ...(redis && !redisAvailable ? [`Redis at ${redisUrl}`] : []),
  ];
  if (missing.length > 0) console.warn(`No ${missing.join(' and no ')} answers: skipping "${title}"`);
  describe.skipIf(missing.length > 0)(title, suite);
}

type Instances<Options extends TestAppOptions[]> = { [Index in keyof Options]: FastifyInstance };

/**
 * Starts, for the tests of the enclosing suite, one instance of a service per `options` (each a test
 * app, see `startTestApp`) on a fresh database of their own, and closes them after the tests; returns
 * their getter. The instances start together, as a rolling deploy would start them.
 */
export function useInstances<const Options extends TestAppOptions[]>(...options: Options): () => Instances<Options> {
  let database: TestDatabase | undefined;
  let started: TestApp[] = [];
  beforeAll(async () => {
    database = await createPostgresDatabase();
    const jwtSecret = randomBytes(48).toString('base64url');
    const starting = options.map(({ env, ...instance }) =>
      startTestApp({ ...instance, sharedDatabase: database, env: { JWT_SECRET: jwtSecret, ...env } }),
    );
    const results = await Promise.allSettled(starting);
    started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  });
  afterAll(async () => {
    await Promise.all(started.map((instance) => instance.close()));
    await database?.drop();
  });
  return () => {
    if (started.length !== options.length) throw new Error('The instances have not started');
    return started.map((instance) => instance.app) as Instances<Options>;
  };
}

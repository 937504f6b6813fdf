import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error';
import { describeWait } from '../../external/rate-limit';
import { attemptsInMemory, attemptsInRedis, type BackoffRules, type SignInAttempts } from './sign-in-attempts';

interface Limit {
  max: number;
  minutes: number;
}

/** Requests one client address may make to each account endpoint; past them it gets 429 until the window ends. */
export const ADDRESS_LIMITS = {
  register: { max: 10, minutes: 60 },
  verifyOtp: { max: 30, minutes: 15 },
  login: { max: 120, minutes: 15 },
  forgotPassword: { max: 10, minutes: 15 },
  resetPassword: { max: 20, minutes: 15 },
  resendOtp: { max: 10, minutes: 15 },
  joinWaitlist: { max: 10, minutes: 15 },
} satisfies Record<string, Limit>;

/**
 * Code guesses on one email address, whoever makes them and whether or not it has an account: a
 * code is mailed to its owner, who needs few tries.
 */
export const EMAIL_LIMITS = {
  verifyOtp: { max: 10, minutes: 15 },
  resetPassword: { max: 10, minutes: 15 },
} satisfies Record<string, Limit>;

/**
 * Password guesses are slowed per account and client address (OWASP's advice), never per account
 * alone: whoever guesses from one address waits longer and longer there, while the owner signs in
 * from another as ever. Signing in forgets that address's attempts; a password reset forgets all.
 */
export const SIGN_IN_BACKOFF = {
  freeAttempts: 5,
  firstWaitMinutes: 1,
  longestWaitMinutes: 15,
  memoryHours: 24,
};

/**
 * Failed sign-ins one client address may make across all accounts in a day: plenty for the people
 * behind one shared address, too few to try a password on account after account.
 */
export const ADDRESS_SIGN_IN_FAILURES: Limit = { max: 100, minutes: 24 * 60 };

const tooMany = {
  login: (wait: string) => `Too many sign-in attempts. Please try again in ${wait} or reset your password.`,
  loginFromAddress: (wait: string) => `Too many failed sign-ins from your network. Please try again in ${wait}.`,
  verifyOtp: (wait: string) => `Too many attempts. Please try again in ${wait}.`,
  resetPassword: (wait: string) => `Too many attempts. Please try again in ${wait}.`,
  mail: (wait: string) => `Please wait ${wait} before asking for another code.`,
};

export interface KeyedLimit {
  /** Counts one request for `key`; false when that is one too many. */
  take(request: FastifyRequest, key: string): Promise<boolean>;
  /** Counts one request for `key` and answers 429 when that is one too many. */
  enforce(request: FastifyRequest, key: string): Promise<void>;
  /** Answers 429 when `key` has used up its requests, without counting this one. */
  enforceUncounted(request: FastifyRequest, key: string): Promise<void>;
}

export interface SignInLimits {
  /** Answers 429 when this address must wait before trying the account again, or has failed too often today; else counts the attempt. */
  enforce(request: FastifyRequest, email: string): Promise<void>;
  /** The attempt was a wrong password or an unknown email. */
  failed(request: FastifyRequest): Promise<void>;
  /** The attempt signed in. */
  succeeded(request: FastifyRequest, email: string): Promise<void>;
  /** The account's password was reset: its owner may sign in at once, from anywhere. */
  passwordReset(email: string): Promise<void>;
}

export interface AccountLimits {
  /** Route config of the per-address limit of an account endpoint. */
  perAddress(endpoint: keyof typeof ADDRESS_LIMITS): { rateLimit: { max: number; timeWindow: number } };
  perEmail: Record<keyof typeof EMAIL_LIMITS, KeyedLimit>;
  signIn: SignInLimits;
  /** At most one account mail per address per MAIL_COOLDOWN_SECONDS, counted alike for addresses without an account. */
  mail: KeyedLimit;
}

/**
 * The limits of the account endpoints, all counted by the rate-limit plugin (in memory, or in Redis
 * when REDIS_URL is set) and scaled by RATE_LIMIT_MULTIPLIER.
 */
export function createAccountLimits(fastify: FastifyInstance): AccountLimits {
  const { rateLimitMultiplier, mailCooldownSeconds } = fastify.config;
  const scaledCount = (count: number) => Math.max(1, Math.round(count * rateLimitMultiplier));
  const scaled = ({ max, minutes }: Limit) => ({ max: scaledCount(max), timeWindow: minutes * 60_000 });

  function keyedLimit(name: string, limit: { max: number; timeWindow: number }, message: (wait: string) => string) {
    const tooSoon = (seconds: number) =>
      new HttpError(429, message(describeWait(seconds)), { retryAfterSeconds: Math.ceil(seconds) });
    // The plugin derives keys from the request; this one carries the key each call names.
    const keys = new WeakMap<FastifyRequest, string>();
    const count = fastify.createRateLimit({ ...limit, keyGenerator: (request) => keys.get(request) ?? '' });
    const take = async (request: FastifyRequest, key: string) => {
      keys.set(request, `${name}:${key}`);
      const result = await count(request);
      return result.isAllowed || !result.isExceeded ? undefined : result.ttlInSeconds;
    };
    return {
      take: async (request, key) => (await take(request, key)) === undefined,
      enforce: async (request, key) => {
        const retryAfter = await take(request, key);
        if (retryAfter !== undefined) throw tooSoon(retryAfter);
      },
      enforceUncounted: async (request, key) => {
        keys.set(request, `${name}:${key}`);
        const result = await count(request, { increment: false });
        if (!result.isAllowed && result.remaining === 0 && result.ttlInSeconds > 0) {
          throw tooSoon(result.ttlInSeconds);
        }
      },
    } satisfies KeyedLimit;
  }

  function signInLimits(): SignInLimits {
    const { freeAttempts, firstWaitMinutes, longestWaitMinutes, memoryHours } = SIGN_IN_BACKOFF;
    const rules: BackoffRules = {
      freeAttempts: scaledCount(freeAttempts),
      firstWaitMs: firstWaitMinutes * 60_000,
      longestWaitMs: longestWaitMinutes * 60_000,
      memoryMs: memoryHours * 60 * 60_000,
    };
    const redis = fastify.rateLimitRedis;
    const attempts: SignInAttempts = redis
      ? attemptsInRedis(redis, rules, fastify.clock, (err) =>
          fastify.log.warn({ err }, 'Redis for sign-in attempts is unavailable'),
        )
      : attemptsInMemory(rules, fastify.clock);
    const failures = keyedLimit('sign-in-failures', scaled(ADDRESS_SIGN_IN_FAILURES), tooMany.loginFromAddress);
    // Counted as the other limits count addresses: an IPv6 client has a whole /64 to pick from.
    const addressOf = (request: FastifyRequest) => normalizeIP(request.ip);

    return {
      async enforce(request, email) {
        const address = addressOf(request);
        await failures.enforceUncounted(request, address);
        const wait = await attempts.attempt(email, address);
        if (wait !== undefined) throw new HttpError(429, tooMany.login(describeWait(wait / 1000)));
      },
      failed: (request) => failures.take(request, addressOf(request)).then(() => {}),
      succeeded: (request, email) => attempts.forgetAddress(email, addressOf(request)),
      passwordReset: (email) => attempts.forgetAccount(email),
    };
  }

  const noLimit: KeyedLimit = { take: async () => true, enforce: async () => {}, enforceUncounted: async () => {} };

  return {
    perAddress: (endpoint) => ({ rateLimit: scaled(ADDRESS_LIMITS[endpoint]) }),
    perEmail: {
      verifyOtp: keyedLimit('verify', scaled(EMAIL_LIMITS.verifyOtp), tooMany.verifyOtp),
      resetPassword: keyedLimit('reset', scaled(EMAIL_LIMITS.resetPassword), tooMany.resetPassword),
    },
    signIn: signInLimits(),
    mail:
      mailCooldownSeconds > 0
        ? keyedLimit('mail', { max: 1, timeWindow: mailCooldownSeconds * 1000 }, tooMany.mail)
        : noLimit,
  };
}

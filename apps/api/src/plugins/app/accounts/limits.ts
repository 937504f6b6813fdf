import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error';
import { describeWait } from '../../external/rate-limit';

interface Limit {
  max: number;
  minutes: number;
}

/** Requests one client address may make to each account endpoint; past them it gets 429 until the window ends. */
export const ADDRESS_LIMITS = {
  register: { max: 10, minutes: 60 },
  verifyOtp: { max: 30, minutes: 15 },
  login: { max: 30, minutes: 15 },
  forgotPassword: { max: 10, minutes: 15 },
  resetPassword: { max: 20, minutes: 15 },
  joinWaitlist: { max: 10, minutes: 15 },
} satisfies Record<string, Limit>;

/**
 * Attempts on one email address, whoever makes them and whether or not it has an account. Every
 * sign-in attempt counts, a successful one too: counted before the password is checked, a burst of
 * concurrent guesses cannot slip past. Sign-in attempts are counted apart from reset attempts, so
 * whoever tries passwords on an account cannot keep its owner from resetting the password.
 */
export const EMAIL_LIMITS = {
  login: { max: 10, minutes: 15 },
  verifyOtp: { max: 10, minutes: 15 },
  resetPassword: { max: 10, minutes: 15 },
} satisfies Record<string, Limit>;

const tooMany = {
  login: (wait: string) => `Too many sign-in attempts. Please try again in ${wait} or reset your password.`,
  verifyOtp: (wait: string) => `Too many attempts. Please try again in ${wait}.`,
  resetPassword: (wait: string) => `Too many attempts. Please try again in ${wait}.`,
  mail: (wait: string) => `Please wait ${wait} before asking for another code.`,
};

export interface KeyedLimit {
  /** Counts one request for `key`; false when that is one too many. */
  take(request: FastifyRequest, key: string): Promise<boolean>;
  /** Counts one request for `key` and answers 429 when that is one too many. */
  enforce(request: FastifyRequest, key: string): Promise<void>;
}

export interface AccountLimits {
  /** Route config of the per-address limit of an account endpoint. */
  perAddress(endpoint: keyof typeof ADDRESS_LIMITS): { rateLimit: { max: number; timeWindow: number } };
  perEmail: Record<keyof typeof EMAIL_LIMITS, KeyedLimit>;
  /** At most one account mail per address per MAIL_COOLDOWN_SECONDS, counted alike for addresses without an account. */
  mail: KeyedLimit;
}

/**
 * The limits of the account endpoints, all counted by the rate-limit plugin (in memory, or in Redis
 * when REDIS_URL is set) and scaled by RATE_LIMIT_MULTIPLIER.
 */
export function createAccountLimits(fastify: FastifyInstance): AccountLimits {
  const { rateLimitMultiplier, mailCooldownSeconds } = fastify.config;
  const scaled = ({ max, minutes }: Limit) => ({
    max: Math.max(1, Math.round(max * rateLimitMultiplier)),
    timeWindow: minutes * 60_000,
  });

  function keyedLimit(name: string, limit: { max: number; timeWindow: number }, message: (wait: string) => string) {
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
        if (retryAfter !== undefined) throw new HttpError(429, message(describeWait(retryAfter)));
      },
    } satisfies KeyedLimit;
  }

  const noLimit: KeyedLimit = { take: async () => true, enforce: async () => {} };

  return {
    perAddress: (endpoint) => ({ rateLimit: scaled(ADDRESS_LIMITS[endpoint]) }),
    perEmail: {
      login: keyedLimit('login', scaled(EMAIL_LIMITS.login), tooMany.login),
      verifyOtp: keyedLimit('verify', scaled(EMAIL_LIMITS.verifyOtp), tooMany.verifyOtp),
      resetPassword: keyedLimit('reset', scaled(EMAIL_LIMITS.resetPassword), tooMany.resetPassword),
    },
    mail:
      mailCooldownSeconds > 0
        ? keyedLimit('mail', { max: 1, timeWindow: mailCooldownSeconds * 1000 }, tooMany.mail)
        : noLimit,
  };
}

import type { Redis } from 'ioredis';
import type { Clock } from '../../../clock';
import { LruMap } from '../../../lru-map';

export interface BackoffRules {
  /** Attempts one client address may make on one account one after the other. */
  freeAttempts: number;
  /** The wait after the free attempts; it doubles with each further attempt… */
  firstWaitMs: number;
  /** …up to this. */
  longestWaitMs: number;
  /** An address's attempts on an account are forgotten this long after its last one. */
  memoryMs: number;
}

/**
 * Sign-in attempts counted per account and client address, so whoever guesses passwords slows down
 * only themself: the owner, from another address, signs in as ever.
 */
export interface SignInAttempts {
  /**
   * Counts an attempt of `address` on `email`, unless it comes too soon after the last one; then
   * answers the milliseconds left to wait and counts nothing. Counted before the password is
   * checked, so a burst of concurrent guesses cannot slip past.
   */
  attempt(email: string, address: string): Promise<number | undefined>;
  /** The address signed in: its attempts on the account are forgotten. */
  forgetAddress(email: string, address: string): Promise<void>;
  /** The password was reset: every address's attempts on the account are forgotten. */
  forgetAccount(email: string): Promise<void>;
}

const waitBefore = (attempts: number, rules: BackoffRules) =>
  attempts < rules.freeAttempts
    ? 0
    : Math.min(rules.firstWaitMs * 2 ** (attempts - rules.freeAttempts), rules.longestWaitMs);

/** Accounts whose attempts one process keeps; past it, the least recently tried are forgotten. */
const ACCOUNTS_KEPT = 100_000;

interface AddressAttempts {
  count: number;
  lastAt: number;
}

/** Attempts kept in this process's memory: for a single process. */
export function attemptsInMemory(rules: BackoffRules, clock: Clock): SignInAttempts {
  const accounts = new LruMap<string, Map<string, AddressAttempts>>(ACCOUNTS_KEPT);
  return {
    async attempt(email, address) {
      const now = clock().getTime();
      let addresses = accounts.get(email);
      if (!addresses) {
        addresses = new Map();
        accounts.set(email, addresses);
      }
      const known = addresses.get(address);
      const previous = known && known.lastAt + rules.memoryMs > now ? known : { count: 0, lastAt: 0 };
      const wait = previous.lastAt + waitBefore(previous.count, rules) - now;
      if (wait > 0) return wait;
      addresses.set(address, { count: previous.count + 1, lastAt: now });
      return undefined;
    },
    async forgetAddress(email, address) {
      accounts.get(email)?.delete(address);
    },
    async forgetAccount(email) {
      accounts.delete(email);
    },
  };
}

/**
 * One hash per account, a count and a time per address: reading, deciding and counting is one
 * script, so concurrent attempts through any process are counted one by one.
 */
const ATTEMPT_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], ARGV[1] .. ':count') or '0')
local lastAt = tonumber(redis.call('HGET', KEYS[1], ARGV[1] .. ':at') or '0')
local now, free, first, longest, memory = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
if lastAt + memory <= now then count = 0 end
if count >= free then
  local wait = lastAt + math.min(first * 2 ^ (count - free), longest) - now
  if wait > 0 then return math.ceil(wait) end
end
redis.call('HSET', KEYS[1], ARGV[1] .. ':count', count + 1, ARGV[1] .. ':at', now)
redis.call('PEXPIRE', KEYS[1], memory)
return -1
`;

/** Attempts kept in Redis, shared by every process; when Redis fails, attempts are let through rather than the API failing. */
export function attemptsInRedis(
  redis: Redis,
  rules: BackoffRules,
  clock: Clock,
  failed: (error: unknown) => void,
): SignInAttempts {
  const keyOf = (email: string) => `kindred-sign-in:${email}`;
  const tolerant = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await work();
    } catch (error) {
      failed(error);
      return undefined;
    }
  };
  return {
    async attempt(email, address) {
      const { freeAttempts, firstWaitMs, longestWaitMs, memoryMs } = rules;
      const args = [address, clock().getTime(), freeAttempts, firstWaitMs, longestWaitMs, memoryMs];
      const wait = await tolerant(() => redis.eval(ATTEMPT_SCRIPT, 1, keyOf(email), ...args));
      return typeof wait === 'number' && wait > 0 ? wait : undefined;
    },
    async forgetAddress(email, address) {
      await tolerant(() => redis.hdel(keyOf(email), `${address}:count`, `${address}:at`));
    },
    async forgetAccount(email) {
      await tolerant(() => redis.del(keyOf(email)));
    },
  };
}

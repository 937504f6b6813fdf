import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { createSemaphore } from './semaphore';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. */
export const ARGON2ID = { algorithm: 2 satisfies Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** What PASSWORD_HASHING must say for the cheap cost; the API tests set it, an operator has no reason to. */
export const FAST_TEST_HASHING = 'fast-for-tests';

/**
 * The least argon2id allows (8 KiB, 1 pass): the API tests sign up thousands of accounts through the
 * real routes, and at the baseline cost they spend minutes hashing. Verifying reads the cost from the
 * hash, so either cost verifies the other's hashes.
 */
const ARGON2ID_FOR_TESTS = { ...ARGON2ID, memoryCost: 8, timeCost: 1 };

/** The baseline, unless PASSWORD_HASHING asks for the test cost outside production. */
export function argon2idCost(env: NodeJS.ProcessEnv = process.env): typeof ARGON2ID {
  const fast = env.PASSWORD_HASHING === FAST_TEST_HASHING && env.NODE_ENV !== 'production';
  return fast ? ARGON2ID_FOR_TESTS : ARGON2ID;
}

/** Each hash holds 19 MiB for ~30 ms: a burst of sign-ins queues instead of exhausting memory. */
const CONCURRENT_HASHES = 2;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Whether `password` matches `passwordHash`. Without a hash (no such account) it spends the same
   * time on a decoy and answers false, so the answer time does not tell whether an account exists.
   */
  verify(passwordHash: string | undefined, password: string): Promise<boolean>;
}

export function createPasswordHasher(cost = argon2idCost()): PasswordHasher {
  const run = createSemaphore(CONCURRENT_HASHES);
  const hashNow = (password: string) => run(() => hash(password, cost));
  let decoy: Promise<string> | undefined;

  return {
    hash: hashNow,
    async verify(passwordHash, password) {
      if (passwordHash !== undefined) return run(() => verify(passwordHash, password));
      decoy ??= hashNow(randomBytes(16).toString('hex'));
      const decoyHash = await decoy;
      await run(() => verify(decoyHash, password));
      return false;
    },
  };
}

/** Passwords of 6+ characters from the top of published leaked-password lists, lower-cased, one a line. */
const commonPasswords = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

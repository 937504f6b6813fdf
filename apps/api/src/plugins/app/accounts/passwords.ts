import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { createSemaphore } from './semaphore';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2ID = { algorithm: 2 satisfies Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

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

export function createPasswordHasher(): PasswordHasher {
  const run = createSemaphore(CONCURRENT_HASHES);
  const hashNow = (password: string) => run(() => hash(password, ARGON2ID));
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

import { describe, expect, it } from 'vitest';
import {
  argon2idCost,
  createPasswordHasher,
  FAST_TEST_HASHING,
  isCommonPassword,
} from '../../../../src/plugins/app/accounts/passwords';
import { createSemaphore } from '../../../../src/plugins/app/accounts/semaphore';

const BASELINE_HASH = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

describe('password hasher', () => {
  const passwords = createPasswordHasher();

  it('hashes with argon2id, 19 MiB, 2 passes, 1 lane, and a salt of its own each time, unless told otherwise', async () => {
    const baseline = createPasswordHasher(argon2idCost({}));
    const [first, second] = await Promise.all([baseline.hash('kd7#q2 pass'), baseline.hash('kd7#q2 pass')]);
    expect(first).toMatch(BASELINE_HASH);
    expect(second).not.toBe(first);
  });

  it('keeps the baseline in production even when PASSWORD_HASHING asks for the test cost', async () => {
    const production = createPasswordHasher(
      argon2idCost({ NODE_ENV: 'production', PASSWORD_HASHING: FAST_TEST_HASHING }),
    );
    expect(await production.hash('kd7#q2 pass')).toMatch(BASELINE_HASH);
  });

  it('verifies a hash of the other cost, so a database hashed at either cost keeps working', async () => {
    const baselineHash = await createPasswordHasher(argon2idCost({})).hash('kd7#q2 pass');
    const cheap = createPasswordHasher(argon2idCost({ PASSWORD_HASHING: FAST_TEST_HASHING }));
    expect(await cheap.verify(baselineHash, 'kd7#q2 pass')).toBe(true);
    expect(await cheap.hash('kd7#q2 pass')).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
  });

  it('verifies the right password only, and answers false without a hash', async () => {
    const hash = await passwords.hash('kd7#q2 pass');
    expect(await passwords.verify(hash, 'kd7#q2 pass')).toBe(true);
    expect(await passwords.verify(hash, 'kd7#q2 Pass')).toBe(false);
    expect(await passwords.verify(undefined, 'kd7#q2 pass')).toBe(false);
  });
});

describe('semaphore', () => {
  it('runs at most its limit of tasks at once, in order, and passes results and failures through', async () => {
    const run = createSemaphore(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (index: number) => async () => {
      started.push(index);
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      if (index === 3) throw new Error('task 3 failed');
      return index;
    };
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, index) => run(task(index))));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : result.reason.message))).toEqual([
      0,
      1,
      2,
      'task 3 failed',
      4,
      5,
    ]);
  });
});

describe('common passwords', () => {
  it.each(['password', 'Password1', '123456789', 'QWERTY123', 'iloveyou', 'letmein'])('%s is common', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['kd7#q2 pass', 'kindred test passphrase', 'correct horse battery staple'])('%s is not', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});

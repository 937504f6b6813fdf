import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openDatabase } from '../../src/db/open';
import { refreshTokens, users, waitlist } from '../../src/db/schema';
import { packageRoot } from '../../src/paths';
import { createPostgresDatabase, createTempDir, postgresAvailable } from '../helpers/app';

const run = promisify(execFile);

const dataDir = createTempDir();
afterAll(() => dataDir.remove());
const baseEnv = { ...process.env, DATA_DIR: dataDir.dir, DATABASE_URL: '', SMTP_URL: '', REDIS_URL: '' };

async function usersCommand(args: string[], env: Record<string, string | undefined>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/users.ts', ...args], {
      cwd: packageRoot,
      env,
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Opens the database the command will use, runs `work` on it and closes it again (PGlite has one user at a time). */
async function onDatabase<T>(
  env: Record<string, string | undefined>,
  work: (db: DatabaseConnection['db']) => Promise<T>,
) {
  const connection = await openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: dataDir.dir,
    onIdleError: () => {},
  });
  try {
    await migrate(connection);
    return await work(connection.db);
  } finally {
    await connection.close();
  }
}

/** An account with a sign-in, a waitlist entry, and a bystander account that must stay. */
async function seedAccounts(env: Record<string, string | undefined>) {
  return onDatabase(env, async (db) => {
    const [user, bystander] = await db
      .insert(users)
      .values([
        { email: 'leaving@kindred.test', passwordHash: 'x', verified: true },
        { email: 'staying@kindred.test', passwordHash: 'x', verified: true },
      ])
      .returning({ id: users.id });
    const expiresAt = new Date(Date.now() + 60_000);
    await db.insert(refreshTokens).values([
      { tokenHash: 'leaving', userId: user?.id ?? '', familyId: crypto.randomUUID(), expiresAt },
      { tokenHash: 'staying', userId: bystander?.id ?? '', familyId: crypto.randomUUID(), expiresAt },
    ]);
    await db.insert(waitlist).values([{ email: 'leaving@kindred.test' }, { email: 'waiting@kindred.test' }]);
  });
}

const remaining = (env: Record<string, string | undefined>) =>
  onDatabase(env, async (db) => ({
    users: (await db.select({ email: users.email }).from(users)).map((row) => row.email).sort(),
    refreshTokens: (await db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens)).map((row) => row.hash),
    waitlist: (await db.select({ email: waitlist.email }).from(waitlist)).map((row) => row.email).sort(),
  }));

describe('pnpm users delete <email>', { timeout: 240_000 }, () => {
  const databases = [
    { name: 'the embedded database', skip: false, open: async () => ({ env: baseEnv, drop: async () => {} }) },
    {
      name: 'PostgreSQL',
      skip: !postgresAvailable,
      open: async () => {
        const postgres = await createPostgresDatabase();
        return { env: { ...baseEnv, DATABASE_URL: postgres.url }, drop: postgres.drop };
      },
    },
  ];

  describe.each(databases)('on $name', ({ name, skip, open }) => {
    it.skipIf(skip)('deletes the account, its sign-ins and its waitlist entry, and nothing else', async () => {
      const { env, drop } = await open();
      try {
        await seedAccounts(env);

        const result = await usersCommand(['delete', '  Leaving@Kindred.test '], env);

        expect(result.status).toBe(0);
        expect(result.stderr).toContain(
          `Deleted the account and everything of it and the waitlist entry of leaving@kindred.test through ${name}`,
        );
        expect(await remaining(env)).toEqual({
          users: ['staying@kindred.test'],
          refreshTokens: ['staying'],
          waitlist: ['waiting@kindred.test'],
        });

        // Once more: nothing is left of it, and the command says so.
        const again = await usersCommand(['delete', 'leaving@kindred.test'], env);
        expect(again.status).toBe(1);
        expect(again.stderr).toContain('Nothing to delete: leaving@kindred.test has no account and no waitlist entry');
      } finally {
        await drop();
      }
    });
  });

  it('refuses a missing email with the usage, deleting nothing', async () => {
    const result = await usersCommand(['delete'], baseEnv);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('delete takes the email of the account');
    expect(result.stderr).toContain('pnpm users delete <email>');
  });
});

import { adminEndpoints } from '../admin/endpoints';
import { loadConfig } from '../config';
import { deleteAccount } from '../plugins/app/account/deletion';
import { normalizeEmail } from '../plugins/app/accounts/email';
import { openAdminConnection } from './admin-connection';
import { UsageError } from './arguments';
import { runCommand } from './run';

/**
 * `pnpm users delete <email>` deletes the account of the email with everything of it (sign-ins,
 * likes and dislikes, messages, what characters remember) and its waitlist entry, as the owner's own
 * deletion does; for a request that reaches the operator instead. Works whether or not the server
 * is running. Exits 1 when there was nothing of the email to delete.
 */

const USERS_USAGE = `Usage:
  pnpm users delete <email>
      Deletes the account of the email, everything of it, and its waitlist entry, at once.`;

function parseUsersCommand(args: string[]): { name: 'delete'; email: string } {
  const [name, email, ...rest] = args;
  if (name !== 'delete') throw new UsageError(name ? `Unknown command "${name}"` : 'Name a command');
  if (!email || email.startsWith('-')) throw new UsageError('delete takes the email of the account');
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}"`);
  return { name, email: normalizeEmail(email) };
}

async function main(args: string[]) {
  const { email } = parseUsersCommand(args);
  const target = await openAdminConnection(loadConfig(process.env));
  let accountDeleted: boolean;
  let waitlistEntryDeleted: boolean;
  if (target.kind === 'server') {
    ({ accountDeleted, waitlistEntryDeleted } = await target.call(adminEndpoints.deleteUser, { email }));
  } else {
    try {
      const deletion = await deleteAccount(target.connection.db, { email });
      accountDeleted = deletion.account !== undefined;
      waitlistEntryDeleted = deletion.waitlistEntryDeleted;
    } finally {
      await target.connection.close();
    }
  }
  const deleted = [accountDeleted && 'the account and everything of it', waitlistEntryDeleted && 'the waitlist entry'];
  const what = deleted.filter(Boolean).join(' and ');
  if (what === '') {
    process.stderr.write(`Nothing to delete: ${email} has no account and no waitlist entry (${target.description})\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(`Deleted ${what} of ${email} through ${target.description}\n`);
  }
}

await runCommand(main, USERS_USAGE);

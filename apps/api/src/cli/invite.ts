import type { InvitationView } from '../admin/endpoints';
import { loadConfig } from '../config';
import { parseCommand, USAGE } from './arguments';
import { openInvitationStore } from './invitation-store';
import { runCommand } from './run';

/**
 * `pnpm invite create [--uses N] [--expires 7d] [--count N]` prints each new code alone on a line of
 * stdout; `pnpm invite list` prints a table. Everything else goes to stderr, so
 * `code=$(pnpm -s invite create)` captures the code. Works whether or not the server is running.
 */

const shortDate = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

function table(invitations: InvitationView[], now: Date): string {
  const rows = invitations.map((invitation) => {
    const expired = invitation.expiresAt !== null && new Date(invitation.expiresAt) <= now;
    const expires = invitation.expiresAt === null ? 'never' : shortDate(invitation.expiresAt);
    return [
      invitation.code,
      `${invitation.usesLeft} of ${invitation.maxUses}`,
      expired ? `${expires} (expired)` : expires,
      shortDate(invitation.createdAt),
    ];
  });
  const all = [['CODE', 'USES LEFT', 'EXPIRES', 'CREATED'], ...rows];
  const widths = all[0]?.map((_, column) => Math.max(...all.map((row) => row[column]?.length ?? 0))) ?? [];
  return all
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function main(args: string[]) {
  const command = parseCommand(args);
  const store = await openInvitationStore(loadConfig(process.env));
  try {
    if (command.name === 'create') {
      const created = await store.create(command);
      const codes = created.length === 1 ? 'code' : 'codes';
      process.stderr.write(`Created ${created.length} invitation ${codes} through ${store.description}\n`);
      process.stdout.write(created.map((invitation) => `${invitation.code}\n`).join(''));
    } else {
      const invitations = await store.list();
      if (invitations.length === 0) process.stderr.write('No invitation codes yet: pnpm invite create makes one\n');
      else process.stdout.write(`${table(invitations, new Date())}\n`);
    }
  } finally {
    await store.close();
  }
}

await runCommand(main, USAGE);

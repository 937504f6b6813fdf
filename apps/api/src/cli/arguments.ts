import { parseArgs } from 'node:util';
import { MAX_INVITATION_USES, MAX_INVITATIONS_AT_ONCE } from '../admin/endpoints';
import type { NewInvitationsRequest } from './invitation-store';

export const USAGE = `Usage:
  pnpm invite create [--uses N] [--expires 7d] [--count N]
      New invitation codes, each printed alone on a line. --uses: people each code lets register
      (default 1). --expires: 30m, 12h, 7d or 2w from now (default: never). --count: how many codes (default 1).
  pnpm invite list
      Every invitation code with its uses left and expiry.`;

export class UsageError extends Error {}

const UNIT_SECONDS: Record<string, number> = { m: 60, h: 3600, d: 86_400, w: 604_800 };

function parseDuration(text: string): number {
  const match = /^(\d{1,6})([mhdw])$/.exec(text.trim());
  if (!match?.[1] || !match[2])
    throw new UsageError(`--expires takes a duration such as 30m, 12h, 7d or 2w, not "${text}"`);
  const seconds = Number(match[1]) * (UNIT_SECONDS[match[2]] ?? 0);
  if (seconds <= 0) throw new UsageError('--expires must be more than zero');
  return seconds;
}

function parseWhole(text: string | undefined, name: string, max: number, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new UsageError(`--${name} takes a whole number from 1 to ${max}, not "${text}"`);
  }
  return value;
}

export type Command = ({ name: 'create' } & NewInvitationsRequest) | { name: 'list' };

export function parseCommand(args: string[]): Command {
  const { positionals, values } = (() => {
    try {
      return parseArgs({
        args,
        allowPositionals: true,
        options: { uses: { type: 'string' }, expires: { type: 'string' }, count: { type: 'string' } },
      });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  })();
  const [name, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}"`);
  if (name === 'list') {
    if (Object.keys(values).length > 0) throw new UsageError('list takes no options');
    return { name };
  }
  if (name === 'create') {
    return {
      name,
      uses: parseWhole(values.uses, 'uses', MAX_INVITATION_USES, 1),
      expiresInSeconds: values.expires === undefined ? null : parseDuration(values.expires),
      count: parseWhole(values.count, 'count', MAX_INVITATIONS_AT_ONCE, 1),
    };
  }
  throw new UsageError(name ? `Unknown command "${name}"` : 'Name a command');
}

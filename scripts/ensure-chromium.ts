/**
 * The browser tests need Debian's Chromium. `pnpm test` starts here so a fresh machine needs no step
 * of its own: when Chromium is missing and this user may install packages, install it; otherwise say
 * the one command that does and stop before any test runs.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { chromiumPath } from './lib/chromium';

/** Chromium and the fonts the screenshots were recorded with. */
const PACKAGES = ['chromium', 'fonts-liberation'];
const installCommand = `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${PACKAGES.join(' ')}`;

function succeeds(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** `apt-get` run as root: directly when we are root, through sudo when it asks no password. */
function aptRunner(): string[] | undefined {
  if (!succeeds('sh', ['-c', 'command -v apt-get'])) return undefined;
  if (userInfo().uid === 0) return [];
  return succeeds('sudo', ['-n', 'true']) ? ['sudo', '-n'] : undefined;
}

function apt(runner: string[], args: string[]) {
  const [command = 'apt-get', ...rest] = [...runner, 'apt-get', ...args];
  execFileSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

if (!existsSync(chromiumPath)) {
  if (process.env.CHROMIUM_PATH) {
    process.stderr.write(`CHROMIUM_PATH names ${chromiumPath}, which does not exist.\n`);
    process.exit(1);
  }
  const runner = aptRunner();
  if (!runner) {
    process.stderr.write(
      `The browser tests need Debian's Chromium at ${chromiumPath}. Install it with:\n  ${installCommand}\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`Installing Debian's Chromium for the browser tests (${PACKAGES.join(', ')})…\n`);
  apt(runner, ['update']);
  apt(runner, ['install', '-y', '--no-install-recommends', ...PACKAGES]);
}

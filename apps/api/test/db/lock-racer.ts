/**
 * One of the processes racing for the PGlite lock in pglite-lock.test.ts: says `ready`, takes the
 * lock when its stdin says `go`, and then says `locked` and keeps it until its stdin closes (and
 * exits without releasing it, as a crash would), or prints why not and exits with 1.
 */
import { lockDataDirectory } from '../../src/db/pglite-lock';

const [lockFile = '', directory = ''] = process.argv.slice(2);
process.stdout.write('ready\n');
process.stdin.once('data', () => {
  try {
    lockDataDirectory(lockFile, directory);
  } catch (error) {
    process.stdout.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  process.stdout.write('locked\n');
  process.stdin.once('end', () => process.exit(0));
  process.stdin.resume();
});

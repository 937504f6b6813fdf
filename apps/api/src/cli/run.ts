import { StartupError } from '../startup-error';
import { UsageError } from './arguments';

/**
 * Runs an operator command on the process's arguments: a usage mistake prints its message and the
 * usage, a known failure its one-line message, anything else its stack; each exits 1.
 */
export async function runCommand(main: (args: string[]) => Promise<void>, usage: string): Promise<void> {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) process.stderr.write(`${error.message}\n\n${usage}\n`);
    else
      process.stderr.write(
        `${error instanceof StartupError ? error.message : String((error as Error).stack ?? error)}\n`,
      );
    process.exitCode = 1;
  }
}

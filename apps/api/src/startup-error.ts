/**
 * A problem the operator must fix before the server can start (bad setting, database in use or unreachable).
 * The server prints its message as one line and exits, without a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

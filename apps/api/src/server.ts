import type { AddressInfo } from 'node:net';
import { BRAND_NAME } from '@kindred/contract';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { StartupError } from './startup-error';

/** Prints why the server cannot start, as one line when the operator can fix it, and exits. */
function exitWith(error: unknown): never {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
}

const config = (() => {
  try {
    return loadConfig(process.env);
  } catch (error) {
    return exitWith(error);
  }
})();

const app = await buildApp(config).catch(exitWith);

// Closing ends the keep-alive connections idle at that moment, not those whose request is still
// being answered (fastify/fastify#7044): each answer sent while closing ends its connection, or the
// close would wait for the client to hang up, past the grace delay.
let closing = false;
app.addHook('preClose', async () => {
  closing = true;
});
app.addHook('onSend', async (_request, reply) => {
  if (closing) reply.header('connection', 'close');
});

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'Server closing after an unexpected error');
  else app.log.info(`${signal} received, server closing`);
  // Lets requests in flight finish, then closes the database.
  await app.close();
});

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await app.close();
  const { code } = error as NodeJS.ErrnoException;
  exitWith(code === 'EADDRINUSE' ? new StartupError(`PORT ${config.port} is already in use`) : error);
}

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const { port } = app.server.address() as AddressInfo;
app.log.info(`${BRAND_NAME} is running at http://${shownHost}:${port}`);
// A plain line, not a log entry: the first person to register copies it from the terminal.
if (app.starterInvitationCode) process.stdout.write(`Invitation code: ${app.starterInvitationCode}\n`);

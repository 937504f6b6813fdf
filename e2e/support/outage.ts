import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * The server as the browser reaches it: a TCP relay to an API that can be stopped (every
 * connection cut, new ones refused, as when the server goes down) and started again on the same port.
 */
export class Outage {
  private readonly sockets = new Set<Socket>();
  private server: Server | undefined;
  port = 0;

  constructor(private readonly upstream: URL) {}

  async start() {
    const server = createServer((client) => {
      const api = connect(Number(this.upstream.port), this.upstream.hostname);
      for (const socket of [client, api]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          api.destroy();
        });
      }
      client.pipe(api).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    if (address && typeof address !== 'string') this.port = address.port;
    this.server = server;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
  }
}

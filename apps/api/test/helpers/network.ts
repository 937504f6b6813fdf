import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/** A TCP hop that a test can cut and restore, as a network or a database server coming and going. */
export interface TcpProxy {
  /** The loopback port to connect to instead of the target's. */
  port: number;
  /** Drops every connection through it and refuses new ones on its port. */
  cut(): Promise<void>;
  /** Accepts connections on its port again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** A loopback port nothing listens on: one the system has just handed out and taken back. */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await listen(server, 0);
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Forwards connections made to a loopback port of its own to `target`. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    // A side that fails is closed with its peer below; the error itself tells nothing more.
    socket.on('error', () => {});
  };
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await listen(server, 0);
  const { port } = server.address() as AddressInfo;

  async function cut() {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of open) socket.destroy();
    await closed;
  }

  return {
    port,
    cut,
    restore: () => (server.listening ? Promise.resolve() : listen(server, port)),
    close: cut,
  };
}

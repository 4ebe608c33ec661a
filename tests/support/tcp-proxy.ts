import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP forwarder between the server under test and a real PostgreSQL or Redis, which a test can cut to
 * make that dependency stop answering (as a crash or a network split would) without touching the shared
 * service other tests use.
 */
export interface TcpProxy {
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  /** Drops every open connection and every new one, until `restore`. */
  cut(): void;
  /** Forwards new connections again, as a dependency that comes back. */
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  let forwarding = true;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  // While cut, the proxy keeps its port (so no other process takes it meanwhile) but drops every
  // connection at once: clients see their connections reset, as when the service goes away.
  const server = createServer((client) => {
    track(client);
    if (!forwarding) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port), target.hostname);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('proxy has no address');
  return {
    via(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(address.port);
      return proxied.toString();
    },
    cut() {
      forwarding = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      forwarding = true;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

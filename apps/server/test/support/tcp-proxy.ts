import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Holds every byte in both directions: the server seems to stop answering, though connections stay open. */
  freeze(): void;
  /** Delivers what was held and forwards again. */
  thaw(): void;
  close(): Promise<void>;
}

/** A loopback TCP proxy to `target`, to make a server stop answering one client without stopping the server. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let frozen = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk) => {
      if (frozen) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the proxy has no port');
  return {
    port: address.port,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const deliver of held.splice(0)) deliver();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

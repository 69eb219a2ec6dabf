import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between an app under test and the machine's PostgreSQL, which the tests must not
 * stop (others use it): it plays the database being down (connections refused, open ones cut),
 * hung (connections accepted, nothing forwarded either way) and back (everything held flows on).
 */
export interface PostgresProxy {
  /** `url` with the proxy's host and port. */
  urlFor(url: string): string;
  /** Stopped: new connections are refused and open ones cut, as a stopped server does. */
  refuse(): Promise<void>;
  /** Hung: connections are accepted and kept, but no byte moves until resume(). */
  stall(): void;
  /** Back: listening again, and what was held is forwarded. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
  /** Bytes held while stalled, per direction. */
  toUpstream: Buffer[];
  toClient: Buffer[];
}

export async function startPostgresProxy(target: { host: string; port: number }): Promise<PostgresProxy> {
  const pairs = new Set<Pair>();
  let stalled = false;
  let server: Server | undefined;
  let port = 0;

  const forward = (from: Socket, to: Socket, held: Buffer[]) => {
    from.on('data', (chunk: Buffer) => {
      if (stalled) held.push(chunk);
      else to.write(chunk);
    });
  };

  const accept = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    const pair: Pair = { client, upstream, toUpstream: [], toClient: [] };
    pairs.add(pair);
    forward(client, upstream, pair.toUpstream);
    forward(upstream, client, pair.toClient);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  };

  const listen = () =>
    new Promise<void>((ready, fail) => {
      const next = createServer(accept);
      next.once('error', fail);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        if (typeof address === 'object' && address) port = address.port;
        server = next;
        ready();
      });
    });

  const stopListening = async () => {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((done) => current.close(() => done()));
  };

  const refuse = async () => {
    const closing = stopListening();
    for (const pair of [...pairs]) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    await closing;
  };

  await listen();
  return {
    urlFor(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    refuse,
    stall() {
      stalled = true;
    },
    async resume() {
      stalled = false;
      for (const pair of pairs) {
        for (const chunk of pair.toUpstream.splice(0)) pair.upstream.write(chunk);
        for (const chunk of pair.toClient.splice(0)) pair.client.write(chunk);
      }
      if (!server) await listen();
    },
    async close() {
      stalled = false;
      await refuse();
    },
  };
}

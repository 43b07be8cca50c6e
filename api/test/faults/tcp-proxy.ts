import net from 'node:net';

/**
 * A loopback TCP proxy that stands between the API and its database, so a test can take the database
 * away the two ways networks do: `refuse()` is a database host that is down (every connection dropped,
 * the port closed), `blackhole()` is a partition (connections stay open but no byte gets through, new
 * ones are accepted and then hang). `restore()` heals either: a black-holed connection carries on with
 * what was held back, as TCP does after a partition.
 */
export interface TcpProxy {
  readonly host: string;
  readonly port: number;
  refuse(): Promise<void>;
  blackhole(): void;
  restore(): Promise<void>;
  /**
   * Cuts (as `mode`) the moment a client sends bytes containing `marker`, before they reach the
   * server: a cut in the middle of a conversation, at a point the test chooses (a SQL statement).
   * Resolves once it has happened.
   */
  cutWhenClientSends(marker: string, mode: 'refuse' | 'blackhole'): Promise<void>;
  close(): Promise<void>;
}

type State = 'open' | 'refused' | 'blackholed';

interface Link {
  client: net.Socket;
  upstream: net.Socket | null;
  /** Bytes held back while black-holed (or before the upstream connection exists), each way. */
  toServer: Buffer[];
  toClient: Buffer[];
}

/** A marker split across two TCP chunks is still found: each chunk is searched with the end of the last. */
const markerOverlapBytes = 256;

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const links = new Set<Link>();
  let state: State = 'open';
  let trigger: { marker: Buffer; mode: 'refuse' | 'blackhole'; fired: () => void } | null = null;

  const server = net.createServer((client) => accept(client));
  const port = await listen(server, 0);

  function accept(client: net.Socket): void {
    const link: Link = { client, upstream: null, toServer: [], toClient: [] };
    links.add(link);
    client.on('error', () => undefined);
    client.once('close', () => {
      links.delete(link);
      link.upstream?.destroy();
    });
    let tail = Buffer.alloc(0);
    client.on('data', (chunk: Buffer) => {
      if (trigger !== null) {
        const window = Buffer.concat([tail, chunk]);
        tail = window.subarray(Math.max(0, window.length - markerOverlapBytes));
        if (window.includes(trigger.marker)) {
          const { mode, fired } = trigger;
          trigger = null;
          if (mode === 'refuse') {
            // The chunk with the marker never reaches the server: the connection dies with it.
            void refuse().then(fired);
            return;
          }
          // Held back with everything after it, and delivered if the partition heals.
          blackhole();
          fired();
        }
      }
      if (state === 'blackholed' || link.upstream === null) link.toServer.push(chunk);
      else link.upstream.write(chunk);
    });
    if (state === 'blackholed') {
      client.pause();
      return;
    }
    connectUpstream(link);
  }

  function connectUpstream(link: Link): void {
    const upstream = net.connect(target.port, target.host);
    link.upstream = upstream;
    upstream.on('error', () => link.client.destroy());
    upstream.once('close', () => link.client.destroy());
    upstream.on('data', (chunk: Buffer) => {
      if (state === 'blackholed') link.toClient.push(chunk);
      else link.client.write(chunk);
    });
    flush(link);
  }

  function flush(link: Link): void {
    for (const chunk of link.toServer.splice(0)) link.upstream?.write(chunk);
    for (const chunk of link.toClient.splice(0)) link.client.write(chunk);
  }

  function blackhole(): void {
    state = 'blackholed';
    // Nothing is read any more, so nothing is forwarded either way; the bytes wait in the sockets' buffers.
    for (const link of links) {
      link.client.pause();
      link.upstream?.pause();
    }
  }

  async function refuse(): Promise<void> {
    state = 'refused';
    for (const link of links) {
      link.client.destroy();
      link.upstream?.destroy();
    }
    links.clear();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  return {
    host: '127.0.0.1',
    port,
    refuse,
    blackhole,
    cutWhenClientSends(marker, mode) {
      return new Promise<void>((resolve) => {
        trigger = { marker: Buffer.from(marker, 'utf8'), mode, fired: resolve };
      });
    },
    async restore() {
      trigger = null;
      if (state === 'refused') await listen(server, port);
      state = 'open';
      for (const link of links) {
        if (link.client.destroyed) continue;
        if (link.upstream === null) connectUpstream(link);
        else flush(link);
        link.client.resume();
        link.upstream?.resume();
      }
    },
    async close() {
      trigger = null;
      for (const link of links) {
        link.client.destroy();
        link.upstream?.destroy();
      }
      links.clear();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function listen(server: net.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error('the proxy has no TCP address'));
      else resolve(address.port);
    });
  });
}

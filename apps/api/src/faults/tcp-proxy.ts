import { createConnection, createServer, type Server, type Socket } from 'node:net';

/** PostgreSQL's Terminate message: what a client sends when it closes its connection on purpose. */
const TERMINATE = Buffer.from([0x58, 0, 0, 0, 4]);

interface Link {
  client: Socket;
  upstream: Socket;
  /** The last bytes the client sent, to tell a deliberate goodbye from a dropped line. */
  tail: Buffer;
}

/**
 * A TCP proxy to a database that a test can cut and restore: cutting drops every open
 * connection and refuses new ones, as a stopped database server does; restoring listens again.
 */
export class CuttableProxy {
  readonly port: number;
  readonly #target: { host: string; port: number };
  readonly #links = new Set<Link>();
  #server: Server;
  /** Connections that ended without a cut, and how many of those the client ended with a Terminate message. */
  readonly closed = { total: 0, terminated: 0 };

  private constructor(server: Server, port: number, target: { host: string; port: number }) {
    this.#server = server;
    this.port = port;
    this.#target = target;
  }

  /** A proxy to the PostgreSQL server that `databaseUrl` names; connect through it with `route(databaseUrl)`. */
  static inFrontOf(databaseUrl: string): Promise<CuttableProxy> {
    const target = new URL(databaseUrl);
    return CuttableProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
  }

  static async start(target: { host: string; port: number }): Promise<CuttableProxy> {
    const probe = createServer();
    const port = await listen(probe, 0);
    const proxy = new CuttableProxy(probe, port, target);
    probe.on('connection', (client) => proxy.#relay(client));
    return proxy;
  }

  get openConnections(): number {
    return this.#links.size;
  }

  /** `url` with its host and port pointed at this proxy. */
  route(url: string): string {
    const routed = new URL(url);
    routed.hostname = '127.0.0.1';
    routed.port = String(this.port);
    return routed.toString();
  }

  async cut(): Promise<void> {
    const closed = new Promise((resolve) => this.#server.close(resolve));
    for (const link of this.#links) {
      link.client.destroy();
      link.upstream.destroy();
    }
    this.#links.clear();
    await closed;
  }

  async restore(): Promise<void> {
    this.#server = createServer((client) => this.#relay(client));
    await listen(this.#server, this.port);
  }

  async close(): Promise<void> {
    await this.cut().catch(() => {});
  }

  #relay(client: Socket): void {
    const upstream = createConnection(this.#target);
    const link: Link = { client, upstream, tail: Buffer.alloc(0) };
    this.#links.add(link);
    client.on('data', (chunk: Buffer) => {
      link.tail = Buffer.concat([link.tail, chunk]).subarray(-TERMINATE.length);
    });
    client.pipe(upstream);
    upstream.pipe(client);
    const drop = () => {
      // A cut has already let go of its links: only a connection that ended by itself counts.
      if (!this.#links.delete(link)) return;
      this.closed.total++;
      if (link.tail.equals(TERMINATE)) this.closed.terminated++;
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  }
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

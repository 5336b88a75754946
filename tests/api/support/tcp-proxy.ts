import net from 'node:net';

/**
 * A TCP proxy between the server and a database, controlled by the test: `pause()` stops forwarding bytes (a
 * database that hangs), `cut()` destroys every connection and refuses new ones (a database that is down),
 * `resume()` forwards again. Bytes that arrive while paused are held and delivered on resume.
 */
export class TcpProxy {
  private readonly server: net.Server;
  private readonly pairs = new Set<[net.Socket, net.Socket]>();
  private state: 'open' | 'paused' | 'cut' = 'open';
  /** How many connections the proxy has accepted so far. */
  accepted = 0;

  private constructor(private readonly target: { host: string; port: number }) {
    this.server = net.createServer((client) => this.accept(client));
  }

  /** Starts a proxy on a free port of 127.0.0.1 towards `target`. */
  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  /** `url` with its host and port replaced by the proxy's. */
  url(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  pause(): void {
    this.state = 'paused';
    for (const [a, b] of this.pairs) {
      a.pause();
      b.pause();
    }
  }

  cut(): void {
    this.state = 'cut';
    for (const [a, b] of this.pairs) {
      a.destroy();
      b.destroy();
    }
    this.pairs.clear();
  }

  resume(): void {
    this.state = 'open';
    for (const [a, b] of this.pairs) {
      a.resume();
      b.resume();
    }
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: net.Socket): void {
    if (this.state === 'cut') {
      client.destroy();
      return;
    }
    this.accepted += 1;
    const upstream = net.connect(this.target.port, this.target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    this.pairs.add(pair);
    const drop = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
    if (this.state === 'paused') {
      client.pause();
      upstream.pause();
    }
  }
}

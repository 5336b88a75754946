import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';

// Test frames are read loosely: the assertions check the shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Frame = any;

/** Starts the app on a free port (once) and answers its ws:// base. */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * A real `ws` client on a listening app: frames are queued as they come; `next` takes the first one that
 * matches (waiting up to `withinMs`), `closed` resolves with the close code and reason.
 */
export class TestSocket {
  readonly frames: Frame[] = [];
  private waiters: Array<() => void> = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static async open(app: FastifyInstance, path: string, host: string): Promise<TestSocket> {
    const ws = new WebSocket(`${await listening(app)}${path}`, { headers: { host } });
    const socket = new TestSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    });
    return socket;
  }

  send(frame: object | string): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  async next(match: (frame: Frame) => boolean = () => true, withinMs = 3000): Promise<Frame> {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const index = this.frames.findIndex(match);
      if (index >= 0) return this.frames.splice(index, 1)[0];
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame within ${withinMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => (clearTimeout(timer), resolve()));
      });
    }
  }

  /** The close code and reason, failing after `withinMs`. */
  async closedWithin(withinMs = 3000): Promise<{ code: number; reason: string }> {
    return Promise.race([
      this.closed,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`socket still open after ${withinMs} ms`)), withinMs)),
    ]);
  }

  close(): void {
    this.ws.close();
  }
}

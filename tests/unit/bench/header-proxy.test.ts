// The bench's header-dropping proxy (bench/header-proxy.ts): the Lighthouse diagnostic rows are only worth reading if
// the proxy changes the named response headers and nothing else.
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { proxyWithout } from '../../../bench/header-proxy';
import { listenOnLoopback } from '../../../bench/static-server';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** A server that answers with the headers a portal page has and echoes what it received. */
async function upstream(): Promise<number> {
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      res.writeHead(201, { 'cross-origin-opener-policy': 'same-origin', 'content-security-policy': "default-src 'self'", 'content-type': 'application/json' });
      res.end(JSON.stringify({ method: req.method, url: req.url, host: req.headers.host, cookie: req.headers.cookie, body }));
    });
  });
  // An upgrade answers 101 and then echoes every byte back, as a web socket's peer would carry frames.
  server.on('upgrade', (req, socket: Socket, head: Buffer) => {
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nupgrade: ${req.headers.upgrade}\r\nconnection: Upgrade\r\nx-path: ${req.url}\r\n\r\n`);
    if (head.length) socket.write(head);
    socket.pipe(socket);
  });
  const port = await listenOnLoopback(server);
  closers.push(() => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
  return port;
}

function call(port: number, path: string, body: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { host: `localhost:${port}`, cookie: 'code=abc', 'content-type': 'text/plain' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) as Record<string, string> }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('bench header proxy', () => {
  it('drops the named response headers and passes the request, the status, the other headers and the body', async () => {
    const target = await upstream();
    const proxy = await proxyWithout(target, ['Cross-Origin-Opener-Policy']);
    closers.push(proxy.close);

    const direct = await call(target, '/dashboard?x=1', 'hello');
    expect(direct.headers['cross-origin-opener-policy']).toBe('same-origin');

    const through = await call(proxy.port, '/dashboard?x=1', 'hello');
    expect(through.status).toBe(201);
    expect(through.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(through.headers['content-security-policy']).toBe("default-src 'self'");
    // The Host header stays the browser's (the portal picks the tenant by it), cookies and the body pass unchanged.
    expect(through.body).toEqual({ method: 'POST', url: '/dashboard?x=1', host: `localhost:${proxy.port}`, cookie: 'code=abc', body: 'hello' });
  });

  it('tunnels an upgrade both ways, byte for byte', async () => {
    const target = await upstream();
    const proxy = await proxyWithout(target, ['cross-origin-opener-policy']);
    closers.push(proxy.close);

    const { socket, path } = await new Promise<{ socket: Socket; path: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: proxy.port, path: '/notifications/socket', headers: { connection: 'Upgrade', upgrade: 'websocket' } });
      req.on('upgrade', (res, upgraded: Socket) => resolve({ socket: upgraded, path: String(res.headers['x-path']) }));
      req.on('error', reject);
      req.end();
    });
    expect(path).toBe('/notifications/socket');
    const echoed = new Promise<string>((resolve) => socket.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8'))));
    socket.write('frame-1');
    expect(await echoed).toBe('frame-1');
    socket.destroy();
  });
});

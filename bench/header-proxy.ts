// A loopback proxy in front of the bench's portal that drops some response headers and changes nothing else (the
// request, its Host header and cookies, the body and the web-socket upgrades pass as they are). The Lighthouse group
// loads the login and the dashboard through it without `cross-origin-opener-policy`, to show what that header costs
// in a lab run (bench/lighthouse-figures.ts). The portal itself always sends it.
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { listenOnLoopback } from './static-server';

/** The raw request head of an upgrade, as the client sent it (header names and values kept in their order). */
function requestHead(method: string, url: string, rawHeaders: string[]): string {
  const lines = [`${method} ${url} HTTP/1.1`];
  for (let i = 0; i < rawHeaders.length; i += 2) lines.push(`${rawHeaders[i]}: ${rawHeaders[i + 1]}`);
  return lines.join('\r\n') + '\r\n\r\n';
}

export async function proxyWithout(targetPort: number, dropped: string[]): Promise<{ port: number; close: () => Promise<void> }> {
  const drop = new Set(dropped.map((h) => h.toLowerCase()));
  const server = createServer((req, res) => {
    const upstream = request({ host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers }, (reply) => {
      const headers: IncomingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.headers)) if (!drop.has(name)) headers[name] = value;
      res.writeHead(reply.statusCode ?? 502, headers);
      reply.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  // The dashboard's notification socket: the upgrade goes through byte for byte (no response header to drop there).
  // Upgraded sockets leave the server's books, so close() ends them from this set.
  const tunnels = new Set<Socket>();
  server.on('upgrade', (req, socket: Socket, head) => {
    const upstream = connect(targetPort, '127.0.0.1', () => {
      upstream.write(requestHead(req.method ?? 'GET', req.url ?? '/', req.rawHeaders));
      if (head.length) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    tunnels.add(socket).add(upstream);
    const end = () => {
      socket.destroy();
      upstream.destroy();
      tunnels.delete(socket);
      tunnels.delete(upstream);
    };
    upstream.on('error', end).on('close', end);
    socket.on('error', end).on('close', end);
  });
  const port = await listenOnLoopback(server);
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of tunnels) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

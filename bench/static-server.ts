// A tiny static file server for the bare React page (same transport as the portal: plain HTTP on loopback, the
// build's .gz copies when gzip is accepted).
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, extname } from 'node:path';

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

export async function serveStatic(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const path = req.url === '/' || !req.url ? '/index.html' : req.url.split('?')[0]!;
    // The build's precompressed copy when the browser takes gzip (the portal's server does the same).
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    try {
      const body = gzip ? await readFile(join(dir, `${path}.gz`)).catch(() => null) : null;
      const headers = { 'content-type': types[extname(path)] ?? 'application/octet-stream', vary: 'Accept-Encoding' };
      if (body) {
        res.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
        res.end(body);
        return;
      }
      const plain = await readFile(join(dir, path));
      res.writeHead(200, headers);
      res.end(plain);
    } catch {
      res.writeHead(404).end();
    }
  });
  const port = await listenOnLoopback(server);
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(() => r())) };
}

/** Starts `server` on a free port of 127.0.0.1 and returns the port (the bench's own servers and proxies). */
export async function listenOnLoopback(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

// The floor of the socket figure: a bare `ws` server in its own process that, on POST /broadcast, sends the
// request body as one text frame to every connected client. Nothing else: no sessions, topics or database.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (c: Buffer) => chunks.push(c));
  request.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    for (const client of wss.clients) client.send(text);
    response.end('ok');
  });
});
const wss = new WebSocketServer({ server, perMessageDeflate: false });
server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));

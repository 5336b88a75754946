import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GatewayMessage = { channel: string; to: string; text: string; authorization?: string };
/** ok: takes messages (202); refusing: answers 503; hanging: never answers (the sender's timeout runs out). */
export type GatewayMode = 'ok' | 'refusing' | 'hanging';
export type RunningGateway = { url: string; received: GatewayMessage[]; mode: GatewayMode; stop(): Promise<void> };

/**
 * An SMS/WhatsApp gateway as the portal's HTTP sender calls it (SMS_URL): POST JSON {channel, to, text} with an
 * optional bearer token. It records every message it took, so tests (and a demo) can read what was sent.
 */
export async function startSmsGateway(port = 0): Promise<RunningGateway> {
  const held = new Set<import('node:http').ServerResponse>();
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    if (gateway.mode === 'hanging') return void held.add(res);
    if (gateway.mode === 'refusing') return void res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"indisponível"}');
    let body: Partial<GatewayMessage>;
    try {
      body = JSON.parse(text) as Partial<GatewayMessage>;
    } catch {
      return void res.writeHead(400).end();
    }
    if (req.method !== 'POST' || typeof body.to !== 'string' || typeof body.text !== 'string' || typeof body.channel !== 'string') return void res.writeHead(400).end();
    gateway.received.push({ channel: body.channel, to: body.to, text: body.text, authorization: req.headers.authorization });
    res.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":true}');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const gateway: RunningGateway = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mensagens`,
    received: [],
    mode: 'ok',
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return gateway;
}

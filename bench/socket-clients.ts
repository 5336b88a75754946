// A child process holding many `ws` clients (so the server's process is not the one running them). The parent
// sends {connect:{url, host, codes}} (codes empty: no subscribe, the bare floor), then {arm:true} before each
// round; each client notes when its first frame of the round arrives; {collect: t0} answers the delivery times.
import { WebSocket } from 'ws';

type Command = { connect?: { url: string; host: string; codes: string[]; count: number } } | { arm?: true } | { collect?: number } | { close?: true };

const sockets: WebSocket[] = [];
let received: number[] = [];
let armed = new Set<WebSocket>();
const now = () => performance.timeOrigin + performance.now();
const reply = (m: object) => process.send?.(m);

function open(url: string, host: string, code: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { host }, perMessageDeflate: false });
    ws.on('error', reject);
    ws.on('message', (data) => {
      const text = data.toString();
      if (code && text.includes('"subscribed"')) return resolve();
      if (armed.delete(ws)) received.push(now());
    });
    ws.once('open', () => {
      sockets.push(ws);
      if (code) ws.send(JSON.stringify({ action: 'subscribe', app: 'local', code, client: 'bench' }));
      else resolve();
    });
  });
}

process.on('message', async (command: Command) => {
  if ('connect' in command && command.connect) {
    const { url, host, codes, count } = command.connect;
    for (let i = 0; i < count; i += 100) {
      await Promise.all(Array.from({ length: Math.min(100, count - i) }, (_, j) => open(url, host, codes[i + j])));
    }
    reply({ connected: sockets.length });
  } else if ('arm' in command && command.arm) {
    received = [];
    armed = new Set(sockets);
    reply({ armed: armed.size });
  } else if ('collect' in command && command.collect !== undefined) {
    const t0 = command.collect;
    const deadline = Date.now() + 60_000;
    while (armed.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    reply({ latencies: received.map((t) => t - t0), missing: armed.size });
  } else if ('close' in command && command.close) {
    for (const ws of sockets.splice(0)) ws.terminate();
    reply({ closed: true });
  }
});
reply({ ready: true });

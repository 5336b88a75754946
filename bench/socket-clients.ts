// A child process holding many `ws` clients (so the server's process is not the one running them), in named
// groups (one per server). The parent sends {connect:{group, url, host, codes, count}} (no codes: no subscribe,
// the bare floor), {arm: group} before each round; each client of the group notes when its first frame of the
// round arrives; {collect: {group, t0}} answers the delivery times.
import { WebSocket } from 'ws';

type Command =
  | { connect: { group: string; url: string; host: string; codes: string[]; count: number } }
  | { arm: string }
  | { collect: { group: string; t0: number } }
  | { close: true };

const groups = new Map<string, WebSocket[]>();
let received: number[] = [];
let armed = new Set<WebSocket>();
const now = () => performance.timeOrigin + performance.now();
const reply = (m: object) => process.send?.(m);

function open(sockets: WebSocket[], url: string, host: string, code: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { host }, perMessageDeflate: false });
    ws.on('error', reject);
    ws.on('message', (data) => {
      if (code && data.toString().includes('"subscribed"')) return resolve();
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
  if ('connect' in command) {
    const { group, url, host, codes, count } = command.connect;
    const sockets: WebSocket[] = [];
    groups.set(group, sockets);
    for (let i = 0; i < count; i += 100) {
      await Promise.all(Array.from({ length: Math.min(100, count - i) }, (_, j) => open(sockets, url, host, codes[i + j])));
    }
    reply({ connected: sockets.length });
  } else if ('arm' in command) {
    received = [];
    armed = new Set(groups.get(command.arm) ?? []);
    reply({ armed: armed.size });
  } else if ('collect' in command) {
    const deadline = Date.now() + 60_000;
    while (armed.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    reply({ latencies: received.map((t) => t - command.collect.t0), missing: armed.size });
  } else if ('close' in command) {
    for (const sockets of groups.values()) for (const ws of sockets) ws.terminate();
    groups.clear();
    reply({ closed: true });
  }
});
reply({ ready: true });

// The socket figure: web-socket fan-out to `clients` connected `ws` clients (held by two child processes, not by
// the server's process). Ours: a tenant system's POST /notifications/v1/app/local/send to everyone, delivered
// over GET /notifications/v1/socket to each subscribed session; per-client time from the POST to that client's
// frame (storing one row per recipient included). Then the fan-out alone: that stored notification pushed again
// through app.realtime.notify (bench route), the same path minus the route and the insert. Floor, same run, same clients: a bare `ws` server (its own process) broadcasting a frame of the same
// size on an HTTP POST. All 20,000 clients stay connected and the rounds alternate (bare, send, fan-out): one
// warm-up round each, then `rounds` rounds pooled.
import { fork, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { ratio, type Row } from './report';

const now = () => performance.timeOrigin + performance.now();

function child(file: string): ChildProcess {
  return fork(join(import.meta.dirname, file), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/** Sends a command and waits for the child's next message. */
function ask<T>(process: ChildProcess, command?: object): Promise<T> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`bench child exited with ${code}`));
    process.once('message', (m) => {
      process.off('exit', exited);
      resolve(m as T);
    });
    process.once('exit', exited);
    if (command) process.send(command);
  });
}

/** POST with a chosen Host header (fetch does not let one set it): answers the status and body. */
function post(url: string, host: string, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...headers, host, 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;

type Stats = { p50: number; p99: number; missing: number };
type Side = { group: string; trigger: () => Promise<void>; pooled: number[]; missing: number };

/** One round of a side: arm its clients, trigger, collect each client's delivery time since the trigger. */
async function round(clients: ChildProcess[], side: Side, keep: boolean): Promise<void> {
  await Promise.all(clients.map((c) => ask(c, { arm: side.group })));
  const t0 = now();
  await side.trigger();
  const results = await Promise.all(clients.map((c) => ask<{ latencies: number[]; missing: number }>(c, { collect: { group: side.group, t0 } })));
  if (!keep) return;
  for (const r of results) {
    side.pooled.push(...r.latencies);
    side.missing += r.missing;
  }
}

function stats(side: Side): Stats {
  const sorted = [...side.pooled].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), missing: side.missing };
}

export async function socketFigures({ port, clients: total, rounds: count }: { port: number; clients: number; rounds: number }): Promise<Row[]> {
  const base = `http://127.0.0.1:${port}`;
  const host = `localhost:${port}`;
  const json = { 'content-type': 'application/json' };
  const setup = await post(`${base}/__bench/socket-users`, host, json, JSON.stringify({ count: total }));
  const { codes, key } = JSON.parse(setup.text) as { codes: string[]; key: string };
  const title = 'Aviso geral';
  const message = '<p>O portal terá <b>manutenção</b> hoje às 22h. Salve seu trabalho.</p>';
  const holders = [child('socket-clients.ts'), child('socket-clients.ts')];
  await Promise.all(holders.map((h) => ask(h)));
  const half = Math.ceil(total / holders.length);
  const connect = (group: string, url: string, withCodes: boolean) =>
    Promise.all(holders.map((h, i) => {
      const mine = codes.slice(i * half, (i + 1) * half);
      return ask(h, { connect: { group, url, host, codes: withCodes ? mine : [], count: mine.length } });
    }));

  // Both servers hold their 10,000 clients at once and the rounds alternate, so a busy moment of the machine
  // falls on either side alike.
  const bare = child('bare-ws-server.ts');
  const { port: barePort } = await ask<{ port: number }>(bare);
  await connect('bare', `ws://127.0.0.1:${barePort}`, false);
  await connect('ours', `ws://127.0.0.1:${port}/notifications/v1/socket`, true);
  const frame = JSON.stringify({
    action: 'notification',
    notification: { identifier: `send-${Date.now()}-0123456789ab`, uniqueIdentifier: `send-${Date.now()}-0123456789ab:00000000-0000-0000-0000-000000000000`, module: null, read: false, title, message, notify: true },
  });
  let identifier = '';
  const floor: Side = { group: 'bare', pooled: [], missing: 0, trigger: async () => void (await post(`http://127.0.0.1:${barePort}/broadcast`, host, {}, frame)) };
  const send: Side = {
    group: 'ours', pooled: [], missing: 0,
    trigger: async () => {
      const res = await post(`${base}/notifications/v1/app/local/send`, host, { ...json, authorization: `Bearer ${key}` }, JSON.stringify({ title, message, to: { everyone: true } }));
      if (res.status !== 201) throw new Error(`send failed ${res.status} ${res.text}`);
      identifier = (JSON.parse(res.text) as { data: { uniqueIdentifier: string } }).data.uniqueIdentifier;
    },
  };
  const fanOutSide: Side = { group: 'ours', pooled: [], missing: 0, trigger: async () => void (await post(`${base}/__bench/socket-notify`, host, json, '{}')) };
  for (let r = 0; r <= count; r++) {
    await round(holders, floor, r > 0);
    await round(holders, send, r > 0);
    await post(`${base}/__bench/socket-prepare`, host, json, JSON.stringify({ identifier }));
    await round(holders, fanOutSide, r > 0);
  }
  await Promise.all(holders.map((h) => ask(h, { close: true })));
  for (const h of [...holders, bare]) h.kill();
  const [ours, fanOut, bareStats] = [stats(send), stats(fanOutSide), stats(floor)];

  const label = `${total.toLocaleString('en-US')} clients, ${count} rounds`;
  const lost = ours.missing + fanOut.missing + bareStats.missing;
  const missing = lost ? ` (missing: send ${ours.missing}, fan-out ${fanOut.missing}, bare ${bareStats.missing})` : '';
  const floorText = (v: number) => `bare ws broadcast ${v.toFixed(1)} ms`;
  return [
    [`socket fan-out p50 (send to everyone -> each client; ${label})${missing}`, `${ours.p50.toFixed(1)} ms`, floorText(bareStats.p50), ratio(ours.p50, bareStats.p50)],
    [`socket fan-out p99 (goal <= 255 ms, ratio <= 1.2)`, `${ours.p99.toFixed(1)} ms`, floorText(bareStats.p99), ratio(ours.p99, bareStats.p99)],
    [`socket fan-out alone p50 (stored notification: realtime.notify -> each client)`, `${fanOut.p50.toFixed(1)} ms`, floorText(bareStats.p50), ratio(fanOut.p50, bareStats.p50)],
    [`socket fan-out alone p99`, `${fanOut.p99.toFixed(1)} ms`, floorText(bareStats.p99), ratio(fanOut.p99, bareStats.p99)],
  ];
}

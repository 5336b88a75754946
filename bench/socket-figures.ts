// The socket figure: web-socket fan-out to `clients` connected `ws` clients (held by two child processes, not by
// the server's process). Ours: a tenant system's POST /notifications/v1/app/local/send to everyone, delivered
// over GET /notifications/v1/socket to each subscribed session; per-client time from the POST to that client's
// frame. Floor, same run, same clients: a bare `ws` server (its own process) broadcasting a frame of the same
// size on an HTTP POST. One warm-up round each, then `rounds` rounds pooled.
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

async function rounds(clients: ChildProcess[], count: number, trigger: () => Promise<void>): Promise<Stats> {
  const pooled: number[] = [];
  let missing = 0;
  for (let round = 0; round <= count; round++) {
    await Promise.all(clients.map((c) => ask(c, { arm: true })));
    const t0 = now();
    await trigger();
    const results = await Promise.all(clients.map((c) => ask<{ latencies: number[]; missing: number }>(c, { collect: t0 })));
    if (round === 0) continue;
    for (const r of results) {
      pooled.push(...r.latencies);
      missing += r.missing;
    }
  }
  pooled.sort((a, b) => a - b);
  return { p50: percentile(pooled, 0.5), p99: percentile(pooled, 0.99), missing };
}

export async function socketFigures({ port, clients: total, rounds: count }: { port: number; clients: number; rounds: number }): Promise<Row[]> {
  const base = `http://127.0.0.1:${port}`;
  const setup = await fetch(`${base}/__bench/socket-users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: total }) });
  const { codes, key } = (await setup.json()) as { codes: string[]; key: string };
  const title = 'Aviso geral';
  const message = '<p>O portal terá <b>manutenção</b> hoje às 22h. Salve seu trabalho.</p>';
  const holders = [child('socket-clients.ts'), child('socket-clients.ts')];
  await Promise.all(holders.map((h) => ask(h)));
  const half = Math.ceil(total / holders.length);
  const connect = (url: string, withCodes: boolean) =>
    Promise.all(holders.map((h, i) => {
      const mine = codes.slice(i * half, (i + 1) * half);
      return ask(h, { connect: { url, host: `localhost:${port}`, codes: withCodes ? mine : [], count: mine.length } });
    }));

  const bare = child('bare-ws-server.ts');
  const { port: barePort } = await ask<{ port: number }>(bare);
  await connect(`ws://127.0.0.1:${barePort}`, false);
  const frame = JSON.stringify({
    action: 'notification',
    notification: { identifier: `send-${Date.now()}-0123456789ab`, uniqueIdentifier: `send-${Date.now()}-0123456789ab:00000000-0000-0000-0000-000000000000`, module: null, read: false, title, message, notify: true },
  });
  const floor = await rounds(holders, count, async () => void (await fetch(`http://127.0.0.1:${barePort}/broadcast`, { method: 'POST', body: frame })).text());
  await Promise.all(holders.map((h) => ask(h, { close: true })));
  bare.kill();

  await connect(`ws://127.0.0.1:${port}/notifications/v1/socket`, true);
  const ours = await rounds(holders, count, async () => {
    const res = await post(`${base}/notifications/v1/app/local/send`, `localhost:${port}`, { 'content-type': 'application/json', authorization: `Bearer ${key}` }, JSON.stringify({ title, message, to: { everyone: true } }));
    if (res.status !== 201) throw new Error(`send failed ${res.status} ${res.text}`);
  });
  await Promise.all(holders.map((h) => ask(h, { close: true })));
  for (const h of holders) h.kill();

  const label = `${total.toLocaleString('en-US')} clients, ${count} rounds`;
  const missing = ours.missing + floor.missing ? ` (missing: ours ${ours.missing}, bare ${floor.missing})` : '';
  return [
    [`socket fan-out p50 (send to everyone -> each client; ${label})${missing}`, `${ours.p50.toFixed(1)} ms`, `bare ws broadcast ${floor.p50.toFixed(1)} ms`, ratio(ours.p50, floor.p50)],
    [`socket fan-out p99 (goal <= 255 ms, ratio <= 1.2)`, `${ours.p99.toFixed(1)} ms`, `bare ws broadcast ${floor.p99.toFixed(1)} ms`, ratio(ours.p99, floor.p99)],
  ];
}

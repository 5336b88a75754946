import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { password } from './requests';
import { startServerProcess } from './server-process';

/** An HTTP/1.1 login whose body is sent in two halves: the request stays in flight until `finish()`. */
function heldLogin(port: number, body: string) {
  const socket = connect(port, '127.0.0.1');
  let reply = '';
  socket.on('data', (chunk) => (reply += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(reply)));
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /auth/v1/general/app/local/login HTTP/1.1\r\nhost: localhost:${port}\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  return { finish: () => socket.write(body.slice(half)), ended };
}

describe('graceful shutdown of the real server process', () => {
  it('on SIGTERM an in-flight request completes 200, the socket is closed with 1001 and the process exits 0', async () => {
    const server = await startServerProcess();
    try {
      const base = `127.0.0.1:${server.port}`;
      const ws = new WebSocket(`ws://${base}/notifications/v1/socket`, { headers: { host: `localhost:${server.port}` } });
      const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      const held = heldLogin(server.port, JSON.stringify({ email: 'ana@demo.com.br', password }));
      // The server has the request's headers (it answers the live probe on another connection after them).
      expect((await fetch(`http://${base}/health/live`)).status).toBe(200);

      server.child.kill('SIGTERM');
      expect(await closed).toBe(1001);
      held.finish();
      const reply = await held.ended;
      expect(reply).toMatch(/^HTTP\/1\.1 200 /);
      expect(reply).toContain('"status":"success"');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain('Encerrando o servidor');
    } finally {
      await server.stop();
    }
  }, 180_000);
});

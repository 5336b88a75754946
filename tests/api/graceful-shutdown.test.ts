import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { password } from './requests';
import { startServerProcess } from './server-process';
import { startSmtpPeer } from './support/smtp-peer';

/**
 * An HTTP/1.1 request on its own socket, of which only the first `sentBytes` of the body go now: the request stays in
 * flight until `finish()`. `leave()` drops the socket (a client that gives up while the server still works on it).
 */
function rawRequest(port: number, head: string, body: string, sentBytes = body.length) {
  const socket = connect(port, '127.0.0.1');
  let reply = '';
  socket.on('data', (chunk) => (reply += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(reply)));
  socket.write(`${head}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body.slice(0, sentBytes)}`);
  return { finish: () => socket.write(body.slice(sentBytes)), leave: () => socket.destroy(), ended };
}

const loginHead = (port: number) => `POST /auth/v1/general/app/local/login HTTP/1.1\r\nhost: localhost:${port}\r\ncontent-type: application/json`;

/** The log lines at error level or above (pino's level 50+) the process wrote. */
const errorLines = (output: string) => output.split('\n').filter((line) => /"level":(5|6)\d/.test(line));

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
      const body = JSON.stringify({ email: 'ana@demo.com.br', password });
      const held = rawRequest(server.port, loginHead(server.port), body, Math.floor(body.length / 2));
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

  it('on SIGTERM, a request whose client already left still finishes before the mail and the database close', async () => {
    const smtp = await startSmtpPeer();
    const server = await startServerProcess({ SMTP_URL: smtp.url });
    try {
      const login = rawRequest(server.port, loginHead(server.port), JSON.stringify({ email: 'ana@demo.com.br', password }));
      const { code } = (JSON.parse((await login.ended).split('\r\n\r\n')[1]!) as { data: { code: string } }).data;

      // The test e-mail is sent before the reply (issue 11); the SMTP server keeps its final answer for now.
      const release = smtp.hold();
      const test = rawRequest(
        server.port,
        `POST /auth/v1/session/app/local/user/email-deliverability HTTP/1.1\r\nhost: localhost:${server.port}\r\ncontent-type: application/json\r\ncode: ${code}`,
        '{}',
      );
      await smtp.receiving;
      // The client gives up (a proxy's timeout, a closed tab): no socket is left for close() to wait for.
      test.leave();
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(server.child.exitCode).toBeNull();
      release();

      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(smtp.received).toHaveLength(1);
      // The handler finished on an open database and mailer: no error logged (before this, the process exited
      // while the handler still waited for the SMTP server).
      expect(errorLines(server.output())).toEqual([]);
      expect(server.output()).toContain('Encerrando o servidor');
    } finally {
      await server.stop();
      await smtp.close();
    }
  }, 180_000);
});

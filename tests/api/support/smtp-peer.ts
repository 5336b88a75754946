import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for the SMTP_URL tests: it keeps every message it takes (headers and body, as
 * sent) and refuses, with 550, the recipients listed in `refused` (change it at any time).
 */
export async function startSmtpPeer() {
  const peer = {
    received: [] as string[],
    refused: [] as string[],
    url: '',
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, done) {
      done(peer.refused.includes(address.address) ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, _session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        peer.received.push(data);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  peer.url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  return peer;
}

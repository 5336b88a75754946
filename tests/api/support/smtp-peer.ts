import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for the SMTP_URL tests: it keeps every message it takes (headers and body, as
 * sent) and refuses, with 550, the recipients listed in `refused` (change it at any time). `hold()` makes it keep
 * the next messages' final reply until the returned release is called (a sender left waiting on the SMTP server);
 * `receiving` resolves when the first message's data starts to arrive.
 */
export async function startSmtpPeer() {
  let gate: Promise<void> | null = null;
  let arrived: () => void = () => undefined;
  const peer = {
    received: [] as string[],
    refused: [] as string[],
    url: '',
    receiving: new Promise<void>((resolve) => (arrived = resolve)),
    hold(): () => void {
      let release: () => void = () => undefined;
      gate = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, done) {
      done(peer.refused.includes(address.address) ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, _session, done) {
      arrived();
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        peer.received.push(data);
        void (gate ?? Promise.resolve()).then(() => done());
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  peer.url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  return peer;
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket as WsClient, WebSocketServer } from 'ws';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ServerFrame } from '../../../domain/notification-frames';
import { realtimeConnectionMachine, type SocketOpened } from '../../../machines/realtime-connection.machine';
import {
  closeNotificationSocket,
  openNotificationSocket,
  sendReadFrame,
} from '../../../src/realtime/notification-socket';

// The browser's socket client and connection statechart against a real WebSocket server (the `ws` package)
// that stops and starts again on the same port, as the portal server does on a restart. Node 20 has no global
// WebSocket: the `ws` client stands in for the browser's (same onopen/onmessage/onclose/send/close API).
(globalThis as { WebSocket?: unknown }).WebSocket ??= WsClient;

type Peer = { server: Server; wss: WebSocketServer; subscribes: unknown[]; reads: unknown[] };

function startPeer(port = 0, refuse?: number): Promise<Peer> {
  const server = createServer();
  const wss = new WebSocketServer({ server, path: '/notifications/v1/socket' });
  const peer: Peer = { server, wss, subscribes: [], reads: [] };
  wss.on('connection', (socket) => {
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as { action: string; client?: string };
      if (frame.action === 'subscribe') {
        peer.subscribes.push(frame);
        if (refuse) return socket.close(refuse, refuse === 4401 ? '#INVALID_SESSION' : '#FORBIDDEN');
        socket.send(
          JSON.stringify({ action: 'subscribed', client: frame.client, unread: peer.subscribes.length }),
        );
      } else if (frame.action === 'read') peer.reads.push(frame);
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(peer)));
}

function stopPeer(peer: Peer): Promise<void> {
  for (const client of peer.wss.clients) client.terminate();
  return new Promise((resolve) => peer.wss.close(() => peer.server.close(() => resolve())));
}

const portOf = (peer: Peer) => (peer.server.address() as AddressInfo).port;

function connection(port: number) {
  const frames: ServerFrame[] = [];
  let resyncs = 0;
  let refused = 0;
  const machine = realtimeConnectionMachine.provide({
    actors: {
      openSocket: fromPromise<SocketOpened, { attempt: number }>(({ signal }) =>
        openNotificationSocket(
          `ws://127.0.0.1:${port}/notifications/v1/socket`,
          { action: 'subscribe', app: 'local', code: 'c0de', client: 'tab-1' },
          {
            onFrame: (frame) => frames.push(frame),
            onClosed: (code) => actor.send({ type: 'CLOSED', code }),
          },
          signal,
        ),
      ),
    },
    actions: {
      resync: () => void (resyncs += 1),
      refuseSession: () => void (refused += 1),
      closeSocket: () => closeNotificationSocket(),
    },
  });
  const actor = createActor(machine, { input: { seed: 7 } });
  actor.start();
  actor.send({ type: 'START' });
  return { actor, frames, resyncs: () => resyncs, refused: () => refused };
}

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

describe('notifications socket client with a real server (issue 11)', () => {
  it('subscribes, hears pushes, sends read; after the server restarts it reconnects and resyncs', async () => {
    let peer = await startPeer();
    const port = portOf(peer);
    const live = connection(port);
    cleanup.push(async () => {
      live.actor.send({ type: 'STOP' });
      await stopPeer(peer);
    });
    await waitFor(live.actor, (s) => s.matches('subscribed'), { timeout: 5000 });
    expect(live.actor.getSnapshot().context.unread).toBe(1);
    expect(peer.subscribes).toEqual([{ action: 'subscribe', app: 'local', code: 'c0de', client: 'tab-1' }]);
    expect(live.resyncs()).toBe(1);

    const notification = {
      identifier: 'n1',
      uniqueIdentifier: 'u1',
      module: null,
      read: false,
      title: 'Oi',
      message: 'x',
      notify: true,
    };
    for (const client of peer.wss.clients)
      client.send(JSON.stringify({ action: 'notification', notification }));
    await expect.poll(() => live.frames).toEqual([{ action: 'notification', notification }]);
    expect(sendReadFrame({ action: 'read', app: 'local', code: 'c0de', identifier: 'n1' })).toBe(true);
    await expect
      .poll(() => peer.reads)
      .toEqual([{ action: 'read', app: 'local', code: 'c0de', identifier: 'n1' }]);

    // The server goes away: the client waits (backoff), cannot send, and tries again while it is down.
    await stopPeer(peer);
    await waitFor(live.actor, (s) => s.matches('waiting'), { timeout: 5000 });
    expect(sendReadFrame({ action: 'read', app: 'local', code: 'c0de', identifier: 'n1' })).toBe(false);
    await waitFor(live.actor, (s) => s.context.attempt >= 1 && s.matches('waiting'), { timeout: 5000 });

    // Back on the same port: the next attempt subscribes again and the list is refetched (no gap, no double).
    peer = await startPeer(port);
    await waitFor(live.actor, (s) => s.matches('subscribed'), { timeout: 10000 });
    expect(peer.subscribes).toHaveLength(1);
    expect(live.resyncs()).toBe(2);
    expect(live.actor.getSnapshot().context.attempt).toBe(0);
  }, 20000);

  it.each([
    [4401, { status: 401, error: '#INVALID_SESSION' }],
    [4403, { status: 403, error: '#FORBIDDEN' }],
  ])(
    'a close %i on subscribe is refused: no reconnect, the dead-session path once',
    async (code, failure) => {
      const peer = await startPeer(0, code);
      const live = connection(portOf(peer));
      cleanup.push(() => stopPeer(peer));
      await waitFor(live.actor, (s) => s.matches('refused'), { timeout: 5000 });
      expect(live.actor.getSnapshot().context.failure).toEqual(failure);
      expect(live.refused()).toBe(1);
      expect(live.resyncs()).toBe(0);
      expect(peer.subscribes).toHaveLength(1);
    },
  );
});

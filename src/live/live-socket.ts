import { createActor, fromPromise } from 'xstate';
import { liveFrameEffect, liveSocketUrl, type LiveFrameEffect } from '../../domain/live-shop';
import { closeFailure } from '../../domain/notification-frames';
import { realtimeConnectionMachine, type SocketOpened } from '../../machines/realtime-connection.machine';

export type LiveSocketHandlers = {
  /** A frame for this event after subscribing, or 'reload' on every (re)subscribe. */
  onEffect(effect: Exclude<LiveFrameEffect, { kind: 'none' | 'subscribed' }>): void;
  /** Subscribed (true) or lost and waiting to reconnect (false). */
  onConnected(connected: boolean): void;
};

/**
 * The live-shop socket of a page (issue 11): subscribes to one live event (public, no session), driven by the same
 * connection statechart as the notifications socket (backoff with jitter after a loss, refused on 4403). Every
 * (re)subscribe asks for a reload, so nothing changed before subscribing or while disconnected is missed.
 * Returns the function that closes it.
 */
export function connectLiveSocket(app: string, live: string, handlers: LiveSocketHandlers): () => void {
  let socket: WebSocket | null = null;
  const closeSocket = () => {
    const current = socket;
    socket = null;
    if (!current) return;
    // Closed on purpose: its close event must not look like a loss.
    current.onclose = null;
    current.onmessage = null;
    current.close(1000);
  };

  const openSocket = (signal: AbortSignal) =>
    new Promise<SocketOpened>((resolve, reject) => {
      closeSocket();
      const current = new WebSocket(liveSocketUrl(window.location));
      socket = current;
      let subscribed = false;
      const abort = () => {
        closeSocket();
        reject(closeFailure(1000));
      };
      signal.addEventListener('abort', abort, { once: true });
      // A failed connect is followed by its close event: that is where it is handled.
      current.onerror = () => undefined;
      current.onopen = () => current.send(JSON.stringify({ action: 'subscribe', app, live }));
      current.onmessage = (message) => {
        const effect = liveFrameEffect(message.data, live);
        if (effect.kind === 'subscribed' && !subscribed) {
          subscribed = true;
          signal.removeEventListener('abort', abort);
          resolve({ unread: 0 }); // a live event has no unread count
        } else if (subscribed && effect.kind !== 'none' && effect.kind !== 'subscribed') handlers.onEffect(effect);
      };
      current.onclose = (event) => {
        if (socket === current) socket = null;
        signal.removeEventListener('abort', abort);
        if (subscribed) actor.send({ type: 'CLOSED', code: event.code });
        else reject(closeFailure(event.code, event.reason));
      };
    });

  const machine = realtimeConnectionMachine.provide({
    actors: { openSocket: fromPromise<SocketOpened, { attempt: number }>(({ signal }) => openSocket(signal)) },
    actions: {
      resync: () => handlers.onEffect({ kind: 'reload' }),
      closeSocket,
      // A public page has no session to end: a refused socket just stays closed.
      refuseSession: () => undefined,
    },
  });
  const actor = createActor(machine, { input: { seed: Math.floor(Math.random() * 2 ** 31) } });
  // Connected once subscribed; not connected only after a loss or a refusal (the first connect says nothing yet).
  let connected: boolean | null = null;
  actor.subscribe((snapshot) => {
    const now = snapshot.matches('subscribed') ? true : snapshot.matches('waiting') || snapshot.matches('refused') ? false : connected;
    if (now !== null && now !== connected) handlers.onConnected((connected = now));
  });
  const online = () => actor.send({ type: 'RETRY' });
  window.addEventListener('online', online);
  actor.start();
  actor.send({ type: 'START' });

  return () => {
    window.removeEventListener('online', online);
    actor.send({ type: 'STOP' });
    actor.stop();
  };
}

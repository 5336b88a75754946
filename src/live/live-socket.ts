import { liveFrameEffect, liveSocketUrl, type LiveFrameEffect } from '../../domain/live-shop';
import { reconnectDelay } from '../../domain/reconnect-backoff';

export type LiveSocketHandlers = {
  /** A frame for this event after subscribing. */
  onEffect(effect: Exclude<LiveFrameEffect, { kind: 'none' | 'subscribed' }>): void;
  /** Subscribed (true) or lost and waiting to reconnect (false). */
  onConnected(connected: boolean): void;
};

/**
 * The live-shop socket of a page (issue 11): subscribes to one live event (public, no session) and reconnects
 * with capped exponential backoff and jitter after a loss; every (re)subscribe also asks for a reload, so
 * nothing changed before subscribing or while disconnected is missed. Refused (4403) stops. Returns the function that closes it.
 */
export function connectLiveSocket(app: string, live: string, handlers: LiveSocketHandlers): () => void {
  const seed = Math.floor(Math.random() * 2 ** 31);
  let attempt = 0;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const open = () => {
    const current = new WebSocket(liveSocketUrl(window.location));
    socket = current;
    current.onerror = () => undefined;
    current.onopen = () => current.send(JSON.stringify({ action: 'subscribe', app, live }));
    current.onmessage = (message) => {
      const effect = liveFrameEffect(message.data, live);
      if (effect.kind === 'subscribed') {
        attempt = 0;
        handlers.onConnected(true);
        handlers.onEffect({ kind: 'reload' });
      } else if (effect.kind !== 'none') handlers.onEffect(effect);
    };
    current.onclose = (event) => {
      if (socket !== current || stopped) return;
      socket = null;
      handlers.onConnected(false);
      if (event.code === 4403) return;
      timer = setTimeout(open, reconnectDelay(attempt, seed));
      attempt += 1;
    };
  };
  open();

  return () => {
    stopped = true;
    clearTimeout(timer);
    const current = socket;
    socket = null;
    if (current) {
      current.onclose = null;
      current.onmessage = null;
      current.close(1000);
    }
  };
}

import { closeFailure, parseServerFrame, type ServerFrame } from '../../domain/notification-frames';
import type { ReadFrame, SubscribeFrame } from '../../schemas/realtime';

export type SocketHandlers = {
  /** Every frame after 'subscribed' (notification, read, error). */
  onFrame(frame: ServerFrame): void;
  /** The subscribed socket closed (server restart, network loss, 4401 when the session ends). */
  onClosed(code: number): void;
};

/** The one notifications socket of this tab (issue 11): at most one open at a time; `live` once subscribed. */
let current: WebSocket | null = null;
let live: WebSocket | null = null;

/**
 * Opens the socket at `url` (notificationSocketUrl: the page's host) and subscribes; resolves with the server's unread count once
 * 'subscribed' arrives. A close before that rejects with closeFailure (4401/4403 = refused, else a loss).
 */
export function openNotificationSocket(
  url: string,
  subscribe: SubscribeFrame,
  handlers: SocketHandlers,
  signal: AbortSignal,
): Promise<{ unread: number }> {
  closeNotificationSocket();
  return new Promise((resolve, reject) => {
    let subscribed = false;
    const socket = new WebSocket(url);
    current = socket;
    const abort = () => {
      socket.close(1000);
      reject(closeFailure(1000));
    };
    signal.addEventListener('abort', abort, { once: true });
    // A failed connect is followed by its close event: that is where it is handled.
    socket.onerror = () => undefined;
    socket.onopen = () => socket.send(JSON.stringify(subscribe));
    socket.onmessage = (message) => {
      const frame = parseServerFrame(message.data);
      if (!frame) return;
      if (!subscribed && frame.action === 'subscribed') {
        subscribed = true;
        live = socket;
        signal.removeEventListener('abort', abort);
        resolve({ unread: frame.unread });
      } else if (subscribed) handlers.onFrame(frame);
    };
    socket.onclose = (event) => {
      if (current === socket) current = null;
      if (live === socket) live = null;
      signal.removeEventListener('abort', abort);
      if (subscribed) handlers.onClosed(event.code);
      else reject(closeFailure(event.code, event.reason));
    };
  });
}

/** Sends a read frame when the socket is subscribed and open; false when the caller must fall back to HTTP. */
export function sendReadFrame(frame: ReadFrame): boolean {
  if (!live || live.readyState !== WebSocket.OPEN) return false;
  live.send(JSON.stringify(frame));
  return true;
}

export function closeNotificationSocket(): void {
  const socket = current;
  current = null;
  live = null;
  if (!socket) return;
  // Closed on purpose: its close event must not look like a loss.
  socket.onclose = null;
  socket.onmessage = null;
  socket.close(1000);
}

import type { WebSocket, WebSocketServer } from 'ws';

/** Every `intervalMs` (30 s) each socket is pinged; one that did not answer the previous ping is dropped. */
export function startHeartbeat(server: WebSocketServer, intervalMs: number, onTick: () => void): () => void {
  const answered = new WeakSet<WebSocket>();
  const watched = new WeakSet<WebSocket>();
  const timer = setInterval(() => {
    for (const socket of server.clients) {
      if (!watched.has(socket)) {
        watched.add(socket);
        socket.on('pong', () => answered.add(socket));
      } else if (!answered.has(socket)) {
        socket.terminate();
        continue;
      }
      answered.delete(socket);
      socket.ping();
    }
    onTick();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

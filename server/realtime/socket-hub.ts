import type { WebSocket } from 'ws';

/**
 * This process's sockets by tenant and topic (`user:<id>`, `live:<id>`, `cs:<userId>`, `cs-agents`). A socket
 * leaves every topic when it closes. Delivery serializes a payload once and writes it to each socket.
 */
export class SocketHub {
  private readonly byTopic = new Map<string, Set<WebSocket>>();
  private readonly topicsOf = new Map<WebSocket, Set<string>>();

  private static key(tenantId: string, topic: string): string {
    return `${tenantId}\u0000${topic}`;
  }

  subscribe(socket: WebSocket, tenantId: string, topic: string): void {
    const key = SocketHub.key(tenantId, topic);
    let sockets = this.byTopic.get(key);
    if (!sockets) this.byTopic.set(key, (sockets = new Set()));
    sockets.add(socket);
    let topics = this.topicsOf.get(socket);
    if (!topics) {
      this.topicsOf.set(socket, (topics = new Set()));
      socket.once('close', () => this.leaveAll(socket));
    }
    topics.add(key);
  }

  /** Drops the socket from every topic (it stays open). */
  leaveAll(socket: WebSocket): void {
    for (const key of this.topicsOf.get(socket) ?? []) {
      const sockets = this.byTopic.get(key);
      sockets?.delete(socket);
      if (sockets?.size === 0) this.byTopic.delete(key);
    }
    this.topicsOf.delete(socket);
  }

  sockets(tenantId: string, topic: string): ReadonlySet<WebSocket> | undefined {
    return this.byTopic.get(SocketHub.key(tenantId, topic));
  }

  /** Sends one frame to every open socket of a topic; answers how many got it. */
  deliver(tenantId: string, topic: string, frame: object | string): number {
    const sockets = this.sockets(tenantId, topic);
    if (!sockets) return 0;
    const text = typeof frame === 'string' ? frame : JSON.stringify(frame);
    let sent = 0;
    for (const socket of sockets) {
      if (socket.readyState !== socket.OPEN) continue;
      socket.send(text);
      sent += 1;
    }
    return sent;
  }

  get size(): number {
    return this.topicsOf.size;
  }
}

import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import type { SessionEviction } from '../auth/session-store';
import { startHeartbeat } from '../realtime/heartbeat';
import { announceNotification, NotificationPusher, notificationTopic, type NotificationAnnouncement } from '../realtime/notification-push';
import { SessionSockets } from '../realtime/session-sockets';
import { SocketHub } from '../realtime/socket-hub';

export interface Realtime {
  /** Delivers `payload` as one frame to the topic's sockets in every process (the bus: keep it well under 8000 bytes). */
  publish(tenantId: string, topic: string, payload: object): Promise<void>;
  /** Adds a socket of this process to a topic (it leaves on close). */
  subscribe(socket: WebSocket, tenantId: string, topic: string): void;
  /** New rows in `notifications` for these users: their sockets in every process get the push. */
  notify(tenantId: string, identifier: string, userIds: readonly string[]): Promise<void>;
  hub: SocketHub;
  sessionSockets: SessionSockets;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const publishTopic = 'realtime.publish';
type Published = { tenantId: string; topic: string; payload: object };

/** A live-shop publish may pass the event alone: its socket frame is then {action:'live', live, event}. */
function frameOf(topic: string, payload: object): object {
  if (!topic.startsWith('live:') || (payload as { action?: unknown }).action === 'live') return payload;
  return { action: 'live', live: topic.slice('live:'.length), event: payload };
}

/**
 * Web sockets (issue 11, DESIGN §8 "Realtime"): @fastify/websocket, this process's socket hub, and fan-out across
 * processes through the bus (PostgreSQL LISTEN/NOTIFY; in process on PGlite). Sockets of a session that ends are
 * closed with 4401; every socket is pinged every 30 s and dropped when it stops answering.
 */
export default fp<{ pingMs?: number }>(
  async (app, opts) => {
    await app.register(websocket, { options: { maxPayload: 256 * 1024 } });
    const hub = new SocketHub();
    const sessionSockets = new SessionSockets(app.sessions, (id) => app.tenants.get(id), () => app.now());
    const pusher = new NotificationPusher(app.db, hub);
    const logged = (what: string) => (error: unknown) => app.log.error({ err: error }, what);

    app.bus.subscribe(publishTopic, (data) => {
      const { tenantId, topic, payload } = data as Published;
      hub.deliver(tenantId, topic, frameOf(topic, payload));
    });
    app.bus.subscribe(notificationTopic, (data) => pusher.push(data as NotificationAnnouncement).catch(logged('notification push failed')));
    app.bus.subscribe('session.evict', (eviction) => sessionSockets.evicted(eviction as SessionEviction).catch(logged('socket session check failed')));
    app.bus.subscribe('bus.resync', () => sessionSockets.evicted({ all: true }).catch(logged('socket session check failed')));

    app.decorate('realtime', {
      async publish(tenantId, topic, payload) {
        const message: Published = { tenantId, topic, payload };
        if (Buffer.byteLength(JSON.stringify(message)) > 7500) throw new Error(`realtime payload for ${topic} over 7500 bytes: publish ids`);
        await app.bus.publish(publishTopic, message);
      },
      subscribe: (socket, tenantId, topic) => hub.subscribe(socket, tenantId, topic),
      notify: (tenantId, identifier, userIds) => announceNotification(app.bus, tenantId, identifier, userIds),
      hub,
      sessionSockets,
    } satisfies Realtime);

    const stop = startHeartbeat(app.websocketServer, opts.pingMs ?? 30_000, () => {
      sessionSockets.expireDue().catch(logged('socket session check failed'));
    });
    app.addHook('onClose', async () => stop());
  },
  { name: 'realtime', dependencies: ['core', 'db', 'bus', 'tenancy', 'sessions'] },
);

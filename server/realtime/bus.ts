import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { keepPoolErrorsLocal, toDatabaseError } from '../db/pg-db';

type Handler = (data: unknown) => void | Promise<void>;

/**
 * Messages between server processes (DESIGN §8 "Realtime"): session evictions, tenant config changes, and later
 * notifications. A message reaches this process's handlers at once and every other process's soon after.
 */
export interface Bus {
  /** Resolves once this process's own handlers have run and the message is on its way to the others. */
  publish(topic: string, data?: unknown): Promise<void>;
  /** Returns the unsubscribe function. The topic 'bus.resync' fires after a lost connection comes back. */
  subscribe(topic: string, handler: Handler): () => void;
  close(): Promise<void>;
}

class Handlers {
  private readonly byTopic = new Map<string, Set<Handler>>();

  add(topic: string, handler: Handler): () => void {
    const set = this.byTopic.get(topic) ?? new Set<Handler>();
    set.add(handler);
    this.byTopic.set(topic, set);
    return () => set.delete(handler);
  }

  /** Runs every handler of the topic; one subscriber's failure never stops the others. */
  async emit(topic: string, data: unknown): Promise<void> {
    const runs = [...(this.byTopic.get(topic) ?? [])].map(async (handler) => handler(data));
    await Promise.allSettled(runs);
  }
}

/** One process (PGlite): the bus is a dispatcher. */
export function localBus(): Bus {
  const handlers = new Handlers();
  return {
    publish: (topic, data = null) => handlers.emit(topic, data),
    subscribe: (topic, handler) => handlers.add(topic, handler),
    async close() {},
  };
}

const channel = 'portal_bus';
/** The longest pause between reconnect attempts of a lost listener. */
const maxDelayMs = 4000;
/** A connection attempt gives up after 5 s; TCP keepalive notices a silently dead peer. */
const bounded = { connectionTimeoutMillis: 5000, keepAlive: true };

/**
 * PostgreSQL LISTEN/NOTIFY: one listening connection per process; publish is `pg_notify` on any connection.
 * A dropped listener reconnects with backoff, then 'bus.resync' tells subscribers to reload what they cache.
 */
export async function openPgBus(url: string, log: (message: string) => void = () => undefined): Promise<Bus> {
  const origin = randomUUID();
  const handlers = new Handlers();
  // Bounded waits: a publish while the database is unreachable fails (503) instead of hanging the request.
  const publisher = new pg.Pool({ connectionString: url, max: 2, ...bounded, statement_timeout: bounded.connectionTimeoutMillis, query_timeout: bounded.connectionTimeoutMillis + 1000 });
  keepPoolErrorsLocal(publisher);
  let listener: pg.Client | null = null;
  let closed = false;
  let delay = 250;

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, ...bounded });
    client.on('notification', (message) => {
      if (!message.payload) return;
      const { from, topic, data } = JSON.parse(message.payload) as { from: string; topic: string; data: unknown };
      if (from !== origin) void handlers.emit(topic, data);
    });
    const retry = () => {
      if (closed || listener !== client) return;
      listener = null;
      client.removeAllListeners('error');
      void client.end().catch(() => undefined);
      setTimeout(() => void reconnect(), delay).unref();
      delay = Math.min(delay * 2, maxDelayMs);
    };
    client.on('error', retry);
    client.on('end', retry);
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    listener = client;
    delay = 250;
  };
  const reconnect = async () => {
    try {
      await listen();
      log('barramento reconectado');
      await handlers.emit('bus.resync', null);
    } catch {
      if (!closed) setTimeout(() => void reconnect(), (delay = Math.min(delay * 2, maxDelayMs))).unref();
    }
  };

  // Start-up waits for LISTEN, so no message sent after this process is ready is missed.
  await listen();
  return {
    async publish(topic, data = null) {
      await handlers.emit(topic, data);
      await publisher.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ from: origin, topic, data })]).catch((error: unknown) => {
        throw toDatabaseError(error);
      });
    },
    subscribe: (topic, handler) => handlers.add(topic, handler),
    async close() {
      closed = true;
      const client = listener;
      listener = null;
      await Promise.all([client?.end().catch(() => undefined), publisher.end().catch(() => undefined)]);
    },
  };
}

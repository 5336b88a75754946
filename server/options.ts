import type { ServerConfig } from './config';
import type { Db } from './db/db';
import type { RateLimitRules } from './plugins/rate-limit';

/** What buildApp accepts; tests inject the clock, lower limits and hand in a database. */
export interface AppOptions {
  config?: Partial<ServerConfig>;
  /** An opened database; when absent the app opens one from config (and closes it on close). */
  db?: Db;
  /** The clock every expiry and limit reads; tests move it instead of sleeping. */
  now?: () => Date;
  rateLimits?: Partial<RateLimitRules>;
  /** How long a validated session row stays in memory (default 5000 ms; 0 = always read the database). */
  sessionCacheMs?: number;
  /** Fastify logger option (default: off in tests, on in index.ts). */
  logger?: boolean | object;
  /**
   * Called for every route the app registers, with its options (tests check that every admin route is guarded
   * and that every route declares its schemas).
   */
  onRoute?: (route: RegisteredRoute) => void;
  /** Directory with tenant fixtures to seed (default fixtures/tenants). */
  fixturesDir?: string;
}

/** What onRoute sees of a route: Fastify's route options (schema as declared; websocket set by @fastify/websocket). */
export interface RegisteredRoute {
  method: string | string[];
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; headers?: unknown; response?: unknown };
  websocket?: boolean;
}

import type { Queryable } from '../db/db';

/** One counter of a fixed window: how many attempts so far and when the window ends (ms since epoch). */
export interface BucketCount {
  count: number;
  resetAt: number;
}

/**
 * Where rate-limit counters live. `increment` counts one attempt on every key at once (a window of `windowMs`
 * that starts at `at` when the key's window is absent or over) and answers each key's count, in key order.
 * The time always comes from the app's clock, never from the database's.
 */
export interface RateLimitStore {
  increment(keys: readonly string[], at: number, windowMs: number): Promise<BucketCount[]>;
  /**
   * Takes one attempt back from `first`'s live window and, only when that took one back, from `then`'s: a
   * success refunds what it was counted, never room for attempts it did not make.
   */
  refund(first: string, then: string, at: number): Promise<void>;
  /** Forgets windows that ended before `at`. */
  sweep(at: number): Promise<void>;
}

/** One process (PGlite): counters in a Map. */
export function memoryRateLimitStore(): RateLimitStore {
  const buckets = new Map<string, BucketCount>();
  const sweep = (at: number) => {
    for (const [key, bucket] of buckets) if (bucket.resetAt <= at) buckets.delete(key);
  };
  return {
    increment(keys, at, windowMs) {
      if (buckets.size > 50_000) sweep(at);
      return Promise.resolve(
        keys.map((key) => {
          let bucket = buckets.get(key);
          if (!bucket || bucket.resetAt <= at) buckets.set(key, (bucket = { count: 0, resetAt: at + windowMs }));
          bucket.count += 1;
          return { ...bucket };
        }),
      );
    },
    refund(first, then, at) {
      const takeBack = (key: string) => {
        const bucket = buckets.get(key);
        if (!bucket || bucket.resetAt <= at || bucket.count === 0) return false;
        bucket.count -= 1;
        return true;
      };
      if (takeBack(first)) takeBack(then);
      return Promise.resolve();
    },
    sweep: (at) => Promise.resolve(sweep(at)),
  };
}

/**
 * Several processes on one PostgreSQL: counters in the UNLOGGED table rate_limit_buckets (migration 065), every
 * key of one attempt counted by ONE atomic upsert (one round trip), so processes never lose each other's counts.
 * Statements that lock two rows lock them in key order, so two of them can never wait on each other: an attempt
 * counted (IP then e-mail, as given) while a success was refunded (e-mail then IP) deadlocked, and PostgreSQL
 * cancelled one of them with a 500 (4 sign-ins in ~240 of the bench's load mix on WORKERS=2). The sweep skips rows
 * a request holds instead of waiting for them.
 */
export function pgRateLimitStore(db: Queryable): RateLimitStore {
  return {
    async increment(keys, at, windowMs) {
      const rows = await db.query<{ key: string; count: number; reset_at: Date }>(
        `INSERT INTO rate_limit_buckets AS b (key, count, reset_at)
           SELECT k, 1, $2::timestamptz + $3::int * interval '1 millisecond' FROM unnest($1::text[]) AS k ORDER BY k
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN b.reset_at <= $2::timestamptz THEN 1 ELSE b.count + 1 END,
           reset_at = CASE WHEN b.reset_at <= $2::timestamptz THEN excluded.reset_at ELSE b.reset_at END
         RETURNING key, count, reset_at`,
        [keys, new Date(at), windowMs],
      );
      const byKey = new Map(rows.map((r) => [r.key, { count: Number(r.count), resetAt: new Date(r.reset_at).getTime() }]));
      return keys.map((key) => byKey.get(key) ?? { count: 1, resetAt: at + windowMs });
    },
    async refund(first, then, at) {
      await db.query(
        `WITH held AS (
           SELECT key, count, reset_at FROM rate_limit_buckets WHERE key IN ($1, $2) ORDER BY key FOR UPDATE
         ), live AS (
           SELECT key FROM held WHERE reset_at > $3 AND count > 0
         )
         UPDATE rate_limit_buckets b SET count = b.count - 1
         FROM live
         WHERE b.key = live.key AND (live.key = $1 OR EXISTS (SELECT 1 FROM live WHERE key = $1))`,
        [first, then, new Date(at)],
      );
    },
    async sweep(at) {
      await db.query(
        `DELETE FROM rate_limit_buckets WHERE key IN (
           SELECT key FROM rate_limit_buckets WHERE reset_at <= $1 FOR UPDATE SKIP LOCKED
         )`,
        [new Date(at)],
      );
    },
  };
}

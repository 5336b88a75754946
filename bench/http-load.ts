// Closed-loop HTTP load on loopback with autocannon: a fixed number of connections for a fixed time.
import autocannon from 'autocannon';

export type LoadResult = { rps: number; p99Ms: number; errors: number; non2xx: number };

export async function load(opts: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    connections: opts.connections,
    duration: opts.seconds,
  });
  return {
    rps: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

import { describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { local } from './requests';

/** The value of one sample line (`name{labels} value`) of a Prometheus text reply, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((pair) => line.includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

const scrape = (t: TestApp, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/metrics', headers });

describe.each(backends())('Prometheus /metrics on %s', (backend) => {
  it('answers the text format: request counts and latency per route group move with the traffic; pool, job queue, sockets and process figures are there', async () => {
    const t = await startTestApp(backend);
    try {
      const before = await scrape(t);
      expect(before.statusCode).toBe(200);
      expect(before.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      const authCount = (text: string, status: string) => sample(text, 'portal_http_requests_total', { group: 'auth', method: 'POST', status });
      for (let i = 0; i < 3; i += 1) {
        await t.app.inject({ method: 'POST', url: '/auth/v1/general/app/local/login', headers: local, payload: { email: 'ana@demo.com.br', password: 'errada' } });
      }
      await t.app.inject({ method: 'GET', url: `/no/such/page/${Date.now()}` });
      const after = (await scrape(t)).body;
      expect(authCount(after, '4xx') - authCount(before.body, '4xx')).toBe(3);
      expect(sample(after, 'portal_http_request_duration_seconds_count', { group: 'auth' })).toBeGreaterThanOrEqual(3);
      expect(sample(after, 'portal_http_requests_total', { group: 'unmatched', status: '4xx' })).toBeGreaterThanOrEqual(1);
      // Labels are route groups, never raw URLs.
      expect(after).not.toContain('/no/such/page');
      expect(after).not.toContain('/auth/v1');
      expect(after).toMatch(/^portal_db_pool_connections\{state="total"\} \d+$/m);
      expect(after).toMatch(/^portal_db_pool_connections\{state="waiting"\} 0$/m);
      expect(after).toMatch(/^portal_jobs\{state="queued"\} \d+$/m);
      expect(after).toMatch(/^portal_websockets_open 0$/m);
      expect(after).toMatch(/^process_resident_memory_bytes \d+/m);
      expect(after).toMatch(/^nodejs_eventloop_lag_seconds /m);
    } finally {
      await t.close();
    }
  });
});

describe('metrics guard', () => {
  it('with METRICS_TOKEN it needs the bearer token; in production without one it is absent (404, JSON)', async () => {
    const t = await startTestApp('pglite', { config: { metricsToken: 'token-de-metricas' } });
    try {
      expect((await scrape(t)).statusCode).toBe(404);
      expect((await scrape(t, { authorization: 'Bearer outro' })).statusCode).toBe(404);
      const ok = await scrape(t, { authorization: 'Bearer token-de-metricas' });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('# TYPE portal_http_requests_total counter');
    } finally {
      await t.close();
    }
    const prod = await startTestApp('pglite', { config: { production: true, configSecretKey: 'b'.repeat(64), operatorHost: undefined } });
    try {
      const hidden = await scrape(prod, { authorization: 'Bearer token-de-metricas' });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ status: 'error', error: '#NOT_FOUND' });
    } finally {
      await prod.close();
    }
  });
});

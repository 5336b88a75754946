import { describe, expect, it } from 'vitest';
import { backends, startTestApp } from './databases';

describe.each(backends())('health endpoints on %s', (backend) => {
  it('/health/live and /health/ready answer JSON ok, never the portal page', async () => {
    const t = await startTestApp(backend);
    try {
      for (const url of ['/health', '/health/live', '/health/ready']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^application\/json/);
        expect(res.json(), url).toEqual({ status: 'ok' });
      }
      // A path under /health that no route serves is an API 404 in the envelope, not the app shell.
      const unknown = await t.app.inject({ method: 'GET', url: '/health/other' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ status: 'error', error: '#NOT_FOUND' });
    } finally {
      await t.close();
    }
  });

  it('/health/ready answers 503 with the connection-error reply while draining and once the database is gone; /health/live stays ok', async () => {
    const t = await startTestApp(backend);
    try {
      t.app.lifecycle.draining = true;
      const draining = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'error', error: '#CONNECTION_CHECK_FAILED', message: expect.any(String) });
      t.app.lifecycle.draining = false;
      expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);

      // The database refuses, then hangs: both are "not ready" (the hang after the probe's own timeout).
      const query = t.app.db.query;
      try {
        t.app.db.query = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
        const refused = await t.app.inject({ method: 'GET', url: '/health/ready' });
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toEqual({ status: 'error', error: '#DATABASE_UNAVAILABLE', message: 'Não foi possível conectar ao banco de dados. Tente novamente em instantes.' });
        t.app.db.query = () => new Promise(() => undefined);
        const hung = await t.app.inject({ method: 'GET', url: '/health/ready' });
        expect(hung.statusCode).toBe(503);
        expect(hung.json()).toMatchObject({ error: '#DATABASE_UNAVAILABLE' });
        const live = await t.app.inject({ method: 'GET', url: '/health/live' });
        expect(live.statusCode).toBe(200);
        expect(live.json()).toEqual({ status: 'ok' });
      } finally {
        t.app.db.query = query;
      }
      expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

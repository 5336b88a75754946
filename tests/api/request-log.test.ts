import { describe, expect, it } from 'vitest';
import { startTestApp } from './databases';
import { local, password } from './requests';

describe('structured request logs', () => {
  it('every line is JSON with the request id; a sane x-request-id is kept and echoed, others replaced; secrets never appear', async () => {
    const lines: string[] = [];
    const t = await startTestApp('pglite', { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    try {
      lines.length = 0;
      const kept = await t.app.inject({ method: 'GET', url: '/health/live', headers: { ...local, 'x-request-id': 'trace-0123456789' } });
      expect(kept.headers['x-request-id']).toBe('trace-0123456789');

      const odd = 'x"}\n{"level":60';
      const replaced = await t.app.inject({ method: 'GET', url: '/health/live', headers: { ...local, 'x-request-id': odd } });
      const fresh = replaced.headers['x-request-id'] as string;
      expect(fresh).toMatch(/^[0-9a-f-]{36}$/);

      const secrets = ['codigo-secreto-da-sessao', 'Bearer token-secreto', 'sid=cookie-secreto', 'Senha-Errada-Secreta-1', 'token-de-redefinicao'];
      const login = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/general/app/local/login?code=link-secreto',
        headers: { ...local, code: secrets[0], authorization: secrets[1], cookie: secrets[2], 'password-hash': secrets[4] },
        payload: { email: 'ana@demo.com.br', password: secrets[3] },
      });
      expect(login.statusCode).toBe(401);
      const good = await t.app.inject({ method: 'POST', url: '/auth/v1/general/app/local/login', headers: local, payload: { email: 'ana@demo.com.br', password } });
      expect(good.statusCode).toBe(200);

      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const requestLines = entries.filter((e) => e.req || e.res);
      expect(requestLines.length).toBeGreaterThanOrEqual(8);
      for (const entry of requestLines) expect(typeof entry.reqId).toBe('string');
      const ids = new Set(requestLines.map((e) => e.reqId));
      expect(ids).toContain('trace-0123456789');
      expect(ids).toContain(fresh);
      expect(ids.size).toBe(4);

      const text = lines.join('');
      for (const secret of [...secrets, 'link-secreto', password, good.json().data.code as string]) expect(text).not.toContain(secret);
      expect(text).toContain('[Redacted]');
      expect(text).not.toContain('"level":60');
    } finally {
      await t.close();
    }
  });
});

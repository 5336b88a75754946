import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './server-process';
import { httpClient } from './support/http-client';

describe('npm start on a new DATA_DIR', () => {
  it("prints its URL once the demo ERP is built, so a first sign-in's connection check never waits for the build", async () => {
    // Walked as a new user: the URL came 4-5 s before DATA_DIR/erp-demo was built, and a connection check made in
    // those seconds waited for it against the login screen's 7000 ms limit ('Estamos em manutenção' on a slower machine).
    const server = await startServerProcess({}, 120_000, (dataDir) => rmSync(path.join(dataDir, 'erp-demo'), { recursive: true, force: true }));
    try {
      // At the moment the URL is printed: the database is whole in its place, no build left beside it.
      expect(readdirSync(server.dataDir).filter((entry) => entry.startsWith('erp-demo'))).toEqual(['erp-demo']);
      const http = httpClient(server.port, { host: 'localhost' });
      const login = await http.post('/auth/v1/general/app/local/login', { email: 'ana@demo.com.br', password: 'Portal@2026' });
      const code = (login.json() as { data: { code: string } }).data.code;
      const check = await http.get('/remotesql/v1/session/app/local/sql/connection-check?connector=erp', { code });
      expect(JSON.parse(check.body)).toMatchObject({ status: 'success', data: { rows: [{ ok: 1 }] } });
    } finally {
      await server.stop();
    }
  }, 180_000);
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cipherFromEnvironment, SecretCipher } from '../../../server/admin/secret-cipher';
import { tamperAt } from '../../support/tamper';
import { keepMaskedSecrets, maskSecrets } from '../../../server/admin/config-secrets';
import { secretMask } from '../../../domain/config-secrets';

const keyA = 'a'.repeat(64);
const keyB = Buffer.alloc(32, 7).toString('base64');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('secret cipher (AES-256-GCM)', () => {
  it('encrypts with a fresh IV each time and decrypts back', () => {
    const cipher = cipherFromEnvironment({ key: keyA, production: true, dataDir: '/nowhere' });
    const one = cipher.encrypt('senha-do-erp');
    expect(one).toMatch(/^enc:v1:[0-9a-f]{8}:/);
    expect(one).not.toContain('senha-do-erp');
    expect(cipher.encrypt('senha-do-erp')).not.toBe(one);
    expect(cipher.decrypt(one)).toBe('senha-do-erp');
    expect(cipher.decrypt('texto puro')).toBe('texto puro');
  });

  it('refuses a tampered value (GCM tag)', () => {
    const cipher = cipherFromEnvironment({ key: keyA, production: true, dataDir: '/nowhere' });
    const value = cipher.encrypt('segredo');
    const tampered = tamperAt(value, -2);
    expect(() => cipher.decrypt(tampered)).toThrow();
  });

  it('rotates: the new key decrypts old values through CONFIG_SECRET_KEY_PREVIOUS and marks them stale', () => {
    const old = cipherFromEnvironment({ key: keyA, production: true, dataDir: '/nowhere' }).encrypt('segredo');
    const rotated = cipherFromEnvironment({ key: keyB, previousKeys: keyA, production: true, dataDir: '/nowhere' });
    expect(rotated.decrypt(old)).toBe('segredo');
    expect(rotated.isStale(old)).toBe(true);
    expect(rotated.isStale(rotated.encrypt('x'))).toBe(false);
    const withoutOld = cipherFromEnvironment({ key: keyB, production: true, dataDir: '/nowhere' });
    expect(() => withoutOld.decrypt(old)).toThrow(/CONFIG_SECRET_KEY_PREVIOUS/);
  });

  it('needs a key in production, and makes one once in DATA_DIR outside it', () => {
    expect(() => cipherFromEnvironment({ production: true, dataDir: '/nowhere' })).toThrow(/CONFIG_SECRET_KEY/);
    expect(() => cipherFromEnvironment({ key: 'curta', production: true, dataDir: '/nowhere' })).toThrow(/32 bytes/);
    const dir = mkdtempSync(path.join(tmpdir(), 'cipher-'));
    dirs.push(dir);
    const first = cipherFromEnvironment({ production: false, dataDir: dir });
    const value = first.encrypt('x');
    expect(readFileSync(path.join(dir, 'config-secret.key'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    expect(cipherFromEnvironment({ production: false, dataDir: dir }).decrypt(value)).toBe('x');
    expect(SecretCipher.isEncrypted(value)).toBe(true);
  });
});

describe('config secrets', () => {
  const doc = {
    company: { id: 'x', password: 'not-a-secret-in-company' },
    server: {
      connectors: { erp: { type: 'postgres', url: 'postgres://u:p@h/db' }, maria: { type: 'mariadb', host: 'h', user: 'u', password: 'pw', database: 'd' } },
      adfs: { authorizeUrl: 'https://x', clientId: 'c', clientSecret: 's3cr3t' },
      queries: { q: { connector: 'erp', sql: 'SELECT 1' } },
    },
  };

  it('masks connector URLs, passwords and client secrets of the server part only', () => {
    const masked = maskSecrets(doc);
    expect(masked.server.connectors.erp.url).toBe(secretMask);
    expect(masked.server.connectors.maria.password).toBe(secretMask);
    expect(masked.server.adfs.clientSecret).toBe(secretMask);
    expect(masked.server.adfs.authorizeUrl).toBe('https://x');
    expect(masked.server.queries.q.sql).toBe('SELECT 1');
    expect(masked.company.password).toBe('not-a-secret-in-company');
  });

  it('keeps the stored value where the mask comes back, takes a new value, and flags a mask with nothing behind it', () => {
    const incoming = structuredClone(maskSecrets(doc));
    incoming.server.adfs.clientSecret = 'novo';
    (incoming.server.connectors as Record<string, unknown>).novo = { type: 'postgres', url: secretMask };
    const { document, problems } = keepMaskedSecrets(incoming, doc);
    expect(document.server.connectors.erp.url).toBe('postgres://u:p@h/db');
    expect(document.server.adfs.clientSecret).toBe('novo');
    expect(problems).toEqual([
      { path: '/server/connectors/novo/url', message: 'Segredo mascarado sem valor salvo: informe o valor.', severity: 'error' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { cipherFromEnvironment } from '../../../server/admin/secret-cipher';

const keyA = 'a'.repeat(64);
const keyB = 'b'.repeat(64);
const server = (key: string, previousKeys?: string) => cipherFromEnvironment({ key, previousKeys, production: true, dataDir: '/nowhere' });

describe("a tenant's credentials cipher (HKDF-SHA256 from the config-secret key, tenant id as info)", () => {
  it('round-trips for the same tenant, across instances of the server cipher', () => {
    const encrypted = server(keyA).forTenant('acme').encrypt('senha-do-banco');
    expect(encrypted).not.toContain('senha-do-banco');
    expect(server(keyA).forTenant('acme').decrypt(encrypted)).toBe('senha-do-banco');
  });

  it("never decrypts another tenant's value, nor one of the server's own secrets", () => {
    const cipher = server(keyA);
    const acme = cipher.forTenant('acme').encrypt('senha-do-banco');
    expect(() => cipher.forTenant('local').decrypt(acme)).toThrow();
    expect(() => cipher.decrypt(acme)).toThrow();
    expect(() => cipher.forTenant('acme').decrypt(cipher.encrypt('segredo do servidor'))).toThrow();
  });

  it('keeps decrypting after a key rotation through the previous keys', () => {
    const old = server(keyA).forTenant('acme').encrypt('senha-antiga');
    const rotated = server(keyB, keyA).forTenant('acme');
    expect(rotated.decrypt(old)).toBe('senha-antiga');
    expect(rotated.isStale(old)).toBe(true);
    expect(() => server(keyB).forTenant('acme').decrypt(old)).toThrow();
  });
});

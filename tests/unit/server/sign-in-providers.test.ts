import { describe, expect, it } from 'vitest';
import { isSecretPath } from '../../../domain/config-secrets';
import type { TenantDocument } from '../../../schemas/tenant';
import { withDemoPeerUrls } from '../../../server/db/demo-peer-urls';
import { escapeFilterValue } from '../../../server/auth/providers/ldap';
import { emailDomainAllowed } from '../../../server/auth/providers/oidc';

describe('LDAP filter values', () => {
  it('escapes the RFC 4515 specials, so an e-mail cannot widen the search', () => {
    expect(escapeFilterValue('a*)(uid=*')).toBe('a\\2a\\29\\28uid=\\2a');
    expect(escapeFilterValue('back\\slash\0')).toBe('back\\5cslash\\00');
    expect(escapeFilterValue('ldap@demo.com.br')).toBe('ldap@demo.com.br');
  });
});

describe('Microsoft e-mail domains', () => {
  const settings = { issuer: 'https://x', clientId: 'c' };
  it('lets any domain in without a list, and only the listed ones with it', () => {
    expect(emailDomainAllowed(settings, 'ana@demo.com.br')).toBe(true);
    const listed = { ...settings, allowedEmailDomains: ['acme.com.br', '@Filial.acme.com.br'] };
    expect(emailDomainAllowed(listed, 'ti@acme.com.br')).toBe(true);
    expect(emailDomainAllowed(listed, 'ti@filial.acme.com.br')).toBe(true);
    expect(emailDomainAllowed(listed, 'ti@acme.com.br.evil.example')).toBe(false);
    expect(emailDomainAllowed(listed, 'ana@demo.com.br')).toBe(false);
  });
});

describe('provider secrets in the tenant config', () => {
  it('are config secrets (masked in the API, encrypted at rest)', () => {
    expect(isSecretPath(['server', 'adfs', 'clientSecret'])).toBe(true);
    expect(isSecretPath(['server', 'ldap', 'demo.local', 'bindPassword'])).toBe(true);
    expect(isSecretPath(['server', 'externalAuth', 'secret'])).toBe(true);
    expect(isSecretPath(['server', 'adfs', 'issuer'])).toBe(false);
  });
});

describe('demo peer URLs', () => {
  const doc = (id: string, server: TenantDocument['server']) => ({ company: { id }, server }) as unknown as TenantDocument;
  it('point the demo tenants at peers started elsewhere, and change nothing without them', () => {
    const docs = [
      doc('acme', { adfs: { issuer: 'http://127.0.0.1:4100', clientId: 'c' } }),
      doc('local', { ldap: { 'demo.local': { url: 'ldap://127.0.0.1:3389', bindDn: 'b', bindPassword: 'p', searchBase: 's' } } }),
      doc('gamma', { externalAuth: { url: 'http://127.0.0.1:4101/verificar', secret: 's' } }),
    ];
    const moved = withDemoPeerUrls(docs, { DEMO_IDP_URL: 'http://127.0.0.1:1', DEMO_LDAP_URL: 'ldap://127.0.0.1:2', DEMO_VERIFIER_URL: 'http://127.0.0.1:3/v' });
    expect(moved[0]!.server.adfs?.issuer).toBe('http://127.0.0.1:1');
    expect(moved[1]!.server.ldap?.['demo.local']?.url).toBe('ldap://127.0.0.1:2');
    expect(moved[2]!.server.externalAuth?.url).toBe('http://127.0.0.1:3/v');
    expect(docs[0]!.server.adfs?.issuer).toBe('http://127.0.0.1:4100');
    expect(withDemoPeerUrls(docs, {})).toEqual(docs);
  });
});

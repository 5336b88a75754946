import { describe, expect, it } from 'vitest';
import { UrlSigner } from '../../../server/files/url-signer';
import { tamperAt } from '../../support/tamper';

describe('UrlSigner (HMAC-SHA256 over method, key, expiry and metadata)', () => {
  const signer = new UrlSigner(Buffer.from('segredo-de-teste'));
  const now = new Date('2026-03-02T12:00:00Z');
  const later = new Date('2026-03-02T12:15:00Z');

  it('verifies its own signature until the expiry, then says expired', () => {
    const query = signer.sign('GET', 't/acme/a/b.pdf', later);
    expect(signer.verify('GET', 't/acme/a/b.pdf', query, now)).toBe('ok');
    expect(signer.verify('GET', 't/acme/a/b.pdf', query, later)).toBe('expired');
  });

  it('refuses a changed key, method, expiry, metadata or signature, and another secret', () => {
    const query = signer.sign('PUT', 't/acme/a/b.pdf', later, 'meta');
    expect(signer.verify('PUT', 't/gamma/a/b.pdf', query, now)).toBe('forged');
    expect(signer.verify('GET', 't/acme/a/b.pdf', query, now)).toBe('forged');
    expect(signer.verify('PUT', 't/acme/a/b.pdf', { ...query, expires: String(Number(query.expires) + 3600) }, now)).toBe('forged');
    expect(signer.verify('PUT', 't/acme/a/b.pdf', { ...query, meta: 'other' }, now)).toBe('forged');
    expect(signer.verify('PUT', 't/acme/a/b.pdf', { ...query, signature: tamperAt(query.signature, -2) }, now)).toBe('forged');
    expect(new UrlSigner(Buffer.from('outro')).verify('PUT', 't/acme/a/b.pdf', query, now)).toBe('forged');
    expect(signer.verify('PUT', 't/acme/a/b.pdf', { expires: 'x', signature: query.signature }, now)).toBe('forged');
    expect(signer.verify('PUT', 't/acme/a/b.pdf', {}, now)).toBe('forged');
  });
});

import { describe, expect, it } from 'vitest';
import { embedHeight, embedSandbox, embedTarget } from '../../../domain/item-urls';

describe('embed item URLs (SPEC §5: http or https, or a path on the portal host)', () => {
  it('accepts absolute http and https URLs as another site', () => {
    expect(embedTarget('https://maps.example.com/lojas?x=1')).toEqual({ kind: 'external', url: 'https://maps.example.com/lojas?x=1' });
    expect(embedTarget('http://intranet.example.com')).toEqual({ kind: 'external', url: 'http://intranet.example.com/' });
  });

  it('accepts a path of the portal host', () => {
    expect(embedTarget('/demo/embed.html')).toEqual({ kind: 'same-host', url: '/demo/embed.html' });
    expect(embedTarget('/a/../demo/embed.html?loja=1#mapa')).toEqual({ kind: 'same-host', url: '/demo/embed.html?loja=1#mapa' });
  });

  it("treats an absolute URL to the portal's own origin as same-host", () => {
    expect(embedTarget('http://localhost:3000/demo/embed.html', 'http://localhost:3000')).toEqual({
      kind: 'same-host',
      url: '/demo/embed.html',
    });
    expect(embedTarget('http://localhost:4000/x', 'http://localhost:3000')?.kind).toBe('external');
  });

  it.each([
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['blob:http://localhost/abc'],
    ['ftp://files.example.com/a'],
    ['//evil.example.com/x'],
    ['/\\evil.example.com'],
    ['/\t/evil.example.com'],
    [' https://example.com'],
    ['https://exa mple.com'],
    ['demo/embed.html'],
    [''],
    ['https://'],
  ])('refuses %j', (value) => {
    expect(embedTarget(value)).toBeNull();
  });

  it('gives another site its own origin, and a portal page an opaque one', () => {
    expect(embedSandbox({ kind: 'external', url: 'https://x.example.com/' })).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
    expect(embedSandbox({ kind: 'same-host', url: '/demo/embed.html' })).not.toContain('allow-same-origin');
  });

  it("uses the item's height, else 600 px", () => {
    expect(embedHeight(320)).toBe(320);
    expect(embedHeight(undefined)).toBe(600);
  });
});

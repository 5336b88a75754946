// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import EmbedItemView from '../../../../renderers/items/embed-item';
import HtmlItemView from '../../../../renderers/items/html-item';
import type { Module } from '../../../../schemas/company';
import type { ItemOfKind } from '../../../../schemas/items';
import type { UserSession } from '../../../../schemas/session';
import { sanitizeTenantHtml } from '../../../../server/tenancy/tenant-html';

afterEach(cleanup);

const user = { nick: 'Ana', email: 'ana@demo.com.br', groups: [] } as unknown as UserSession;
const module = { id: 'cadastros', title: 'Cadastros', items: [] } as unknown as Module;
const embed = (fields: Partial<ItemOfKind<'embed'>>): ItemOfKind<'embed'> => ({ id: 'mapa', title: 'Mapa das lojas', kind: 'embed', url: '/demo/embed.html', ...fields });

describe('embed item', () => {
  it('shows a page of the portal host in a lazy frame with an opaque origin, 600 px high by default', () => {
    render(<EmbedItemView module={module} user={user} item={embed({})} />);
    const frame = screen.getByTitle('Mapa das lojas');
    expect(frame.getAttribute('src')).toBe('/demo/embed.html');
    expect(frame.getAttribute('height')).toBe('600');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
  });

  it('gives another https site its own origin and the configured height', () => {
    render(<EmbedItemView module={module} user={user} item={embed({ url: 'https://mapas.example.com/lojas', height: 320 })} />);
    const frame = screen.getByTitle('Mapa das lojas');
    expect(frame.getAttribute('src')).toBe('https://mapas.example.com/lojas');
    expect(frame.getAttribute('height')).toBe('320');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
  });

  it('refuses a URL that is not http, https or a path, with a visible message and no frame', () => {
    render(<EmbedItemView module={module} user={user} item={embed({ url: 'javascript:alert(1)' })} />);
    expect(screen.getByRole('alert').textContent).toContain('http:// ou https://');
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('html item', () => {
  // The public config reaches the browser sanitised by the server (server/tenancy/tenant-html.ts); the item draws it.
  it("renders the tenant's HTML as served: without scripts or event handlers", () => {
    const item: ItemOfKind<'html'> = {
      id: 'avisos',
      title: 'Avisos',
      kind: 'html',
      html: sanitizeTenantHtml('<p>Avisos da empresa.</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">'),
    };
    const { container } = render(<HtmlItemView module={module} user={user} item={item} />);
    expect(screen.getByText('Avisos da empresa.')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});

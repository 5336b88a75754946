// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ItemLinks } from '../../../../renderers/layout/item-links';
import { Sidebar } from '../../../../renderers/layout/sidebar';
import type { Module } from '../../../../schemas/company';

afterEach(cleanup);

const tenant = (count: number): Module[] =>
  Array.from({ length: count }, (_, m) => ({
    id: `modulo-${m + 1}`,
    title: `Módulo ${m + 1}`,
    items: Array.from({ length: 20 }, (_, i) => ({ id: `item-${i + 1}`, title: `Item ${m + 1}.${i + 1}`, kind: 'html' as const, html: '<p></p>' })),
  }));

const links: ItemLinks = {
  href: (module, item) => `/menu/${module.id}/${item.id}`,
  open: () => undefined,
  blockedReason: () => null,
  figure: () => null,
  current: { moduleId: null, itemId: null },
};

describe('menu layout sidebar (issue 14)', () => {
  it('draws a few module branches of a 200-module tenant, each counted in the whole tree', async () => {
    render(<Sidebar modules={tenant(200)} links={links} />);
    await screen.findByRole('list', { name: 'Módulo 1' });
    const branches = document.querySelectorAll('.module-nav-tree__module');
    expect(branches.length).toBeGreaterThan(0);
    expect(branches.length).toBeLessThanOrEqual(8);
    expect(branches[0]!.getAttribute('aria-setsize')).toBe('200');
    expect(screen.getByRole('list', { name: 'Módulo 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Item 1.1' }).getAttribute('href')).toBe('/menu/modulo-1/item-1');
    expect(screen.queryByText('Módulo 200')).toBeNull();
  });

  it('draws every branch of a small tenant', () => {
    render(<Sidebar modules={tenant(12)} links={links} />);
    expect(document.querySelectorAll('.module-nav-tree__module')).toHaveLength(12);
    expect(document.querySelectorAll('a')).toHaveLength(240);
  });
});

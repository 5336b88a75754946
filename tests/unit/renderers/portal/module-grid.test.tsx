// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ItemLinks } from '../../../../renderers/layout/item-links';
import { ModuleGrid } from '../../../../renderers/portal/module-grid';
import { gridColumns, gridRows } from '../../../../renderers/portal/module-grid-layout';
import { VIRTUAL_GRID_FROM } from '../../../../renderers/portal/virtual-grid-from';
import { virtualModuleGrid } from '../../../../renderers/portal/virtual-lists-chunk';
import type { Module } from '../../../../schemas/company';

afterEach(cleanup);

const tenant = (modules: number, items: number): Module[] =>
  Array.from({ length: modules }, (_, m) => ({
    id: `modulo-${m + 1}`,
    title: `Módulo ${m + 1}`,
    items: Array.from({ length: items }, (_, i) => ({ id: `item-${i + 1}`, title: `Item ${m + 1}.${i + 1}`, kind: 'html' as const, html: '<p></p>' })),
  }));

const links: ItemLinks = {
  href: (module, item) => `/dashboard/${module.id}/${item.id}`,
  open: () => undefined,
  blockedReason: () => null,
  figure: () => null,
  current: { moduleId: null, itemId: null },
};

describe('dashboard module grid (issue 14: render only what is seen)', () => {
  it('draws a bounded number of cards for a tenant of 200 modules, as a list that counts all 200', async () => {
    const drawn = vi.fn();
    render(<ModuleGrid modules={tenant(200, 20)} links={links} onDrawn={drawn} />);
    // The virtualised grid is its own lazy chunk: nothing is drawn (nor marked drawn) until it has loaded.
    expect(drawn).not.toHaveBeenCalled();
    await screen.findByRole('link', { name: 'Item 1.1' });
    // The mark is a passive effect (as the bench's plain list marks): it may run just after the links are in the DOM.
    await waitFor(() => expect(drawn).toHaveBeenCalledTimes(1));
    const list = document.querySelector<HTMLElement>('.module-grid')!;
    expect(list.getAttribute('role')).toBe('list');
    const cards = within(list).getAllByRole('listitem').filter((li) => li.classList.contains('module-card'));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(10);
    expect(cards[0]!.getAttribute('aria-setsize')).toBe('200');
    expect(cards[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(screen.getByRole('link', { name: 'Item 1.1' }).getAttribute('href')).toBe('/dashboard/modulo-1/item-1');
    expect(screen.queryByText('Módulo 200')).toBeNull();
    expect(document.querySelectorAll('a').length).toBeLessThanOrEqual(10 * 20);
  });

  it('keeps the focused card drawn when the page scrolls far away from it', async () => {
    render(<ModuleGrid modules={tenant(200, 20)} links={links} />);
    const first = await screen.findByRole('link', { name: 'Item 1.1' });
    first.focus();
    fireEvent.focus(first);
    window.scrollY = 100_000;
    fireEvent.scroll(window);
    expect(screen.getByRole('link', { name: 'Item 1.1' })).toBe(first);
    expect(document.activeElement).toBe(first);
  });

  it(`draws every card of a tenant under ${VIRTUAL_GRID_FROM} modules`, () => {
    const small = VIRTUAL_GRID_FROM - 1;
    const drawn = vi.fn();
    render(<ModuleGrid modules={tenant(small, 5)} links={links} onDrawn={drawn} />);
    expect(drawn).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('.module-card')).toHaveLength(small);
    expect(screen.getByText(`Módulo ${small}`)).toBeTruthy();
    expect(document.querySelectorAll('a')).toHaveLength(small * 5);
  });

  it('draws a preloaded virtualised grid on its first render, with no fallback (issue 14)', async () => {
    await virtualModuleGrid.preload();
    const drawn = vi.fn();
    render(<ModuleGrid modules={tenant(200, 20)} links={links} onDrawn={drawn} />);
    expect(screen.getByRole('link', { name: 'Item 1.1' })).toBeTruthy();
    expect(drawn).toHaveBeenCalledTimes(1);
  });

  it('lays out columns as CSS auto-fill would, and rows of that many modules', () => {
    expect(gridColumns(1200, 260, 18)).toBe(4);
    expect(gridColumns(1094, 260, 18)).toBe(4);
    expect(gridColumns(1093, 260, 18)).toBe(3);
    expect(gridColumns(358, 220, 14)).toBe(1);
    expect(gridColumns(700, 220, 14, 1)).toBe(1);
    expect(gridColumns(0, 260, 18)).toBe(1);
    expect(gridRows(tenant(10, 1), 4).map((row) => row.length)).toEqual([4, 4, 2]);
  });
});

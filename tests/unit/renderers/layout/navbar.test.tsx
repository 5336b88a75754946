// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ItemLinks } from '../../../../renderers/layout/item-links';
import { Navbar } from '../../../../renderers/layout/navbar';
import type { Module } from '../../../../schemas/company';

afterEach(cleanup);

const modules: Module[] = Array.from({ length: 200 }, (_, m) => ({
  id: `modulo-${m + 1}`,
  title: `Módulo ${m + 1}`,
  items: Array.from({ length: 20 }, (_, i) => ({ id: `item-${i + 1}`, title: `Item ${m + 1}.${i + 1}`, kind: 'html' as const, html: '<p></p>' })),
}));

const links: ItemLinks = {
  href: (module, item) => `/script/${module.id}/${item.id}`,
  open: () => undefined,
  blockedReason: () => null,
  figure: () => null,
  current: { moduleId: null, itemId: null },
};

describe('script layout navbar (issue 14)', () => {
  it("draws a module's items only while it is open, its button still controlling a list", () => {
    render(<Navbar modules={modules} links={links} />);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    const button = screen.getByRole('button', { name: 'Módulo 7' });
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelectorAll('a')).toHaveLength(20);
    expect(document.getElementById(button.getAttribute('aria-controls')!)!.hidden).toBe(false);
    expect(screen.getByRole('link', { name: 'Item 7.20' }).getAttribute('href')).toBe('/script/modulo-7/item-20');
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ItemLinks } from '../../../../renderers/layout/item-links';
import { Navbar } from '../../../../renderers/layout/navbar';
import type { Module } from '../../../../schemas/company';

afterEach(cleanup);

const modules: Module[] = [
  {
    id: 'parceiros',
    title: 'Parceiros',
    items: [
      { id: 'extrato', title: 'Extrato', kind: 'html', html: '<p></p>' },
      { id: 'bloqueado', title: 'Bloqueado', kind: 'html', html: '<p></p>' },
    ],
  },
  { id: 'pedidos', title: 'Pedidos', items: [{ id: 'segunda-via', title: 'Segunda via', kind: 'html', html: '<p></p>' }] },
];

function renderNavbar() {
  const open = vi.fn();
  const links: ItemLinks = {
    href: (module, item) => `/script/${module.id}/${item.id}`,
    open,
    blockedReason: (_module, item) => (item.id === 'bloqueado' ? 'Item indisponível agora.' : null),
    figure: () => null,
    current: { moduleId: null, itemId: null },
  };
  render(
    <div>
      <Navbar modules={modules} links={links} />
      <p>Migalhas de pão</p>
    </div>,
  );
  const button = screen.getByRole('button', { name: 'Parceiros' });
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  return { button, open };
}

describe('script layout navbar: when the list closes', () => {
  it('closes once an item is chosen, the item opened and focus back on the module button', () => {
    const { button, open } = renderNavbar();
    const extrato = screen.getByRole('link', { name: 'Extrato' });
    act(() => extrato.focus());
    fireEvent.click(extrato);
    expect(open).toHaveBeenCalledWith(modules[0], modules[0]!.items[0]);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Extrato' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('stays open on a blocked item, which does not open', () => {
    const { button, open } = renderNavbar();
    fireEvent.click(screen.getByRole('link', { name: 'Bloqueado' }));
    expect(open).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on a pointer down outside the module, and on Escape with focus on its button', () => {
    const { button } = renderNavbar();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Extrato' }));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('Migalhas de pão'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('link', { name: 'Extrato' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when Tab moves focus to the next module', () => {
    const { button } = renderNavbar();
    act(() => screen.getByRole('link', { name: 'Extrato' }).focus());
    act(() => screen.getByRole('button', { name: 'Pedidos' }).focus());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalHeader } from '../../../../renderers/portal/portal-header';

afterEach(cleanup);

/** Stands in for the bell: state of its own, as the notification panel's open flag is. */
function Bell() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
      Notificações
    </button>
  );
}

const header = (compact: boolean, bell = <Bell />) => (
  <PortalHeader
    appName="Portal Demo"
    userName="Ana Souza"
    busy={false}
    onLogout={() => undefined}
    onAccount={() => undefined}
    menu={{ id: 'menu', open: false, onToggle: () => undefined }}
    compact={compact}
    entity={<span>Empresa</span>}
    notifications={bell}
  />
);

describe('portal header', () => {
  it('keeps the bell (its open panel) when the window crosses the phone width, both ways', () => {
    const { rerender } = render(header(false));
    fireEvent.click(screen.getByRole('button', { name: 'Notificações' }));
    rerender(header(true));
    expect(screen.getByRole('button', { name: 'Notificações' }).getAttribute('aria-expanded')).toBe('true');
    rerender(header(false));
    expect(screen.getByRole('button', { name: 'Notificações' }).getAttribute('aria-expanded')).toBe('true');
  });

  it("shows the user's name, 'Minha conta', 'Sair' and the entities only above the phone width", () => {
    const { rerender } = render(header(false));
    expect(screen.getByTestId('header-user-name').textContent).toBe('Ana Souza');
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
    expect(screen.getByText('Empresa')).toBeTruthy();
    rerender(header(true));
    expect(screen.queryByTestId('header-user-name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sair' })).toBeNull();
    expect(screen.queryByText('Empresa')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notificações' })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortalNotification } from '../../../../domain/notification-list';
import { NotificationBell } from '../../../../renderers/layout/notification-bell';

afterEach(cleanup);

const n = (identifier: string, read: boolean): PortalNotification => ({
  identifier,
  uniqueIdentifier: identifier,
  module: null,
  read,
  title: `Aviso ${identifier}`,
  message: 'Mensagem',
  notify: true,
});

/** The bell over a list that marks read at once (as the socket path does), with a page around it. */
function Page({ initial }: { initial: PortalNotification[] }) {
  const [list, setList] = useState(initial);
  return (
    <div>
      <NotificationBell
        notifications={list}
        connected
        onMarkRead={(identifier) => {
          setList((all) => all.map((item) => (item.identifier === identifier ? { ...item, read: true } : item)));
          return Promise.resolve();
        }}
      />
      <button type="button">Minha conta</button>
      <p>Conteúdo da página</p>
    </div>
  );
}

function openBell(initial: PortalNotification[]) {
  render(<Page initial={initial} />);
  const bell = screen.getByRole('button', { name: /^Notificações/ });
  fireEvent.click(bell);
  const panel = screen.getByRole('region', { name: 'Notificações' });
  expect(panel.hidden).toBe(false);
  return { bell, panel };
}

/** Presses a notification's 'Marcar como lida' from the keyboard (focus on it, then activated). */
async function markWithKeyboard(title: string) {
  const mark = screen.getByRole('button', { name: `Marcar como lida: ${title}` });
  act(() => mark.focus());
  await act(async () => {
    fireEvent.click(mark);
  });
}

describe('header notification bell: outside press, Tab out and focus after marking read', () => {
  it('closes on a pointer down outside it, not on one inside', () => {
    const { bell, panel } = openBell([n('a', false)]);
    fireEvent.pointerDown(screen.getByText('Mensagem'));
    expect(panel.hidden).toBe(false);
    fireEvent.pointerDown(screen.getByText('Conteúdo da página'));
    expect(panel.hidden).toBe(true);
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when Tab moves focus out of it', () => {
    const { panel } = openBell([n('a', false)]);
    act(() => screen.getByRole('button', { name: 'Marcar como lida: Aviso a' }).focus());
    act(() => screen.getByRole('button', { name: 'Minha conta' }).focus());
    expect(panel.hidden).toBe(true);
  });

  it("moves focus to the next 'Marcar como lida', then the one before, then the heading; the panel stays open", async () => {
    const { panel } = openBell([n('a', false), n('b', true), n('c', false), n('d', false)]);
    await markWithKeyboard('Aviso c');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Marcar como lida: Aviso d' }));
    await markWithKeyboard('Aviso d');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Marcar como lida: Aviso a' }));
    await markWithKeyboard('Aviso a');
    expect(screen.queryAllByRole('button', { name: /Marcar como lida/ })).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Notificações' }));
    expect(panel.hidden).toBe(false);
  });

  it("'Marcar todas como lidas' marks every unread one, in order, then gives the focus to the heading", async () => {
    const { panel } = openBell([n('a', false), n('b', true), n('c', false)]);
    const all = screen.getByRole('button', { name: 'Marcar todas como lidas' });
    act(() => all.focus());
    await act(async () => {
      fireEvent.click(all);
    });
    expect(screen.queryAllByRole('button', { name: /Marcar como lida/ })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Marcar todas como lidas' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Notificações' }));
    expect(panel.hidden).toBe(false);
  });

  it("offers 'Marcar todas como lidas' only for two unread or more", () => {
    openBell([n('a', false), n('b', true)]);
    expect(screen.queryByRole('button', { name: 'Marcar todas como lidas' })).toBeNull();
  });

  it('stops at the first failure and says so, keeping what was marked', async () => {
    const marked: string[] = [];
    render(
      <NotificationBell
        notifications={[n('a', false), n('b', false), n('c', false)]}
        connected
        onMarkRead={(identifier) => {
          if (identifier === 'b') return Promise.reject(new Error('offline'));
          marked.push(identifier);
          return Promise.resolve();
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Notificações/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    });
    expect(marked).toEqual(['a']);
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível marcar todas como lidas. Tente novamente.');
    expect((screen.getByRole('button', { name: 'Marcar todas como lidas' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

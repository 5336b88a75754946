// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../../domain/dates';
import type { PortalNotification } from '../../../../domain/notification-list';
import { NotificationBell } from '../../../../renderers/layout/notification-bell';
import { sanitizeTenantHtml } from '../../../../server/tenancy/tenant-html';

afterEach(cleanup);

const n = (identifier: string, read: boolean, message = 'Mensagem'): PortalNotification => ({
  identifier,
  uniqueIdentifier: identifier,
  module: null,
  read,
  title: `Aviso ${identifier}`,
  message,
  notify: true,
});

describe('header notification bell (issue 11)', () => {
  it('names the unread count, opens with the keyboard and closes on Escape with focus back on the bell', () => {
    render(<NotificationBell notifications={[n('a', false), n('b', true)]} connected onMarkRead={() => Promise.resolve()} />);
    const bell = screen.getByRole('button', { name: 'Notificações: 1 não lida' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('notification-count').textContent).toBe('1');
    fireEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'Notificações' });
    expect(document.activeElement).toBe(panel);
    expect(screen.getByText('Não lida')).toBeTruthy();
    expect(screen.getByText('Lida')).toBeTruthy();
    // Only the unread one offers 'Marcar como lida'.
    expect(screen.getAllByRole('button', { name: /Marcar como lida/ })).toHaveLength(1);
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(bell);
  });

  // Messages reach the browser sanitised by the server (stored and served); the bell draws them as they are.
  it('draws the tenant HTML of the message as the server serves it', () => {
    render(
      <NotificationBell
        notifications={[n('x', false, sanitizeTenantHtml('<b>forte</b><img src="x" onerror="alert(1)"><script>alert(2)</script>'))]}
        connected
        onMarkRead={() => Promise.resolve()}
      />,
    );
    const message = document.querySelector('.notification-bell__message')!;
    expect(message.querySelector('b')?.textContent).toBe('forte');
    expect(message.querySelector('[onerror]')).toBeNull();
    expect(message.querySelector('script')).toBeNull();
  });

  it('marks read through the callback and shows a pt-BR error when it fails', async () => {
    const onMarkRead = vi.fn(() => Promise.reject(new Error('offline')));
    render(<NotificationBell notifications={[n('a', false)]} connected={false} onMarkRead={onMarkRead} />);
    fireEvent.click(screen.getByRole('button', { name: 'Notificações: 1 não lida' }));
    expect(screen.getByText('Reconectando às notificações…')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Marcar como lida: Aviso a' }));
    });
    expect(onMarkRead).toHaveBeenCalledWith('a');
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível marcar como lida. Tente novamente.');
  });

  it('no unread: no count badge; empty list says so; the desktop button only when offered', () => {
    const enable = vi.fn();
    render(<NotificationBell notifications={[]} connected onMarkRead={() => Promise.resolve()} onEnableDesktop={enable} />);
    expect(screen.queryByTestId('notification-count')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Notificações' }));
    expect(screen.getByText('Nenhuma notificação por aqui.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ativar alertas na área de trabalho' }));
    expect(enable).toHaveBeenCalledOnce();
  });

  it("an empty list not loaded yet is not 'none': 'Carregando notificações…', or the failure when the fetch failed", () => {
    const { rerender } = render(<NotificationBell notifications={[]} listStatus="loading" connected={false} onMarkRead={() => Promise.resolve()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Notificações' }));
    expect(screen.getByText('Carregando notificações…')).toBeTruthy();
    rerender(<NotificationBell notifications={[]} listStatus="failed" connected={false} onMarkRead={() => Promise.resolve()} />);
    expect(screen.getByText('Não foi possível carregar as notificações.')).toBeTruthy();
    expect(screen.getByText('Reconectando às notificações…')).toBeTruthy();
    expect(screen.queryByText('Nenhuma notificação por aqui.')).toBeNull();
    rerender(<NotificationBell notifications={[]} listStatus="loaded" connected onMarkRead={() => Promise.resolve()} />);
    expect(screen.getByText('Nenhuma notificação por aqui.')).toBeTruthy();
    expect(screen.queryByText('Não foi possível carregar as notificações.')).toBeNull();
  });

  it("says when each was sent ('há 3 dias', absolute date in the title) only while open, with no timer while closed", async () => {
    const sentAt = new Date(Date.now() - 3 * 24 * 3_600_000).toISOString();
    const timers = vi.spyOn(globalThis, 'setInterval');
    render(<NotificationBell notifications={[{ ...n('a', false), createdAt: sentAt }, n('b', true)]} connected onMarkRead={() => Promise.resolve()} />);
    expect(document.querySelector('time')).toBeNull();
    const ticks = () => timers.mock.calls.filter(([, ms]) => ms === 60_000).length;
    expect(ticks()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Notificações: 1 não lida' }));
    const time = await screen.findByText('há 3 dias');
    expect(time.getAttribute('datetime')).toBe(sentAt);
    expect(time.getAttribute('title')).toBe(formatDateTime(sentAt));
    // One tick for the list, not one per row; none without a date.
    expect(ticks()).toBe(1);
    expect(document.querySelectorAll('time')).toHaveLength(1);
    timers.mockRestore();
  });
});

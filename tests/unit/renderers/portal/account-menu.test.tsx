// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountMenu } from '../../../../renderers/portal/account-menu';

afterEach(cleanup);

/** The menu in a header with something else to press and to Tab to. */
function renderMenu() {
  const onChoose = vi.fn();
  render(
    <div>
      <AccountMenu onChoose={onChoose} />
      <button type="button">Sair</button>
      <p>Conteúdo da página</p>
    </div>,
  );
  const button = screen.getByRole('button', { name: 'Minha conta' });
  const list = document.getElementById(button.getAttribute('aria-controls')!)!;
  fireEvent.click(button);
  return { button, list, onChoose };
}

describe("'Minha conta' account menu", () => {
  it('opens on its first entry and closes on Escape with focus back on the button', () => {
    const { button, list } = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Meu perfil' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('closes on a pointer down outside it, leaving focus to what was pressed', () => {
    const { button, list } = renderMenu();
    fireEvent.pointerDown(screen.getByText('Conteúdo da página'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
  });

  it('stays open on a press inside it, and the entry chosen closes it', () => {
    const { button, list, onChoose } = renderMenu();
    const entry = screen.getByRole('button', { name: 'Alterar senha' });
    fireEvent.pointerDown(entry);
    expect(list.hidden).toBe(false);
    fireEvent.click(entry);
    expect(onChoose).toHaveBeenCalledWith('password');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when focus leaves it with Tab, not while it moves between its entries', () => {
    const { button, list } = renderMenu();
    // Native focus changes (no React event): act() lets the updates they make show.
    act(() => screen.getByRole('button', { name: 'Alterar senha' }).focus());
    expect(list.hidden).toBe(false);
    act(() => button.focus());
    expect(list.hidden).toBe(false);
    act(() => screen.getByRole('button', { name: 'Sair' }).focus());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
  });
});

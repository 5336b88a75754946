// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../../renderers/dialogs/confirm-dialog';

afterEach(cleanup);

function renderDialog({ busy, tone = 'danger' }: { busy?: boolean; tone?: 'danger' | 'primary' } = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog open title="Revogar a chave ci-deploy?" confirmLabel="Revogar chave" cancelLabel="Cancelar" tone={tone} busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
      Quem usa esta chave perde o acesso na hora.
    </ConfirmDialog>,
  );
  const dialog = screen.getByRole('alertdialog', { name: 'Revogar a chave ci-deploy?', hidden: true });
  const cancel = screen.getByRole('button', { name: 'Cancelar', hidden: true });
  const confirm = screen.getByRole('button', { name: 'Revogar chave', hidden: true });
  return { dialog, cancel, confirm, onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it("is an alertdialog named by its title, with its text, that puts the focus on 'Cancelar' first", () => {
    const { dialog, cancel } = renderDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.textContent).toContain('Quem usa esta chave perde o acesso na hora.');
    expect(document.activeElement).toBe(cancel);
  });

  it('confirms with the confirm button in its tone, and cancels with the cancel one', () => {
    const { cancel, confirm, onConfirm, onCancel } = renderDialog();
    expect(confirm.className).toBe('button button--danger');
    expect(cancel.className).toBe('button button--ghost');
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("draws the confirm button as primary when the action is not a destructive one", () => {
    const { confirm } = renderDialog({ tone: 'primary' });
    expect(confirm.className).toBe('button button--primary');
  });

  it('disables both buttons while busy, the confirm one marked aria-busy', () => {
    const { cancel, confirm, onConfirm } = renderDialog({ busy: true });
    expect((cancel as HTMLButtonElement).disabled).toBe(true);
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('leaves both buttons enabled when not busy, and without aria-busy when busy is not given', () => {
    const { cancel, confirm } = renderDialog();
    expect((cancel as HTMLButtonElement).disabled).toBe(false);
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    expect(confirm.hasAttribute('aria-busy')).toBe(false);
  });

  it('cancels on Escape (the <dialog> cancel event the browser fires), without closing itself', () => {
    const { dialog, onCancel, onConfirm } = renderDialog();
    const escape = new Event('cancel', { cancelable: true });
    fireEvent(dialog, escape);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    // The owner decides when it closes (its `open`), not the browser.
    expect(escape.defaultPrevented).toBe(true);
  });
});

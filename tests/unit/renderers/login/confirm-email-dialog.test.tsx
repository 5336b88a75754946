// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmEmailDialog } from '../../../../renderers/login/confirm-email-dialog';

afterEach(cleanup);

describe('confirm-e-mail modal (SPEC §4 step 4)', () => {
  it('offers the suggestion (pre-selected) and the typed address as radio choices', () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmEmailDialog open typed="novo@hotmaol.com" suggestion="novo@hotmail.com" error={null} busy={false} onConfirm={onConfirm} onCancel={vi.fn()} />,
    );
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((r) => r.value)).toEqual(['novo@hotmail.com', 'novo@hotmaol.com']);
    expect(radios[0]!.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledWith('novo@hotmail.com');
  });

  it('confirms the typed address when the user picks it', () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmEmailDialog open typed="novo@hotmaol.com" suggestion="novo@hotmail.com" error={null} busy={false} onConfirm={onConfirm} onCancel={vi.fn()} />,
    );
    fireEvent.click(screen.getByLabelText('novo@hotmaol.com'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledWith('novo@hotmaol.com');
  });

  it('shows only the typed address when there is no suggestion, and the validation text', () => {
    render(
      <ConfirmEmailDialog open typed="a@b" suggestion={null} error="Este e-mail não é válido, por favor, tente outro e-mail!" busy={false} onConfirm={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('Este e-mail não é válido, por favor, tente outro e-mail!');
  });
});

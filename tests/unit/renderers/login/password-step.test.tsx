// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordStep } from '../../../../renderers/login/password-step';

afterEach(cleanup);

const props = () => ({
  firstName: 'Ana',
  email: 'ana@demo.com.br',
  fieldError: null,
  busy: false,
  resetKey: 0,
  onSubmit: vi.fn(),
  onForgotPassword: vi.fn(),
  onBack: vi.fn(),
});

describe('login step 2 (password)', () => {
  it('greets by first name and shows the e-mail', () => {
    render(<PasswordStep {...props()} />);
    expect(screen.getByText('Olá Ana!')).toBeTruthy();
    expect(screen.getByText('ana@demo.com.br')).toBeTruthy();
  });

  it("says 'Olá!' when the user has no first name", () => {
    render(<PasswordStep {...props()} firstName="" />);
    expect(screen.getByText('Olá!')).toBeTruthy();
  });

  it('submits the typed password with Enter (a form submit)', () => {
    const p = props();
    render(<PasswordStep {...p} />);
    const field = screen.getByLabelText('Digite sua senha');
    fireEvent.change(field, { target: { value: 'Portal@2026' } });
    fireEvent.submit(field.closest('form')!);
    expect(p.onSubmit).toHaveBeenCalledWith('Portal@2026');
  });

  it("offers 'Esqueci minha senha' and 'Voltar'", () => {
    const p = props();
    render(<PasswordStep {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(p.onForgotPassword).toHaveBeenCalledOnce();
    expect(p.onBack).toHaveBeenCalledOnce();
  });

  it('clears the password when resetKey changes (after a failed login)', () => {
    const p = props();
    const { rerender } = render(<PasswordStep {...p} />);
    const field = screen.getByLabelText<HTMLInputElement>('Digite sua senha');
    fireEvent.change(field, { target: { value: 'errada' } });
    rerender(<PasswordStep {...p} resetKey={1} fieldError="Este campo é obrigatório!" />);
    expect(field.value).toBe('');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});

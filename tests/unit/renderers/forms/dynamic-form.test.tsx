// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DynamicForm } from '../../../../renderers/forms/dynamic-form';
import { clientRules, clientSchema } from './demo-form';

afterEach(cleanup);

function renderForm(initialData = {}) {
  const onSubmit = vi.fn();
  render(<DynamicForm schema={clientSchema} rules={clientRules} initialData={initialData} submitLabel="Salvar" onSubmit={onSubmit} />);
  return { onSubmit, submit: () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })) };
}

// Required fields' labels end with a visual ' *' (aria-hidden).
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });

describe('dynamic form (RJSF with our theme)', () => {
  it('draws each format with its input: masks, e-mail, date, colour and the enum as a select', () => {
    renderForm();
    expect(field('CPF ou CNPJ').getAttribute('inputmode')).toBe('text');
    expect(field('CEP').getAttribute('inputmode')).toBe('numeric');
    expect(field('Telefone').type).toBe('tel');
    expect(field('E-mail').type).toBe('email');
    expect(field('Data de nascimento').type).toBe('date');
    expect(field('Cor preferida').type).toBe('color');
    expect(field('Tipo').tagName).toBe('SELECT');
    fireEvent.change(field('CPF ou CNPJ'), { target: { value: '12345678909' } });
    expect(field('CPF ou CNPJ').value).toBe('123.456.789-09');
  });

  it('shows "Razão social" only while Tipo is PJ', () => {
    renderForm();
    expect(screen.queryByLabelText('Razão social')).toBeNull();
    fireEvent.change(field('Tipo'), { target: { value: '1' } });
    expect(field('Razão social')).toBeTruthy();
    fireEvent.change(field('Tipo'), { target: { value: '0' } });
    expect(screen.queryByLabelText('Razão social')).toBeNull();
  });

  it('follows ui:order (stored configs lose key order), with a hidden field left out of it', () => {
    const order = ['nome', 'tipo', 'documento', 'razaoSocial', 'cep', 'telefone', 'email', 'nascimento', 'cor'];
    render(<DynamicForm schema={clientSchema} uiSchema={{ 'ui:order': order }} rules={clientRules} initialData={{}} submitLabel="Salvar" onSubmit={vi.fn()} />);
    const labels = () => [...document.querySelectorAll('label.form-field__label')].map((label) => label.firstChild?.textContent);
    expect(labels()).toEqual(['Nome', 'Tipo', 'CPF ou CNPJ', 'CEP', 'Telefone', 'E-mail', 'Data de nascimento', 'Cor preferida']);
    fireEvent.change(field('Tipo'), { target: { value: '1' } });
    expect(labels()).toEqual(['Nome', 'Tipo', 'CPF ou CNPJ', 'Razão social', 'CEP', 'Telefone', 'E-mail', 'Data de nascimento', 'Cor preferida']);
  });

  it('on an empty submit: pt-BR required errors on the fields and a summary, and no submit', async () => {
    const { submit, onSubmit } = renderForm();
    submit();
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Corrija 2 campos:');
    expect(summary.textContent).toContain('Nome: Este campo é obrigatório!');
    expect(summary.textContent).toContain('CPF ou CNPJ: Este campo é obrigatório!');
    expect(field('Nome').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${field('Nome').id}-error`)?.textContent).toBe('Este campo é obrigatório!');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a field error once the field is left, before any submit', async () => {
    renderForm();
    fireEvent.change(field('CPF ou CNPJ'), { target: { value: '12345678900' } });
    expect(field('CPF ou CNPJ').getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(field('CPF ou CNPJ'));
    await waitFor(() => expect(field('CPF ou CNPJ').getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${field('CPF ou CNPJ').id}-error`)?.textContent).toBe('Informe um CPF ou CNPJ válido.');
    expect(field('Nome').getAttribute('aria-invalid')).toBeNull();
  });

  it('pt-BR format messages for e-mail, phone and CEP', async () => {
    const { submit } = renderForm({ nome: 'Ana', documento: '12345678909' });
    fireEvent.change(field('E-mail'), { target: { value: 'ana@' } });
    fireEvent.change(field('Telefone'), { target: { value: '1234' } });
    fireEvent.change(field('CEP'), { target: { value: '0131' } });
    submit();
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('E-mail: Informe um email válido.');
    expect(summary.textContent).toContain('Telefone: Informe um telefone válido.');
    expect(summary.textContent).toContain('CEP: Informe um CEP válido.');
  });

  it('submits valid data without the values of hidden fields', async () => {
    const { submit, onSubmit } = renderForm({ nome: 'Ana', tipo: 'PJ', documento: '11222333000181', razaoSocial: 'Demo Ltda' });
    fireEvent.change(field('Tipo'), { target: { value: '0' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ nome: 'Ana', tipo: 'PF', documento: '11222333000181' });
  });

  it('accepts the alphanumeric CNPJ', async () => {
    const { submit, onSubmit } = renderForm({ nome: 'Ana' });
    fireEvent.change(field('CPF ou CNPJ'), { target: { value: '12.ABC.345/01DE-35' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ documento: '12ABC34501DE35' })));
  });

  it("reports the person's edits with the data, not the defaults filled in on opening: a list's row added or removed too, by buttons in words", async () => {
    const onEdit = vi.fn();
    const schema = {
      type: 'object',
      properties: {
        nome: { type: 'string', title: 'Nome', default: 'Ana' },
        contatos: { type: 'array', title: 'Contatos', items: { type: 'string', title: 'Contato' } },
      },
    };
    const { unmount } = render(<DynamicForm schema={schema} initialData={{}} submitLabel="Salvar" onSubmit={vi.fn()} onEdit={onEdit} />);
    expect(onEdit).not.toHaveBeenCalled();
    // The list's buttons say what they do in words (the library's own draw an icon font the portal does not ship).
    expect(screen.getByRole('button', { name: 'Adicionar item' }).textContent).toBe('Adicionar item');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar item' }));
    await waitFor(() => expect(onEdit).toHaveBeenCalled());
    expect(onEdit.mock.lastCall?.[0]).toMatchObject({ nome: 'Ana', contatos: [undefined] });
    // The row is titled as a person counts it (the library's own: 'Contatos-1').
    expect(screen.getByRole('textbox', { name: 'Contato 1' })).toBeTruthy();
    unmount();

    // The first thing done is a row removed.
    onEdit.mockClear();
    render(<DynamicForm schema={schema} initialData={{ contatos: ['a', 'b'] }} submitLabel="Salvar" onSubmit={vi.fn()} onEdit={onEdit} />);
    expect(onEdit).not.toHaveBeenCalled();
    // Each row's buttons are a group named for the row.
    expect(screen.getByRole('group', { name: 'Contato 2' }).textContent).toBe('Mover para cimaMover para baixoRemover');
    const words = screen.getAllByRole('button').map((button) => button.textContent);
    expect(words).toEqual(['Mover para cima', 'Mover para baixo', 'Remover', 'Mover para cima', 'Mover para baixo', 'Remover', 'Adicionar item', 'Salvar']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remover' })[0]!);
    await waitFor(() => expect(onEdit).toHaveBeenCalled());
    expect(onEdit.mock.lastCall?.[0]).toMatchObject({ contatos: ['b'] });
  });
});

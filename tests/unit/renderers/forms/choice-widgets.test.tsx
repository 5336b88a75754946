// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DynamicForm } from '../../../../renderers/forms/dynamic-form';

afterEach(cleanup);

const schema = {
  type: 'object',
  properties: {
    porte: { type: 'string', title: 'Porte', enum: ['ME', 'EPP'] },
    ativo: { type: 'boolean', title: 'Ativo' },
    notificar: { type: 'boolean', title: 'Notificar' },
    funcionarios: { type: 'integer', title: 'Funcionários', minimum: 1 },
    obs: { type: 'string', title: 'Observações' },
    cnpj: { type: 'string', title: 'CNPJ', format: 'cnpj' },
  },
};
const uiSchema = { porte: { 'ui:widget': 'radio' }, notificar: { 'ui:widget': 'radio' }, obs: { 'ui:widget': 'textarea' } };

describe('dynamic form choices and other widgets', () => {
  it('radio (enum and boolean with Sim/Não), checkbox, number and textarea submit typed values', async () => {
    const onSubmit = vi.fn();
    render(<DynamicForm schema={schema} uiSchema={uiSchema} initialData={{}} submitLabel="Enviar" onSubmit={onSubmit} />);
    expect(screen.getByRole('radiogroup', { name: 'Porte' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('EPP'));
    fireEvent.click(screen.getByLabelText('Ativo'));
    fireEvent.click(screen.getByRole('radiogroup', { name: 'Notificar' }).querySelector('input[value="0"]')!);
    expect(screen.getByText('Sim')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Funcionários'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Observações'), { target: { value: 'Cliente antigo' } });
    expect(screen.getByLabelText('Observações').tagName).toBe('TEXTAREA');
    fireEvent.change(screen.getByLabelText('CNPJ'), { target: { value: '12ABC34501DE35' } });
    expect(screen.getByLabelText<HTMLInputElement>('CNPJ').value).toBe('12.ABC.345/01DE-35');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      porte: 'EPP',
      ativo: true,
      notificar: true,
      funcionarios: 12,
      obs: 'Cliente antigo',
      cnpj: '12ABC34501DE35',
    });
  });

  it('a number below its minimum gets our pt-BR message', async () => {
    render(<DynamicForm schema={schema} uiSchema={uiSchema} initialData={{ funcionarios: 0 }} submitLabel="Enviar" onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Funcionários: Informe um valor maior ou igual a 1.');
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '../../../../renderers/account/text-field';
import { CheckboxInput } from '../../../../renderers/inputs/checkbox-input';
import { EmailInput } from '../../../../renderers/inputs/email-input';
import { NumberInput } from '../../../../renderers/inputs/number-input';
import { RadioGroup } from '../../../../renderers/inputs/radio-group';
import { SelectInput } from '../../../../renderers/inputs/select-input';
import { TextareaInput } from '../../../../renderers/inputs/textarea-input';

afterEach(cleanup);

const options = [
  { value: 'PF', label: 'Pessoa física' },
  { value: 'PJ', label: 'Pessoa jurídica' },
];

describe('shared inputs: labels, values and errors', () => {
  it('select: a labelled native select with an empty first choice', () => {
    const onValue = vi.fn();
    render(<SelectInput label="Tipo" value="" placeholder="Selecione…" options={options} onValue={onValue} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Tipo');
    expect([...select.options].map((o) => o.text)).toEqual(['Selecione…', 'Pessoa física', 'Pessoa jurídica']);
    fireEvent.change(select, { target: { value: 'PJ' } });
    expect(onValue).toHaveBeenCalledWith('PJ');
  });

  it('radio group: the label is the legend of a radiogroup that carries the error', () => {
    const onValue = vi.fn();
    render(<RadioGroup label="Tipo" value="PF" options={options} error="Escolha uma das opções." onValue={onValue} />);
    const group = screen.getByRole('radiogroup', { name: 'Tipo' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('Escolha uma das opções.');
    expect(screen.getByLabelText<HTMLInputElement>('Pessoa física').checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Pessoa jurídica'));
    expect(onValue).toHaveBeenCalledWith('PJ');
  });

  it('checkbox: label beside the box, checked state out', () => {
    const onValue = vi.fn();
    render(<CheckboxInput label="Aceito os termos" checked={false} onValue={onValue} />);
    fireEvent.click(screen.getByLabelText('Aceito os termos'));
    expect(onValue).toHaveBeenCalledWith(true);
  });

  it('number: an emptied field is no value, not 0', () => {
    const onValue = vi.fn();
    render(<NumberInput label="Quantidade" value={3} onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Quantidade');
    expect(input.type).toBe('number');
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.change(input, { target: { value: '' } });
    expect(onValue.mock.calls).toEqual([[12], [undefined]]);
  });

  it('e-mail and textarea: typed inputs with their hint', () => {
    render(
      <>
        <EmailInput label="E-mail" value="" hint="Usado para avisos" onValue={vi.fn()} />
        <TextareaInput label="Observações" value="linha" onValue={vi.fn()} />
      </>,
    );
    const email = screen.getByLabelText<HTMLInputElement>('E-mail');
    expect(email.type).toBe('email');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Usado para avisos');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Observações').value).toBe('linha');
  });

  it('the account dialogs’ TextField is the shared text input (same markup and error wiring)', () => {
    const onValue = vi.fn();
    render(<TextField label="Apelido" value="" error="Este campo é obrigatório!" onValue={onValue} />);
    const input = screen.getByLabelText('Apelido');
    expect(input.className).toBe('input');
    expect(input.closest('.form-field')).not.toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Este campo é obrigatório!');
    fireEvent.change(input, { target: { value: 'Ana' } });
    expect(onValue).toHaveBeenCalledWith('Ana');
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CepInput } from '../../../../renderers/inputs/cep-input';
import { CnpjInput } from '../../../../renderers/inputs/cnpj-input';
import { CpfCnpjInput } from '../../../../renderers/inputs/cpf-cnpj-input';
import { CpfInput } from '../../../../renderers/inputs/cpf-input';
import type { MaskedInputProps } from '../../../../renderers/inputs/masked-input';
import { PhoneInput } from '../../../../renderers/inputs/phone-input';

afterEach(cleanup);

type Input = ComponentType<Omit<MaskedInputProps, 'kind'>>;

/** A controlled field as a form holds it; the stored (unmasked) value is shown in a <output>. */
function renderControlled(Input: Input, initial = '', error?: string) {
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <Input label="Documento" value={value} onValue={setValue} error={error} />
        <output data-testid="stored">{value}</output>
      </>
    );
  }
  render(<Harness />);
  return { input: screen.getByLabelText<HTMLInputElement>('Documento'), stored: () => screen.getByTestId('stored').textContent };
}

describe('masked inputs (SPEC §5 masks while typing)', () => {
  it('CPF: shows 123.456.789-09 and stores the 11 digits', () => {
    const { input, stored } = renderControlled(CpfInput);
    fireEvent.change(input, { target: { value: '12345678909' } });
    expect(input.value).toBe('123.456.789-09');
    expect(stored()).toBe('12345678909');
  });

  it('CPF: masks partial typing and drops letters and extra digits', () => {
    const { input, stored } = renderControlled(CpfInput);
    fireEvent.change(input, { target: { value: '1234' } });
    expect(input.value).toBe('123.4');
    fireEvent.change(input, { target: { value: '123.456.789-0912a' } });
    expect(input.value).toBe('123.456.789-09');
    expect(stored()).toBe('12345678909');
  });

  it('CNPJ: numeric and the alphanumeric 2026 form', () => {
    const { input, stored } = renderControlled(CnpjInput);
    fireEvent.change(input, { target: { value: '11222333000181' } });
    expect(input.value).toBe('11.222.333/0001-81');
    fireEvent.change(input, { target: { value: '12abc34501de35' } });
    expect(input.value).toBe('12.ABC.345/01DE-35');
    expect(stored()).toBe('12ABC34501DE35');
  });

  it('CNPJ: a 13-digit number is padded to 14 when the field is left', () => {
    const { input, stored } = renderControlled(CnpjInput);
    fireEvent.change(input, { target: { value: '1222333000181' } });
    fireEvent.blur(input);
    expect(stored()).toBe('01222333000181');
    expect(input.value).toBe('01.222.333/0001-81');
  });

  it('CPF or CNPJ: the CPF mask up to 11 digits, the CNPJ mask past them or with a letter', () => {
    const { input } = renderControlled(CpfCnpjInput);
    fireEvent.change(input, { target: { value: '52998224725' } });
    expect(input.value).toBe('529.982.247-25');
    fireEvent.change(input, { target: { value: '112223330001' } });
    expect(input.value).toBe('11.222.333/0001');
    fireEvent.change(input, { target: { value: '12A' } });
    expect(input.value).toBe('12.A');
  });

  it('CEP: 00000-000', () => {
    const { input, stored } = renderControlled(CepInput);
    fireEvent.change(input, { target: { value: '01310100' } });
    expect(input.value).toBe('01310-100');
    expect(stored()).toBe('01310100');
  });

  it.each([
    ['12345678', '1234-5678'],
    ['123456789', '12345-6789'],
    ['1133334444', '(11) 3333-4444'],
    ['11987654321', '(11) 98765-4321'],
    ['119876543210', '(11) 98765-4321'],
  ])('phone: %s digits typed show %s', (typed, shown) => {
    const { input } = renderControlled(PhoneInput);
    fireEvent.change(input, { target: { value: typed } });
    expect(input.value).toBe(shown);
  });

  it('shows a saved (unmasked) value masked', () => {
    const { input } = renderControlled(CpfInput, '12345678909');
    expect(input.value).toBe('123.456.789-09');
  });

  it('keeps the caret after the same digits when one is typed mid-text', () => {
    const { input } = renderControlled(CpfInput, '123456789');
    input.focus();
    // '0' typed at '123.4|56.789': the browser's value and caret before the mask is applied.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '123.4056.789');
    input.setSelectionRange(6, 6);
    fireEvent.change(input);
    expect(input.value).toBe('123.405.678-9');
    expect(input.selectionStart).toBe(6);
  });

  it('is labelled, and an error makes it invalid and describes it', () => {
    const { input } = renderControlled(CpfInput, '123', 'Informe um CPF válido.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Informe um CPF válido.');
    expect(screen.getByRole('alert').textContent).toBe('Informe um CPF válido.');
  });
});

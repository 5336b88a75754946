import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { formValidator } from '../../../../renderers/forms/form-validator';
import { transformErrors } from '../../../../renderers/forms/transform-errors';

const schema: RJSFSchema = {
  type: 'object',
  required: ['nome'],
  properties: {
    nome: { type: 'string', title: 'Nome', minLength: 3 },
    codigo: { type: 'string', title: 'Código', pattern: '^[A-Z]{2}$' },
    apelido: { type: 'string', title: 'Apelido', minLength: 1 },
    idade: { type: 'integer', title: 'Idade', minimum: 18 },
    cpf: { type: 'string', title: 'CPF', format: 'cpf' },
    cnpj: { type: 'string', title: 'CNPJ', format: 'cnpj' },
    doc: { type: 'string', title: 'Documento', format: 'cpf-cnpj' },
    cep: { type: 'string', title: 'CEP', format: 'cep' },
    fone: { type: 'string', title: 'Telefone', format: 'phone' },
    email: { type: 'string', title: 'E-mail', format: 'email' },
  },
};

/** The messages of each field after validation, as the form shows them. */
function messages(data: Record<string, unknown>): Record<string, string[]> {
  const { errors } = formValidator.validateFormData(data, schema, undefined, transformErrors);
  const byField: Record<string, string[]> = {};
  for (const error of errors) (byField[error.property ?? ''] ??= []).push(error.message ?? '');
  return byField;
}

describe('dynamic form errors in pt-BR', () => {
  it("uses SPEC §5's words for required and minimum length", () => {
    expect(messages({})).toEqual({ nome: ['Este campo é obrigatório!'] });
    expect(messages({ nome: 'Al' })).toEqual({ '.nome': ['Este campo precisa ter no mínimo 3 dígitos!'] });
  });

  it("says a field emptied under a minimum length of 1 is blank ('obrigatório'), not 'no mínimo 1 dígitos'", () => {
    expect(messages({ nome: 'Ana', apelido: '' })).toEqual({ '.apelido': ['Este campo é obrigatório!'] });
  });

  it('checks CPF, CNPJ (numeric and alphanumeric), CPF-or-CNPJ, CEP, phone and e-mail with the domain rules', () => {
    const valid = {
      nome: 'Ana',
      cpf: '12345678909',
      cnpj: '12ABC34501DE35',
      doc: '11222333000181',
      cep: '01310100',
      fone: '11987654321',
      email: '"ana maria"@demo.com.br',
    };
    expect(messages(valid)).toEqual({});
    expect(messages({ ...valid, cpf: '11111111111', cnpj: '11222333000180', doc: '1234', cep: '0131', fone: '1234', email: 'ana@' })).toEqual({
      '.cpf': ['Informe um CPF válido.'],
      '.cnpj': ['Informe um CNPJ válido.'],
      '.doc': ['Informe um CPF ou CNPJ válido.'],
      '.cep': ['Informe um CEP válido.'],
      '.fone': ['Informe um telefone válido.'],
      '.email': ['Informe um email válido.'],
    });
  });

  it('keeps ajv-i18n pt-BR text for the keywords without our own words, and prefixes the summary line with the title', () => {
    const { errors } = formValidator.validateFormData({ nome: 'Ana', codigo: 'abc', idade: 10 }, schema, undefined, transformErrors);
    const codigo = errors.find((error) => error.property === '.codigo')!;
    expect(codigo.message).toBe('deve corresponder ao padrão "^[A-Z]{2}$"');
    expect(codigo.stack).toBe('Código: deve corresponder ao padrão "^[A-Z]{2}$"');
    expect(errors.find((error) => error.property === '.idade')?.stack).toBe('Idade: Informe um valor maior ou igual a 18.');
  });
});

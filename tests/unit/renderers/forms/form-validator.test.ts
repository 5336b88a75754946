import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import localizePtBr from 'ajv-i18n/localize/pt-BR';
import { describe, expect, it } from 'vitest';
import { customFormats, formValidator } from '../../../../renderers/forms/form-validator';
import { transformErrors } from '../../../../renderers/forms/transform-errors';
import { clientSchema } from './demo-form';

// The forms' validator interprets the schema (no new Function, issue 13). The reference is what the browser ran
// before: RJSF's ajv 8 validator with the same formats and ajv-i18n pt-BR. Errors, errorSchema and the
// transformErrors/customValidate steps must come out the same.
const ajvValidator = customizeValidator({ customFormats }, localizePtBr);

const schema: RJSFSchema = {
  type: 'object',
  required: ['nome', 'contato'],
  properties: {
    nome: { type: 'string', title: 'Nome', minLength: 3, maxLength: 10 },
    idade: { type: 'integer', title: 'Idade', minimum: 18, maximum: 120, multipleOf: 1 },
    nota: { type: 'number', title: 'Nota', exclusiveMinimum: 0 },
    tipo: { type: 'string', title: 'Tipo', enum: ['PF', 'PJ'] },
    contato: {
      type: 'object',
      title: 'Contato',
      required: ['email'],
      properties: {
        email: { type: 'string', title: 'E-mail', format: 'email' },
        fone: { type: 'string', format: 'phone' },
      },
    },
    tags: {
      type: 'array',
      title: 'Etiquetas',
      items: { type: 'string', minLength: 2 },
      minItems: 1,
      uniqueItems: true,
    },
    aceite: { const: true, title: 'Aceite' },
    cor: { type: 'string', format: 'color' },
    ref: { $ref: '#/definitions/cep' },
  },
  definitions: { cep: { type: 'string', format: 'cep', title: 'CEP' } },
};

const samples: [string, Record<string, unknown>][] = [
  ['empty', {}],
  [
    'valid',
    {
      nome: 'Ana',
      contato: { email: 'ana@demo.com.br' },
      tags: ['ab'],
      aceite: true,
      cor: '#fff',
      ref: '01310100',
    },
  ],
  [
    'wrong everywhere',
    {
      nome: 'A',
      idade: 10.5,
      nota: 0,
      tipo: 'X',
      contato: { fone: '12' },
      tags: ['a', 'a'],
      aceite: false,
      cor: 'verde',
      ref: '0131',
    },
  ],
  ['wrong types', { nome: 5, idade: 'x', contato: 'x', tags: 'x' }],
  [
    'too long, too big, no items',
    { nome: 'Anastácia Maria', idade: 200, contato: { email: 'ana@' }, tags: [] },
  ],
];

const byProperty = (errors: RJSFValidationError[]) =>
  errors
    .map(({ name, property, message, stack, params, schemaPath }) => ({
      name,
      property,
      message,
      stack,
      params,
      schemaPath,
    }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('formValidator (interpreted) against RJSF ajv 8 + ajv-i18n', () => {
  it.each(samples)('%s: the same errors, messages, stacks and errorSchema', (_name, data) => {
    const ours = formValidator.validateFormData(data, schema, undefined, transformErrors);
    const theirs = ajvValidator.validateFormData(data, schema, undefined, transformErrors);
    expect(byProperty(ours.errors)).toEqual(byProperty(theirs.errors));
    expect(ours.errorSchema).toEqual(theirs.errorSchema);
  });

  it('finds errors where there are some (the comparison can fail)', () => {
    expect(formValidator.validateFormData(samples[2]![1], schema).errors.length).toBeGreaterThan(8);
    expect(formValidator.validateFormData(samples[1]![1], schema).errors).toEqual([]);
  });

  it('applies customValidate after the schema errors', () => {
    const customValidate = (
      data: Record<string, unknown> | undefined,
      errors: Record<string, { addError(m: string): void }>,
    ) => {
      if (data?.nome === 'Zé') errors.nome!.addError('Nome reservado.');
      return errors;
    };
    const data = { nome: 'Zé', contato: { email: 'ze@demo.com.br' } };
    const ours = formValidator.validateFormData(data, schema, customValidate as never, transformErrors);
    const theirs = ajvValidator.validateFormData(data, schema, customValidate as never, transformErrors);
    expect(ours.errorSchema).toEqual(theirs.errorSchema);
    expect((ours.errorSchema as Record<string, { __errors?: string[] }>).nome?.__errors).toContain(
      'Nome reservado.',
    );
  });

  it('isValid agrees on subschemas, with $refs into the root schema', () => {
    const root = schema;
    for (const [sub, value] of [
      [{ $ref: '#/definitions/cep' }, '01310100'],
      [{ $ref: '#/definitions/cep' }, '0131'],
      [clientSchema as RJSFSchema, { nome: 'Ana', documento: '11222333000181' }],
      [clientSchema as RJSFSchema, { nome: 'Ana', documento: '1' }],
      [{ type: 'object', properties: { tipo: { const: 'PJ' } }, required: ['tipo'] }, { tipo: 'PF' }],
    ] as [RJSFSchema, unknown][]) {
      expect(formValidator.isValid(sub, value, root)).toBe(ajvValidator.isValid(sub, value, root));
    }
    expect(formValidator.isValid({ $ref: '#/definitions/cep' }, '0131', root)).toBe(false);
  });
});

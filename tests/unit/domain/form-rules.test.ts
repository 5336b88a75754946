import { describe, expect, it } from 'vitest';
import { applyFormRules, hiddenFields, withoutFields, type FormRule } from '../../../domain/form-rules';

const schema = {
  type: 'object',
  required: ['nome', 'razaoSocial'],
  properties: {
    nome: { type: 'string' },
    tipo: { type: 'string', enum: ['PF', 'PJ'] },
    razaoSocial: { type: 'string' },
    endereco: { type: 'object', required: ['complemento'], properties: { rua: { type: 'string' }, complemento: { type: 'string' } } },
  },
};
const pjOnly: FormRule = { field: 'razaoSocial', visibleWhen: { '==': [{ var: 'tipo' }, 'PJ'] } };

describe('conditional form fields (item.rules, json-logic over the form data)', () => {
  it('hides a field while its rule does not hold and shows it once it does', () => {
    expect(hiddenFields([pjOnly], { tipo: 'PF' })).toEqual(['razaoSocial']);
    expect(hiddenFields([pjOnly], {})).toEqual(['razaoSocial']);
    expect(hiddenFields([pjOnly], { tipo: 'PJ' })).toEqual([]);
  });

  it('removes a hidden field from the schema, its required list and the data, and marks it hidden in the uiSchema', () => {
    const ui = { 'ui:order': ['tipo', 'razaoSocial', 'nome', 'endereco'], razaoSocial: { 'ui:help': 'Como no CNPJ' } };
    const form = applyFormRules(schema, ui, [pjOnly], { tipo: 'PF', nome: 'Ana', razaoSocial: 'Antiga Ltda' });
    const properties = form.schema.properties as Record<string, unknown>;
    expect(Object.keys(properties)).toEqual(['nome', 'tipo', 'endereco']);
    expect(form.schema.required).toEqual(['nome']);
    expect(form.formData).toEqual({ tipo: 'PF', nome: 'Ana' });
    expect(form.uiSchema.razaoSocial).toEqual({ 'ui:help': 'Como no CNPJ', 'ui:widget': 'hidden' });
    expect(form.uiSchema['ui:order']).toEqual(['tipo', 'nome', 'endereco']);
  });

  it('leaves schema, uiSchema and data untouched when every rule holds', () => {
    const data = { tipo: 'PJ', razaoSocial: 'Demo Ltda' };
    const form = applyFormRules(schema, {}, [pjOnly], data);
    expect(form.schema).toBe(schema);
    expect(form.formData).toBe(data);
    expect(form.hidden).toEqual([]);
  });

  it('hides nested fields by dotted path', () => {
    const rule: FormRule = { field: 'endereco.complemento', visibleWhen: { '!!': [{ var: 'endereco.rua' }] } };
    const form = applyFormRules(schema, {}, [rule], { endereco: { complemento: 'apto 1' } });
    const endereco = (form.schema.properties as Record<string, Record<string, unknown>>).endereco!;
    expect(Object.keys(endereco.properties as object)).toEqual(['rua']);
    expect(endereco.required).toEqual([]);
    expect(form.formData).toEqual({ endereco: {} });
  });

  it('hides a field whose rule reads a field that is itself hidden (chained rules)', () => {
    const rules: FormRule[] = [
      pjOnly,
      { field: 'inscricao', visibleWhen: { '!!': [{ var: 'razaoSocial' }] } },
    ];
    expect(hiddenFields(rules, { tipo: 'PF', razaoSocial: 'Antiga Ltda' })).toEqual(['razaoSocial', 'inscricao']);
    expect(hiddenFields(rules, { tipo: 'PJ', razaoSocial: 'Nova Ltda' })).toEqual([]);
  });

  it('hides the field of a broken rule (unknown operator) instead of showing it', () => {
    expect(hiddenFields([{ field: 'x', visibleWhen: { nope: [1] } }], {})).toEqual(['x']);
  });

  it('drops the values of hidden fields from the submitted data only', () => {
    const data = { a: 1, b: { c: 2, d: 3 } };
    expect(withoutFields(data, ['a', 'b.c', 'missing.path'])).toEqual({ b: { d: 3 } });
    expect(data).toEqual({ a: 1, b: { c: 2, d: 3 } });
  });
});

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../../domain/form-rules';
import { numberListRows } from '../../../../renderers/forms/list-rows';

type RowUi = (row: unknown, index: number) => JsonObject;
const rowTitle = (ui: JsonObject, index: number) => (ui.items as unknown as RowUi)(undefined, index)['ui:title'];

describe('list rows titled as a person counts them', () => {
  it("titles each row with the row schema's title (else 'Item') and its number, keeping the row's uiSchema", () => {
    const schema = {
      type: 'object',
      properties: {
        contatos: { type: 'array', title: 'Contatos', items: { type: 'string', title: 'Contato' } },
        notas: { type: 'array', items: { type: 'string' } },
      },
    };
    const ui = numberListRows(schema, { contatos: { items: { 'ui:placeholder': 'e-mail' } } });
    expect(rowTitle(ui.contatos as JsonObject, 0)).toBe('Contato 1');
    expect(rowTitle(ui.contatos as JsonObject, 1)).toBe('Contato 2');
    expect((ui.contatos as { items: RowUi }).items(undefined, 0)['ui:placeholder']).toBe('e-mail');
    expect(rowTitle(ui.notas as JsonObject, 2)).toBe('Item 3');
  });

  it('reaches lists inside objects and inside rows, and leaves a title the tenant set and a list of choices', () => {
    const schema = {
      type: 'object',
      properties: {
        empresa: {
          type: 'object',
          properties: {
            filiais: {
              type: 'array',
              items: { type: 'object', title: 'Filial', properties: { telefones: { type: 'array', items: { type: 'string', title: 'Telefone' } } } },
            },
          },
        },
        dias: { type: 'array', uniqueItems: true, items: { type: 'string', enum: ['seg', 'ter'] } },
        socios: { type: 'array', items: { type: 'string' } },
      },
    };
    const ui = numberListRows(schema, { socios: { items: { 'ui:title': 'Sócio' } } });
    const filiais = (ui.empresa as JsonObject).filiais as { items: RowUi };
    const filial = filiais.items(undefined, 1);
    expect(filial['ui:title']).toBe('Filial 2');
    expect(rowTitle(filial.telefones as JsonObject, 0)).toBe('Telefone 1');
    expect(ui.dias).toBeUndefined();
    expect(ui.socios).toEqual({ items: { 'ui:title': 'Sócio' } });
  });

  it('returns the same uiSchema when the form has no list', () => {
    const ui = { nome: { 'ui:autofocus': true } };
    expect(numberListRows({ type: 'object', properties: { nome: { type: 'string' }, end: { type: 'object', properties: {} } } }, ui)).toBe(ui);
  });
});

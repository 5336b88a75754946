import { describe, expect, it } from 'vitest';
import { itemFormData, itemFormOf, itemFromForm } from '../../../domain/item-form';
import { entryIdProblem, isValidEntryId, moveEntry, newItem, newModule, parseJsonField, queryNamesOf, replaceItem } from '../../../domain/module-editing';
import { adminContentMessages } from '../../../domain/messages/admin-content';
import { ModuleItem as ItemSchema, TableItem, type ItemKind } from '../../../schemas/items';
import { Module as ModuleSchema } from '../../../schemas/company';
import { Value } from 'typebox/value';

describe('module editing', () => {
  it('moves an entry up or down, and leaves the list as it is at either end', () => {
    expect(moveEntry(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('accepts lowercase ids with single hyphens only', () => {
    expect(isValidEntryId('novo-modulo-2')).toBe(true);
    for (const bad of ['', 'Novo', 'a--b', '-a', 'a b', 'ç']) expect(isValidEntryId(bad)).toBe(false);
  });

  it('tells a bad or repeated id apart, as the key of its message', () => {
    expect(entryIdProblem('novo-item', ['resumo'])).toBeNull();
    expect(entryIdProblem('Resumo', ['resumo'])).toBe('idInvalid');
    expect(entryIdProblem('resumo', ['resumo'])).toBe('idTaken');
    expect(adminContentMessages.modules[entryIdProblem('resumo', ['resumo'])!]).toBe('Já existe um com este identificador.');
  });

  it('creates modules and items of every kind that the published schema accepts', () => {
    const kinds = (ItemSchema.anyOf as unknown as { properties: { kind: { const: ItemKind } } }[]).map((s) => s.properties.kind.const);
    const items = kinds.map((kind) => newItem(kind, `item-${kind}`, `Item ${kind}`, ['faturas', 'notas']));
    expect(Value.Check(ModuleSchema, { ...newModule('novo', 'Novo'), items })).toBe(true);
  });

  it("names the tenant's first query in a new table or summary, and none it does not know", () => {
    expect(newItem('table', 't', 'T', ['faturas', 'notas'])).toMatchObject({ query: 'faturas' });
    expect(newItem('summary', 's', 'S', ['faturas'])).toMatchObject({ figures: [{ label: 'Total', query: 'faturas' }] });
    // No names known: left blank for the item's form to ask for (the schema's minLength), never a made-up name.
    expect(newItem('table', 't', 'T')).toMatchObject({ query: '' });
    expect(newItem('summary', 's', 'S')).toMatchObject({ figures: [{ query: '' }] });
  });

  it("lists the tenant's query names in order", () => {
    expect(queryNamesOf({ notas: {}, faturas: {} })).toEqual(['faturas', 'notas']);
    expect(queryNamesOf(undefined)).toEqual([]);
  });

  it('replaces one item by id', () => {
    const modules = [{ ...newModule('m', 'M'), items: [newItem('html', 'a', 'A'), newItem('html', 'b', 'B')] }];
    const next = replaceItem(modules, 'm', 'b', { ...newItem('html', 'b', 'Bê') });
    expect(next[0]!.items.map((i) => i.title)).toEqual(['A', 'Bê']);
  });

  it('parses JSON fields: blank is nothing, bad JSON says why', () => {
    expect(parseJsonField('  ')).toEqual({ ok: true, value: undefined });
    expect(parseJsonField('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonField('{a').ok).toBe(false);
  });
});

describe('item form from the kind schema', () => {
  const labels = { title: 'Título', columns: 'Colunas (JSON)' };
  const form = itemFormOf(TableItem as unknown as Record<string, unknown>, labels, 'Em JSON.');
  const properties = form.schema.properties as Record<string, Record<string, unknown>>;

  it('keeps simple fields, makes literal unions a choice and structured fields JSON text; leaves kind, groups and hidden out', () => {
    expect(properties.title).toMatchObject({ type: 'string', title: 'Título', minLength: 1 });
    expect(properties.sumType).toMatchObject({ type: 'string', enum: ['currency', 'number'] });
    expect(properties.columns).toMatchObject({ type: 'string', title: 'Colunas (JSON)' });
    expect(form.jsonFields).toEqual(expect.arrayContaining(['columns', 'visibleWhen', 'modal', 'sumValue']));
    expect(Object.keys(properties)).not.toEqual(expect.arrayContaining(['kind']));
    expect('groups' in properties || 'hidden' in properties).toBe(false);
    expect(form.schema.required).toEqual(expect.arrayContaining(['id', 'title', 'query', 'columns']));
  });

  it('round-trips an item through the form, keeping kind, groups and hidden', () => {
    const item = { id: 't', title: 'T', kind: 'table', query: 'q', columns: [{ field: 'a', label: 'A' }], groups: ['admin'], hidden: true };
    const data = itemFormData(item, form);
    expect(data.columns).toBe(JSON.stringify(item.columns, null, 2));
    expect(itemFromForm(item, data, form)).toEqual({ ok: true, item });
  });

  it("offers the tenant's query names in the fields that name a query, and free text without them", () => {
    const withNames = itemFormOf(TableItem as unknown as Record<string, unknown>, labels, 'Em JSON.', { queryNames: ['faturas', 'notas'] });
    const named = withNames.schema.properties as Record<string, Record<string, unknown>>;
    for (const field of ['query', 'sumSql', 'detailSql']) expect(named[field]).toMatchObject({ type: 'string', enum: ['faturas', 'notas'] });
    expect(properties.query).not.toHaveProperty('enum');
    const noNames = itemFormOf(TableItem as unknown as Record<string, unknown>, labels, 'Em JSON.', { queryNames: [] });
    expect((noNames.schema.properties as Record<string, Record<string, unknown>>).query).not.toHaveProperty('enum');
  });

  it('labels every field of every kind in pt-BR, and the total type\'s values, keeping the values', () => {
    const t = adminContentMessages.modules;
    for (const kindSchema of ItemSchema.anyOf as unknown as Record<string, unknown>[]) {
      const kindForm = itemFormOf(kindSchema, t.fields, t.jsonFieldHint, { choiceLabels: t.choiceLabels });
      for (const [name, field] of Object.entries(kindForm.schema.properties as Record<string, { title: string }>)) {
        expect(field.title, name).not.toBe(name);
      }
    }
    const table = itemFormOf(TableItem as unknown as Record<string, unknown>, t.fields, t.jsonFieldHint, { choiceLabels: t.choiceLabels });
    expect((table.schema.properties as Record<string, Record<string, unknown>>).visibleWhen).toMatchObject({ title: 'Regra de visibilidade (JSON, json-logic)' });
    expect((table.schema.properties as Record<string, Record<string, unknown>>).sumType).toMatchObject({ enum: ['currency', 'number'] });
    expect(table.uiSchema.sumType).toEqual({ 'ui:enumNames': { currency: 'Moeda (R$)', number: 'Número' } });
  });

  it('names the fields whose JSON does not parse', () => {
    const item = { id: 't', title: 'T', kind: 'table', query: 'q', columns: [] };
    const result = itemFromForm(item, { ...itemFormData(item, form), columns: '[{' }, form);
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors)).toEqual(['columns']);
  });
});

import { describe, expect, it } from 'vitest';
import { itemFormData, itemFormOf, itemFromForm } from '../../../domain/item-form';
import { isValidEntryId, moveEntry, newItem, newModule, parseJsonField, replaceItem } from '../../../domain/module-editing';
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

  it('creates modules and items of every kind that the published schema accepts', () => {
    const kinds = (ItemSchema.anyOf as unknown as { properties: { kind: { const: ItemKind } } }[]).map((s) => s.properties.kind.const);
    const module = { ...newModule('novo', 'Novo'), items: kinds.map((kind) => newItem(kind, `item-${kind}`, `Item ${kind}`)) };
    expect(Value.Check(ModuleSchema, module)).toBe(true);
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

  it('names the fields whose JSON does not parse', () => {
    const item = { id: 't', title: 'T', kind: 'table', query: 'q', columns: [] };
    const result = itemFromForm(item, { ...itemFormData(item, form), columns: '[{' }, form);
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors)).toEqual(['columns']);
  });
});

import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import local from '../../../fixtures/tenants/local.json';
import { discriminateUnions } from '../../../schemas/discriminated-unions';
import { ModuleItem } from '../../../schemas/items';
import { Connector } from '../../../schemas/tenant';
import { compileSchema } from '../../../schemas/validator';

describe('discriminateUnions', () => {
  it('checks item kinds by their tag and literal unions as an enum; a union without one tag stays anyOf', () => {
    const items = discriminateUnions(ModuleItem) as Record<string, unknown>;
    expect(items).toMatchObject({ type: 'object', discriminator: { propertyName: 'kind' } });
    expect(items).not.toHaveProperty('anyOf');
    const html = (items.oneOf as { properties: Record<string, unknown> }[])[0]!;
    expect(html.properties.sumType).toEqual({ type: 'string', enum: ['currency', 'number'] });
    // Two mariadb shapes share a type: no single tag, so Ajv keeps trying each branch.
    expect(discriminateUnions(Connector)).toHaveProperty('anyOf');
  });

  it('accepts and refuses exactly what the published union does', () => {
    const published = new Ajv2020({ strict: false }).compile(ModuleItem);
    const rewritten = compileSchema(ModuleItem);
    const samples: unknown[] = [
      ...local.company.modules.flatMap((m): unknown[] => m.items),
      { id: 'a', title: 'A', kind: 'html', html: '' },
      { id: 'a', title: 'A', kind: 'html' },
      { id: 'a', title: 'A', kind: 'video', html: '' },
      { id: 'a', title: 'A', html: '' },
      { id: 'a', title: 'A', kind: 1, html: '' },
      { id: 'a', title: 'A', kind: 'table', query: 'q', columns: [{ field: 'f', label: 'F', format: 'moeda' }] },
      { id: 'a', title: 'A', kind: 'embed', url: 'https://x', html: '' },
      null,
      'html',
    ];
    for (const sample of samples) expect(rewritten.check(sample), JSON.stringify(sample)).toBe(published(sample));
  });

  it('reports a wrong, missing or non-text tag as plain errors at the tag, and only the chosen kind’s errors', () => {
    const validator = compileSchema({ type: 'array', items: ModuleItem });
    const errorsOf = (value: unknown) => (validator.check(value), validator.errors().map((e) => [e.instancePath, e.keyword, e.params]));
    expect(errorsOf([{ id: 'a', title: 'A', kind: 'video' }])).toEqual([
      ['/0/kind', 'enum', { allowedValues: ['html', 'table', 'form', 'embed', 'summary', 'script', 'file'] }],
    ]);
    expect(errorsOf([{ id: 'a', title: 'A' }])).toEqual([['/0', 'required', { missingProperty: 'kind' }]]);
    expect(errorsOf([{ id: 'a', title: 'A', kind: 3 }])).toEqual([['/0/kind', 'type', { type: 'string' }]]);
    expect(errorsOf([{ id: 'a', title: 5, kind: 'html', html: '' }])).toEqual([['/0/title', 'type', { type: 'string' }]]);
  });
});

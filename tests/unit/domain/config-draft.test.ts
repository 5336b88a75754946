import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import local from '../../../fixtures/tenants/local.json';
import { applyConfigForm, configFormData } from '../../../domain/config-form';
import { sameDraftText } from '../../../domain/config-draft';

/** A part that throws when it is read: a comparison that walks it fails. */
const untouchable = new Proxy({}, { ownKeys: () => { throw new Error('walked'); }, get: () => { throw new Error('walked'); } });

describe('sameDraftText: whether two documents write the same draft text', () => {
  it('answers as comparing their JSON texts would, for any two JSON values', () => {
    const json = fc.jsonValue({ maxDepth: 3 });
    fc.assert(
      fc.property(json, json, (a, b) => {
        expect(sameDraftText(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
        expect(sameDraftText(a, structuredClone(a))).toBe(true);
      }),
    );
  });

  it('tells keys in another order, a missing key and a changed leaf apart; a key set to undefined is not written', () => {
    expect(sameDraftText({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameDraftText({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameDraftText({ a: { b: [1, 2] } }, { a: { b: [1, 3] } })).toBe(false);
    expect(sameDraftText({ a: [1] }, { a: { 0: 1 } })).toBe(false);
    expect(sameDraftText({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });

  it('does not walk a part both documents hold: a form edit keeps the modules by reference', () => {
    const { seed: _seed, ...document } = local as typeof local & { seed?: unknown };
    const shared = { ...document, company: { ...document.company, modules: untouchable } };
    const unchanged = applyConfigForm(shared, configFormData(shared), '2026-12-02T10:00:00.000Z');
    expect(sameDraftText(unchanged, shared)).toBe(true);
    const form = configFormData(shared);
    form.identity.appName = 'Portal Novo';
    expect(sameDraftText(applyConfigForm(shared, form, '2026-12-02T10:00:00.000Z'), shared)).toBe(false);
  });
});

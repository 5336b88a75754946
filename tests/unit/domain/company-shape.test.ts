import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { assertCompanyShape } from '../../../domain/company-shape';

const local = JSON.parse(readFileSync('fixtures/tenants/local.json', 'utf8')).company;

describe('assertCompanyShape (browser start-up check)', () => {
  it('accepts a published company config', () => {
    expect(() => assertCompanyShape(local)).not.toThrow();
  });

  it("refuses a config whose modules are not a list with SPEC §8's #MODULE_IS_NOT_ARRAY", () => {
    expect(() => assertCompanyShape({ ...local, modules: { financeiro: {} } })).toThrow(
      expect.objectContaining({ code: '#MODULE_IS_NOT_ARRAY' }),
    );
  });

  it('refuses what is not a company at all with #ERRO_DOWNLOAD_COMPANY', () => {
    for (const bad of [null, 'oops', { ...local, id: 1 }, { ...local, style: {} }]) {
      expect(() => assertCompanyShape(bad)).toThrow(expect.objectContaining({ code: '#ERRO_DOWNLOAD_COMPANY' }));
    }
  });
});

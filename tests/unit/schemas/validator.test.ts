import { describe, expect, it } from 'vitest';
import local from '../../../fixtures/tenants/local.json';
import { CompanyConfig } from '../../../schemas/company';
import { compileSchema } from '../../../schemas/validator';

describe('compileSchema', () => {
  const validator = compileSchema<CompanyConfig>(CompanyConfig);

  it('accepts a valid config and then has no errors', () => {
    expect(validator.check(local.company)).toBe(true);
    expect(validator.errors()).toEqual([]);
  });

  it('stops at the first error to check, but lists every problem when asked', () => {
    const broken = { ...local.company, appName: '', status: 'paused' };
    expect(validator.check(broken)).toBe(false);
    const paths = validator.errors().map((e) => e.instancePath);
    expect(paths).toContain('/appName');
    expect(paths).toContain('/status');
    expect(validator.describe()).toMatch(/\/appName must NOT have fewer than 1 characters/);
  });
});

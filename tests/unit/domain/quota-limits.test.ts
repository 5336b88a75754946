import { describe, expect, it } from 'vitest';
import { belowUseWarning, changedLimits, parseQuotaLimits, quotaLimitTexts, quotaPercent } from '../../../domain/quota-limits';

const report = { users: { limit: 500, used: 12 }, storageBytes: { limit: 10 * 1024 ** 3, used: 0 }, queriesPerMinute: { limit: null, used: 3 } };

describe('quota limits as typed on the quotas screen', () => {
  it('shows the stored limits, empty for no limit and storage in its unit', () => {
    expect(quotaLimitTexts(report)).toEqual({ users: '500', storageBytes: '10 GB', queriesPerMinute: '' });
  });

  it('turns the fields into limits: empty is no limit, thousands separators allowed', () => {
    expect(parseQuotaLimits({ users: '1.000', storageBytes: '', queriesPerMinute: ' 60 ' })).toEqual({
      ok: true,
      limits: { users: 1000, storageBytes: null, queriesPerMinute: 60 },
    });
  });

  it('names each field that is not a limit, in pt-BR', () => {
    const result = parseQuotaLimits({ users: '2,5', storageBytes: 'muito', queriesPerMinute: '0' });
    expect(result).toEqual({
      ok: false,
      errors: {
        users: 'Informe um número inteiro, sem casas decimais, ou deixe vazio para não limitar.',
        storageBytes: 'Informe um tamanho como 500 MB ou 10 GB, um número de bytes, ou deixe vazio para não limitar.',
        queriesPerMinute: 'Informe um número a partir de 1, ou deixe vazio para não limitar.',
      },
    });
  });

  it('says the least a limit takes for a negative number, which is a whole number', () => {
    expect(parseQuotaLimits({ users: '-1', storageBytes: '', queriesPerMinute: '-5' })).toEqual({
      ok: false,
      errors: {
        users: 'Informe um número a partir de 0, ou deixe vazio para não limitar.',
        queriesPerMinute: 'Informe um número a partir de 1, ou deixe vazio para não limitar.',
      },
    });
  });

  it('sends only the limits that changed', () => {
    expect(changedLimits(report, { users: 500, storageBytes: null, queriesPerMinute: 30 })).toEqual({ storageBytes: null, queriesPerMinute: 30 });
    expect(changedLimits(report, { users: 500, storageBytes: 10 * 1024 ** 3, queriesPerMinute: null })).toEqual({});
  });

  it('measures how full a quota is, capped at 100, none without a limit', () => {
    expect(quotaPercent({ limit: 500, used: 12 })).toBe(2);
    expect(quotaPercent({ limit: 10, used: 15 })).toBe(150);
    expect(quotaPercent({ limit: 2, used: 8 })).toBe(400);
    expect(quotaPercent({ limit: 0, used: 0 })).toBe(0);
    expect(quotaPercent({ limit: null, used: 3 })).toBeNull();
  });
});

describe('a limit typed below the use', () => {
  const use = { limit: null, used: 12 };
  const plain = (n: number) => String(n);
  it('warns for users and storage, with what is in use, and not at or above it, for a non-limit or for queries', () => {
    expect(belowUseWarning('users', '5', use, plain)).toBe(
      'Abaixo do uso atual (12): ninguém é removido, mas novos cadastros e convites serão recusados até o uso ficar abaixo do limite.',
    );
    expect(belowUseWarning('storageBytes', '1 KB', { limit: null, used: 4096 }, (n) => `${n / 1024} KB`)).toBe(
      'Abaixo do uso atual (4 KB): nenhum arquivo é apagado, mas novos envios serão recusados até o uso ficar abaixo do limite.',
    );
    expect(belowUseWarning('users', '12', use, plain)).toBeNull();
    expect(belowUseWarning('users', '', use, plain)).toBeNull();
    expect(belowUseWarning('users', 'abc', use, plain)).toBeNull();
    expect(belowUseWarning('queriesPerMinute', '1', { limit: null, used: 30 }, plain)).toBeNull();
  });
});

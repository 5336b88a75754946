import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoized } from '../../../domain/memoized';

describe('memoized', () => {
  it('builds once per distinct argument list', () => {
    const make = vi.fn((a: string | undefined, n: number) => ({ a, n }));
    const get = memoized(make);
    expect(get('x', 1)).toBe(get('x', 1));
    expect(get('x', 2)).not.toBe(get('x', 1));
    expect(get(undefined, 1)).not.toBe(get('', 1));
    expect(make).toHaveBeenCalledTimes(4);
  });
  it('keeps nothing when building throws (an invalid time zone throws every time)', () => {
    const get = memoized((zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone }));
    expect(() => get('Nowhere/Atlantis')).toThrow(RangeError);
    expect(() => get('Nowhere/Atlantis')).toThrow(RangeError);
  });
});

/** Counts the Intl formatters a fresh copy of a module builds while `use` runs. */
async function formattersBuiltBy(use: () => Promise<void>): Promise<number> {
  vi.resetModules();
  let built = 0;
  for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
    const Real = Intl[name] as unknown as new (...args: unknown[]) => object;
    vi.spyOn(Intl, name).mockImplementation(function (...args: unknown[]) {
      built += 1;
      return new Real(...args);
    } as never);
  }
  await use();
  return built;
}

describe('formatters are built once, not per figure or cell (a dashboard or a table formats on every render)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('money and numbers build none (the dashboard figures do not load ICU)', async () => {
    const built = await formattersBuiltBy(async () => {
      const { formatCurrency, formatNumber, formatSummaryValue } = await import('../../../domain/money');
      for (let i = 0; i < 50; i++) {
        expect(formatSummaryValue(1000 + i, 'currency')).toBe(`R$ 1.0${String(i).padStart(2, '0')},00`);
        formatNumber(i + 0.5);
        formatNumber(i + 0.125, 'pt-BR', 3);
        formatCurrency(i, 'en');
      }
    });
    expect(built).toBe(0);
  });
  it('instants: one per time zone', async () => {
    const built = await formattersBuiltBy(async () => {
      const { formatDateTime, formatDate } = await import('../../../domain/dates');
      for (let i = 0; i < 50; i++) {
        expect(formatDateTime(`2026-07-01T15:${String(i).padStart(2, '0')}:00Z`, 'America/Sao_Paulo')).toBe(
          `01/07/2026 12:${String(i).padStart(2, '0')}`,
        );
        formatDate('2026-07-01T15:04:00Z', 'UTC');
      }
    });
    expect(built).toBe(2);
  });
  it('NF-e figures: one; byte sizes: none (plain numbers)', async () => {
    const built = await formattersBuiltBy(async () => {
      const { formatNfeNumber } = await import('../../../domain/nfe');
      const { formatBytes } = await import('../../../domain/byte-size');
      for (let i = 1; i <= 50; i++) {
        expect(formatNfeNumber(1234.56789 * i)).not.toBe('');
        expect(formatBytes(1536 * i)).toMatch(/KB$/);
        formatBytes(i);
      }
    });
    expect(built).toBe(1);
  });
});

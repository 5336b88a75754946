import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseDate } from '../../../domain/dates';
import {
  currencyOf,
  formatCurrency,
  formatNumber,
  formatSummaryValue,
  parseBrlAmount,
} from '../../../domain/money';

describe('money and numbers (SPEC §1: BRL in pt-BR, USD for English)', () => {
  it('formats BRL the Brazilian way', () => {
    expect(formatCurrency(2500.5)).toBe('R$ 2.500,50');
    expect(formatCurrency(1234567.891)).toBe('R$ 1.234.567,89');
    expect(formatCurrency(0)).toBe('R$ 0,00');
    expect(formatCurrency(-0)).toBe('R$ 0,00');
    expect(formatCurrency(-2.5)).toBe('-R$ 2,50');
    expect(formatCurrency(Number.NaN)).toBe('');
  });
  it('formats USD for English', () => {
    expect(currencyOf('en')).toBe('USD');
    expect(formatCurrency(2500.5, 'en')).toBe('$2,500.50');
  });
  it('formats numbers and summary figures by sumType', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatSummaryValue(2500.5, 'currency')).toBe('R$ 2.500,50');
    expect(formatSummaryValue(42, 'number')).toBe('42');
    expect(formatSummaryValue(null, 'currency')).toBe('');
  });
  it('rounds as Intl does: the shortest decimal text, half away from zero (1.005 -> 1,01; toFixed gives 1,00)', () => {
    expect(formatCurrency(1.005)).toBe('R$ 1,01');
    expect(formatCurrency(2.675, 'en')).toBe('$2.68');
    expect(formatNumber(510.895)).toBe('510,9');
    expect(formatNumber(-307.455)).toBe('-307,46');
    expect(formatNumber(999.995)).toBe('1.000');
    expect(formatCurrency(-0.004)).toBe('-R$ 0,00');
    expect(formatNumber(1.5e-7, 'pt-BR', 2)).toBe('0');
    expect(formatCurrency(1.5e21)).toBe('R$ 1.500.000.000.000.000.000.000,00');
  });
  it('writes every finite number exactly as Intl.NumberFormat does, in both locales', () => {
    const intl = (locale: 'pt-BR' | 'en', options: Intl.NumberFormatOptions) => (value: number) =>
      new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'pt-BR', options)
        .format(value === 0 ? 0 : value)
        .replace(/[\u00a0\u202f]/g, ' ');
    const money = { style: 'currency', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
    const value = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 1000),
      fc.integer({ min: -1e7, max: 1e7 }).map((n) => n + 0.5),
    );
    fc.assert(
      fc.property(
        value,
        fc.constantFrom('pt-BR' as const, 'en' as const),
        fc.integer({ min: 0, max: 4 }),
        (n, locale, decimals) => {
          expect(formatCurrency(n, locale)).toBe(intl(locale, { ...money, currency: currencyOf(locale) })(n));
          expect(formatNumber(n, locale, decimals)).toBe(
            intl(locale, { maximumFractionDigits: decimals })(n),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });
  it('parses amounts typed in pt-BR', () => {
    expect(parseBrlAmount('R$ 2.500,50')).toBe(2500.5);
    expect(parseBrlAmount('2500,5')).toBe(2500.5);
    expect(parseBrlAmount('-10')).toBe(-10);
    expect(parseBrlAmount('2,500.50')).toBeNull();
  });
});

describe('dates (SPEC §9: DD/MM/YYYY HH:mm and DD/MM/YYYY)', () => {
  const instant = '2026-07-01T15:04:00Z';
  it('formats an instant in the given time zone', () => {
    expect(formatDateTime(instant, 'America/Sao_Paulo')).toBe('01/07/2026 12:04');
    expect(formatDateTime(instant, 'UTC')).toBe('01/07/2026 15:04');
    expect(formatDate('2026-01-01T01:00:00Z', 'America/Sao_Paulo')).toBe('31/12/2025');
    expect(formatDateTime('2026-03-09T00:00:00.000-03:00', 'America/Sao_Paulo')).toBe('09/03/2026 00:00');
  });
  it('keeps a calendar date on its day in any zone', () => {
    expect(formatDate('2026-07-01', 'Pacific/Honolulu')).toBe('01/07/2026');
    expect(formatDate('2026-07-01', 'Asia/Tokyo')).toBe('01/07/2026');
  });
  it('gives empty text for invalid input and parses typed dates', () => {
    expect(formatDateTime('not a date', 'UTC')).toBe('');
    expect(formatDate('2026-02-30', 'UTC')).toBe('');
    expect(parseDate('29/02/2028')).toBe('2028-02-29');
    expect(parseDate('29/02/2026')).toBeNull();
    expect(parseDate('1/2/2026')).toBeNull();
  });
});

// SPEC §1/§9 number and money formats: pt-BR with BRL ('R$ 2.500,50'); English with USD ('$2,500.50').

export type Locale = 'pt-BR' | 'en';

/** The currency of a locale (SPEC §1: BRL, USD for English). */
export const currencyOf = (locale: Locale) => (locale === 'en' ? 'USD' : 'BRL');

/** Intl puts a no-break space after 'R$'; plain spaces keep the text stable to compare and copy. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Money with 2 decimals: formatCurrency(2500.5) -> 'R$ 2.500,50'; formatCurrency(2500.5, 'en') -> '$2,500.50'. */
export function formatCurrency(value: number, locale: Locale = 'pt-BR'): string {
  if (!Number.isFinite(value)) return '';
  const format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'pt-BR', {
    style: 'currency',
    currency: currencyOf(locale),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return plainSpaces(format.format(value === 0 ? 0 : value));
}

/** A number with grouping and up to `maxDecimals` decimals: formatNumber(1234.5) -> '1.234,5'. */
export function formatNumber(value: number, locale: Locale = 'pt-BR', maxDecimals = 2): string {
  if (!Number.isFinite(value)) return '';
  const format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'pt-BR', {
    maximumFractionDigits: maxDecimals,
  });
  return plainSpaces(format.format(value === 0 ? 0 : value));
}

/** An item's summary figure (SPEC §3 sumType): currency in the locale's money, otherwise a number. */
export function formatSummaryValue(
  value: number | null | undefined,
  sumType: 'currency' | 'number' | undefined,
  locale: Locale = 'pt-BR',
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return sumType === 'currency' ? formatCurrency(value, locale) : formatNumber(value, locale);
}

/** Parses a pt-BR amount as typed ('2.500,50', 'R$ 2.500,50', '-10') into a number, or null. */
export function parseBrlAmount(text: string): number | null {
  const clean = text.replace(/R\$|\s/g, '');
  if (!/^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$/.test(clean)) return null;
  return Number(clean.replace(/\./g, '').replace(',', '.'));
}

// SPEC §1/§9 number and money formats: pt-BR with BRL ('R$ 2.500,50'); English with USD ('$2,500.50').

export type Locale = 'pt-BR' | 'en';

/** The currency of a locale (SPEC §1: BRL, USD for English). */
export const currencyOf = (locale: Locale) => (locale === 'en' ? 'USD' : 'BRL');

/** Separators and the currency's symbol of each locale, as CLDR writes them (a plain space after 'R$', where Intl
 * writes a no-break one: the text stays stable to compare and copy). */
const marks = {
  'pt-BR': { group: '.', point: ',', symbol: 'R$ ' },
  en: { group: ',', point: '.', symbol: '$' },
} as const;

/** A non-negative number as plain decimal text, exponents written out: 1.5e-7 -> '0.00000015'. */
function plainDecimal(magnitude: number): string {
  const text = String(magnitude);
  const scientific = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!scientific) return text;
  const digits = `${scientific[1]}${scientific[2] ?? ''}`;
  const exponent = Number(scientific[3]);
  if (exponent < 0) return `0.${'0'.repeat(-exponent - 1)}${digits}`;
  return exponent + 1 >= digits.length
    ? digits.padEnd(exponent + 1, '0')
    : `${digits.slice(0, exponent + 1)}.${digits.slice(exponent + 1)}`;
}

/** '199' -> '200': a string of digits plus one. */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * The grouped digits of |value| with `minDecimals` to `maxDecimals` places, as Intl.NumberFormat writes them for
 * these two formats, without Intl: building the first Intl formatter loads ICU's locale data, a long task on a
 * phone right when the dashboard's figures arrive. Intl rounds the number's shortest decimal text (String(1.005) is
 * '1.005', so 1,01, where toFixed gives 1.00), half away from zero; so does this.
 */
function digitsOf(value: number, locale: Locale, minDecimals: number, maxDecimals: number): string {
  const { group, point } = marks[locale];
  const [whole = '0', fraction = ''] = plainDecimal(Math.abs(value)).split('.');
  let kept = `${whole}${fraction.slice(0, maxDecimals).padEnd(maxDecimals, '0')}`;
  if ((fraction[maxDecimals] ?? '0') >= '5') kept = incremented(kept);
  const wholeDigits = kept.slice(0, kept.length - maxDecimals) || '0';
  let shown = kept.slice(kept.length - maxDecimals);
  while (shown.length > minDecimals && shown.endsWith('0')) shown = shown.slice(0, -1);
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+$)/g, group);
  return shown ? `${grouped}${point}${shown}` : grouped;
}

/** Intl's sign: a minus for every negative value, even one that rounds to zero; none for -0. */
const signOf = (value: number) => (value < 0 ? '-' : '');

/** Money with 2 decimals: formatCurrency(2500.5) -> 'R$ 2.500,50'; formatCurrency(2500.5, 'en') -> '$2,500.50'. */
export function formatCurrency(value: number, locale: Locale = 'pt-BR'): string {
  if (!Number.isFinite(value)) return '';
  return `${signOf(value)}${marks[locale].symbol}${digitsOf(value, locale, 2, 2)}`;
}

/** A number with grouping and up to `maxDecimals` decimals: formatNumber(1234.5) -> '1.234,5'. */
export function formatNumber(value: number, locale: Locale = 'pt-BR', maxDecimals = 2): string {
  if (!Number.isFinite(value)) return '';
  return `${signOf(value)}${digitsOf(value, locale, 0, maxDecimals)}`;
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

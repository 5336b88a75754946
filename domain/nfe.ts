// NF-e figures (SPEC §3 "NF-e product line", §5 "NF-e number format 7 significant digits").
import { kitSize } from './kit-products';
import { memoized } from './memoized';

const nfeFormat = memoized(() => new Intl.NumberFormat('pt-BR', { maximumSignificantDigits: 7 }));

/** SPEC §5: NF-e quantities and values show at most 7 significant digits, pt-BR ('1.234,568'; '0,1234568'). */
export function formatNfeNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  return nfeFormat().format(value === 0 ? 0 : value);
}

/** An access key as the DANFE prints it, in groups of 4 digits ('3526 0311 2223 ...'), so it can wrap. */
export function formatAccessKey(key: string): string {
  return /^\d{44}$/.test(key) ? key.replace(/(\d{4})(?=\d)/g, '$1 ') : key;
}

/** An NF-e product line as it comes from the invoice (value is the unit price; icms the rate in %). */
export type NfeProductLine = {
  unit: string;
  description: string;
  qtd: number;
  qtdFaturada: number;
  value: number;
  baseICMS: number;
  icms: number;
  codProductNf: string;
  nf: string;
  dateNf: string;
};

export type NfeComputed = {
  /** ICMS base of one commercial unit: baseICMS / qtd (0 when qtd is 0). */
  baseUnitariaICMS: number;
  /** Pieces in one commercial unit: the kit size of the description (SPEC §5), 1 when it is not a kit. */
  auxCount: number;
  /** Gross line value: qtd x value. */
  totalValue: number;
  /** Discount implied by the ICMS base: totalValue - baseICMS, never below 0. */
  discountValue: number;
  /** ICMS due on the line: baseICMS x icms / 100. */
  valIcms: number;
};

const cents = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/**
 * The computed fields of a line. Money is rounded to cents (as the NF-e prints it); the per-unit ICMS base is
 * kept unrounded because it is multiplied back by returned quantities.
 */
export function computeNfeLine(line: NfeProductLine): NfeComputed {
  const totalValue = cents(line.qtd * line.value);
  return {
    baseUnitariaICMS: line.qtd === 0 ? 0 : line.baseICMS / line.qtd,
    auxCount: kitSize(line.description) ?? 1,
    totalValue,
    discountValue: Math.max(0, cents(totalValue - line.baseICMS)),
    valIcms: cents((line.baseICMS * line.icms) / 100),
  };
}

import type { NfeComputed, NfeProductLine } from './nfe';

type Line = Pick<NfeProductLine, 'baseICMS'> & Pick<NfeComputed, 'totalValue' | 'discountValue' | 'valIcms'>;
export type NfeTotals = { totalValue: number; discountValue: number; baseICMS: number; valIcms: number };

const cents = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** The invoice's totals over its product lines (the NF-e lines screen's footer), in cents. */
export function nfeTotals(lines: readonly Line[]): NfeTotals {
  const sum = (pick: (line: Line) => number) => cents(lines.reduce((total, line) => total + pick(line), 0));
  return {
    totalValue: sum((l) => l.totalValue),
    discountValue: sum((l) => l.discountValue),
    baseICMS: sum((l) => l.baseICMS),
    valIcms: sum((l) => l.valIcms),
  };
}

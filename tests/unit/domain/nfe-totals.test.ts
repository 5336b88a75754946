import { describe, expect, it } from 'vitest';
import { nfeTotals } from '../../../domain/nfe-totals';

describe("an NF-e's totals", () => {
  it('adds the lines up in cents', () => {
    const lines = [
      { totalValue: 599, discountValue: 0, baseICMS: 599, valIcms: 97.04 },
      { totalValue: 0.1, discountValue: 0.2, baseICMS: 0.1, valIcms: 0.01 },
    ];
    expect(nfeTotals(lines)).toEqual({ totalValue: 599.1, discountValue: 0.2, baseICMS: 599.1, valIcms: 97.05 });
    expect(nfeTotals([])).toEqual({ totalValue: 0, discountValue: 0, baseICMS: 0, valIcms: 0 });
  });
});

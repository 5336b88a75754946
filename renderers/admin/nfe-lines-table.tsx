import { adminFinanceUi } from '../../domain/messages/admin-finance-ui';
import { formatCurrency } from '../../domain/money';
import { formatNfeNumber, type NfeComputed, type NfeProductLine } from '../../domain/nfe';
import { nfeTotals } from '../../domain/nfe-totals';
import { AdminTable } from './admin-table';

export type NfeTableLine = NfeProductLine & NfeComputed & { item: number; kitUnitValue: number };

const t = adminFinanceUi.nfe;
const c = t.columns;

/**
 * An NF-e's product lines with the computed fields (SPEC §3) and the kit rule (SPEC §5): quantities and rates with
 * 7 significant digits, money in BRL; the per-unit ICMS base is unrounded, so it keeps its 7 digits too.
 */
export function NfeLinesTable({ lines, label }: { lines: readonly NfeTableLine[]; label: string }) {
  const totals = nfeTotals(lines);
  return (
    <AdminTable label={label} className="nfe-table">
      <thead>
        <tr>
          <th scope="col">{c.item}</th>
          <th scope="col">{c.codProductNf}</th>
          <th scope="col">{c.description}</th>
          <th scope="col">{c.unit}</th>
          <th scope="col" className="ops-num">{c.qtd}</th>
          <th scope="col" className="ops-num">{c.qtdFaturada}</th>
          <th scope="col" className="ops-num">{c.value}</th>
          <th scope="col" className="ops-num">{c.auxCount}</th>
          <th scope="col" className="ops-num">{c.kitUnitValue}</th>
          <th scope="col" className="ops-num">{c.totalValue}</th>
          <th scope="col" className="ops-num">{c.discountValue}</th>
          <th scope="col" className="ops-num">{c.baseICMS}</th>
          <th scope="col" className="ops-num">{c.baseUnitariaICMS}</th>
          <th scope="col" className="ops-num">{c.icms}</th>
          <th scope="col" className="ops-num">{c.valIcms}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.item}>
            <td className="ops-num">{line.item}</td>
            <td className="ops-mono">{line.codProductNf}</td>
            <th scope="row" className="nfe-table__description">
              {line.description}
              {line.auxCount > 1 ? <span className="admin-badge">{t.kit(line.auxCount)}</span> : null}
            </th>
            <td>{line.unit}</td>
            <td className="ops-num">{formatNfeNumber(line.qtd)}</td>
            <td className="ops-num">{formatNfeNumber(line.qtdFaturada)}</td>
            <td className="ops-num">{formatCurrency(line.value)}</td>
            <td className="ops-num">{formatNfeNumber(line.auxCount)}</td>
            <td className="ops-num">{formatCurrency(line.kitUnitValue)}</td>
            <td className="ops-num">{formatCurrency(line.totalValue)}</td>
            <td className="ops-num">{formatCurrency(line.discountValue)}</td>
            <td className="ops-num">{formatCurrency(line.baseICMS)}</td>
            <td className="ops-num">{formatNfeNumber(line.baseUnitariaICMS)}</td>
            <td className="ops-num">{formatNfeNumber(line.icms)}</td>
            <td className="ops-num">{formatCurrency(line.valIcms)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={9}>
            {t.totals}
          </th>
          <td className="ops-num">{formatCurrency(totals.totalValue)}</td>
          <td className="ops-num">{formatCurrency(totals.discountValue)}</td>
          <td className="ops-num">{formatCurrency(totals.baseICMS)}</td>
          <td />
          <td />
          <td className="ops-num">{formatCurrency(totals.valIcms)}</td>
        </tr>
      </tfoot>
    </AdminTable>
  );
}

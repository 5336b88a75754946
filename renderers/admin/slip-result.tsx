import type { ParsedSlip } from '../../domain/digitable-line';
import { formatDate } from '../../domain/dates';
import { adminFinanceUi } from '../../domain/messages/admin-finance-ui';
import { formatCurrency } from '../../domain/money';

const t = adminFinanceUi.digitableLine;

/** A parsed slip: kind, bank (or segment), amount in BRL, due date 'DD/MM/YYYY', barcode and line. */
export function SlipResult({ slip, labelledBy }: { slip: ParsedSlip; labelledBy: string }) {
  return (
    <dl className="finance-result" aria-labelledby={labelledBy}>
      <dt>{t.kind}</dt>
      <dd>{t.kinds[slip.kind] ?? slip.kind}</dd>
      <dt>{slip.kind === 'bancario' ? t.bank : t.issuer}</dt>
      <dd>
        {slip.bank.code}
        {slip.bank.name ? ` · ${slip.bank.name}` : ''}
      </dd>
      <dt>{t.amount}</dt>
      <dd>{slip.amount === null ? t.noAmount : formatCurrency(slip.amount)}</dd>
      <dt>{t.dueDate}</dt>
      <dd>{slip.dueDate ? formatDate(slip.dueDate) : t.noDueDate}</dd>
      <dt>{t.barcode}</dt>
      <dd className="ops-mono">{slip.barcode}</dd>
      <dt>{t.line}</dt>
      <dd className="ops-mono">{slip.line}</dd>
    </dl>
  );
}

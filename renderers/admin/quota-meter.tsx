import { quotaPercent } from '../../domain/quota-limits';
import type { QuotaUse } from '../../domain/quotas';
import { adminOperationsUi } from '../../domain/messages/admin-operations-ui';

type Props = { label: string; use: QuotaUse; format(value: number): string };

const t = adminOperationsUi.quotas;

/** A quota's use: a <meter> against its limit (none without one) and the same in words. */
export function QuotaMeter({ label, use, format }: Props) {
  const percent = quotaPercent(use);
  const text = use.limit === null ? t.useNoLimit(format(use.used)) : t.useOf(format(use.used), format(use.limit), percent ?? 0);
  const level = percent === null ? 'none' : percent >= 100 ? 'full' : percent >= 80 ? 'high' : 'ok';
  return (
    <div className={`quota-meter quota-meter--${level}`}>
      {use.limit !== null ? (
        <meter className="quota-meter__bar" min={0} max={use.limit} low={use.limit * 0.8} high={use.limit * 0.99} optimum={0} value={Math.min(use.used, use.limit)} aria-label={t.useLabel(label)} aria-valuetext={text} />
      ) : null}
      <p className="quota-meter__text">{text}</p>
    </div>
  );
}

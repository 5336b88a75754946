import { formatDateTime } from '../../domain/dates';
import { entityUiMessages } from '../../domain/messages/entities';
import type { EntityApproval } from '../../schemas/entity';
import { formatEntityCode } from './entity-label';
import './entities.css';

type Props = { approvals: readonly EntityApproval[]; busy?: boolean; onDecide?(approval: EntityApproval, approved: boolean): void };

const ui = entityUiMessages.approvals;
const listOf = (value: unknown) => (Array.isArray(value) ? value.filter((v) => typeof v === 'string').join(', ') : '');

/** Pending entity approval requests; approvers get 'Aprovar' and 'Recusar' on each. */
export function ApprovalList({ approvals, busy, onDecide }: Props) {
  if (approvals.length === 0) return <p>{ui.empty}</p>;
  return (
    <ul className="entity-list">
      {approvals.map((a) => {
        const name = `${a.description} (${formatEntityCode(a.code)})`;
        const extras = [a.tag1, a.tag2, listOf(a.options)].filter(Boolean).join(' · ');
        return (
          <li key={a.id} className="entity-list__item">
            <span className="entity-list__main">
              <strong>{name}</strong>
              <span className="entity-list__code">{ui.requestedBy(a.email, formatDateTime(a.createdAt))}</span>
              {extras ? <span className="entity-list__code">{extras}</span> : null}
            </span>
            {onDecide ? (
              <>
                <button
                  type="button"
                  className="button button--primary button--small"
                  disabled={busy}
                  aria-label={`${ui.approve} ${name} — ${a.email}`}
                  onClick={() => onDecide(a, true)}
                >
                  {ui.approve}
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={busy}
                  aria-label={`${ui.refuse} ${name} — ${a.email}`}
                  onClick={() => onDecide(a, false)}
                >
                  {ui.refuse}
                </button>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

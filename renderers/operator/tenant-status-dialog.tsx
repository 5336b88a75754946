import { operatorScreenMessages } from '../../domain/messages/operator';
import { tenantStatuses, type OperatorTenant, type TenantStatus } from '../../domain/operator-tenants';
import { ModalDialog } from '../dialogs/modal-dialog';
import { RadioGroup } from '../inputs/radio-group';
import { TextareaInput } from '../inputs/textarea-input';

const t = operatorScreenMessages.status;
const labels = operatorScreenMessages.statuses;

export type StatusChoice = { status: TenantStatus; message: string };

type Props = {
  tenant: OperatorTenant | null;
  /** The tenant of the operator host itself: only 'Ativa' is offered, or operators would lock themselves out. */
  hostTenantId: string;
  choice: StatusChoice;
  busy: boolean;
  error: string | null;
  onChoice(choice: StatusChoice): void;
  onConfirm(): void;
  onCancel(): void;
};

/** The status control and its confirmation in one native dialog: the new status, what it does, then confirm. */
export function TenantStatusDialog({ tenant, hostTenantId, choice, busy, error, onChoice, onConfirm, onCancel }: Props) {
  const unchanged = tenant !== null && choice.status === tenant.status && choice.status !== 'blocked';
  const missingMessage = choice.status === 'blocked' && choice.message.trim() === '';
  const own = tenant?.id === hostTenantId;
  const options = tenantStatuses.map((status) => ({ value: status, label: labels[status], disabled: own && status !== 'active' }));
  return (
    <ModalDialog
      open={tenant !== null}
      role="alertdialog"
      className="tenant-status-dialog"
      title={tenant ? t.title(tenant.appName) : ''}
      onCancel={onCancel}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            {operatorScreenMessages.cancel}
          </button>
          <button
            type="button"
            className={`button ${choice.status === 'active' ? 'button--primary' : 'button--danger'}`}
            onClick={onConfirm}
            disabled={busy || unchanged || missingMessage}
            aria-busy={busy}
          >
            {busy ? t.saving : t.confirm[choice.status]}
          </button>
        </>
      }
    >
      {tenant ? (
        <>
          <p>{t.current(labels[tenant.status])}</p>
          {own ? <p className="operator-notice operator-notice--warning">{t.ownTenant}</p> : null}
          <RadioGroup label={t.legend} value={choice.status} options={options} onValue={(status) => onChoice({ ...choice, status: status as TenantStatus })} />
          <p className="tenant-status-dialog__effect">{unchanged ? t.unchanged : t.effects[choice.status]}</p>
          {choice.status === 'blocked' ? (
            <TextareaInput
              label={t.message}
              required
              rows={3}
              maxLength={2000}
              value={choice.message}
              hint={t.messageHint}
              error={missingMessage ? operatorScreenMessages.validation.required : null}
              onValue={(message) => onChoice({ ...choice, message })}
            />
          ) : null}
          {error ? (
            <p className="operator-notice operator-notice--error" role="alert">
              {error}
            </p>
          ) : null}
        </>
      ) : null}
    </ModalDialog>
  );
}

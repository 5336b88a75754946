import { useState } from 'react';
import { operatorScreenMessages } from '../../domain/messages/operator';
import type { OperatorTenant } from '../../domain/operator-tenants';
import type { StatusChoice } from '../../renderers/operator/tenant-status-dialog';
import { setTenantStatus } from '../api/operator-api';

const t = operatorScreenMessages.status;

/** The status dialog's state: which tenant, the chosen status and message, and the confirmed change. */
export function useStatusChange(onChanged: (tenant: OperatorTenant, choice: StatusChoice) => Promise<void>) {
  const [tenant, setTenant] = useState<OperatorTenant | null>(null);
  const [choice, setChoice] = useState<StatusChoice>({ status: 'active', message: t.messageDefault });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = (next: OperatorTenant) => {
    setTenant(next);
    setChoice({ status: next.status, message: t.messageDefault });
    setError(null);
  };
  const cancel = () => {
    if (!busy) setTenant(null);
  };
  const confirm = async () => {
    if (!tenant) return;
    setBusy(true);
    setError(null);
    try {
      await setTenantStatus(tenant.id, choice.status, choice.status === 'blocked' ? choice.message.trim() : undefined);
      setTenant(null);
      await onChanged(tenant, choice);
    } catch {
      setError(t.failed);
    } finally {
      setBusy(false);
    }
  };
  return { tenant, choice, busy, error, open, cancel, confirm, setChoice };
}

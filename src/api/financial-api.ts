import type { BillSent } from '../../schemas/finance-calls';
import { apiRequest } from './http-client';

/**
 * SPEC §7 "Others": POST /v1/session/app/{app}/sendNoBearerEmail body {bill} (the financial service group): the
 * server mails one of the user's bills to the user's own address. A script shows its failures itself, so no
 * global connection-error dialog.
 */
export function sendBillEmail(companyId: string, bill: string): Promise<BillSent> {
  return apiRequest<BillSent>(`/financial/v1/session/app/${encodeURIComponent(companyId)}/sendNoBearerEmail`, {
    method: 'POST',
    body: { bill },
    connectionErrors: false,
  });
}

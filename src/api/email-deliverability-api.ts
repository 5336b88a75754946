import { apiRequest } from './http-client';

export type DeliverabilityOutcome = { to: string; accepted: boolean; transport: 'outbox' | 'smtp'; sentAt: string; response?: string };

/** `POST /auth/v1/session/app/{id}/user/email-deliverability`: a test e-mail to the signed-in user, sent now. */
export function sendTestEmail(companyId: string): Promise<DeliverabilityOutcome> {
  return apiRequest(`/auth/v1/session/app/${encodeURIComponent(companyId)}/user/email-deliverability`, {
    method: 'POST',
    body: {},
    connectionErrors: false,
  });
}

import { useState } from 'react';
import { asApiFailure } from '../../domain/api-failure';
import { formatDateTime } from '../../domain/dates';
import { deliverabilityMessages as t } from '../../domain/messages/email-deliverability';
import { appRoute } from '../../domain/routing';
import { AccountCard, AccountStatus } from '../../renderers/account/account-card';
import { sendTestEmail, type DeliverabilityOutcome } from '../api/email-deliverability-api';
import { useTenant } from '../bootstrap/tenant-context';
import { useSessionUser } from '../session/session-store';
import { useTrackedRequest } from '../tracking/use-tracked-request';
import { AppLink } from '../ui/app-link';

type Result = { outcome: DeliverabilityOutcome } | { error: string };

/** The verdict line: accepted (outbox or SMTP, with the time), refused, or the request's own pt-BR error. */
function verdict(result: Result | null): { text: string | null; error: boolean } {
  if (!result) return { text: null, error: false };
  if ('error' in result) return { text: result.error, error: true };
  const { outcome } = result;
  const time = formatDateTime(outcome.sentAt).slice(11);
  return outcome.accepted ? { text: t.accepted(time, outcome.transport), error: false } : { text: t.refused, error: true };
}

/** /email-deliverability (auth): the user sends themselves a test e-mail and sees whether the transport took it. */
export default function EmailDeliverabilityPage() {
  const { company } = useTenant();
  const user = useSessionUser();
  const [result, setResult] = useState<Result | null>(null);
  const request = useTrackedRequest(async () => {
    try {
      setResult({ outcome: await sendTestEmail(company.id) });
    } catch (reason) {
      setResult({ error: asApiFailure(reason).message ?? t.failed });
    }
  });
  const line = verdict(result);
  const response = result && 'outcome' in result ? result.outcome.response : undefined;
  return (
    <AccountCard title={t.title} lead={user ? t.lead(user.email) : undefined} wide>
      <p>
        <button type="button" className="button button--primary" disabled={request.pending} onClick={() => request.run(undefined)}>
          {request.pending ? t.sending : t.send}
        </button>
      </p>
      <AccountStatus text={line.text} error={line.error} />
      {response ? <p className="account-card__lead">{t.serverReply(response)}</p> : null}
      <h2 className="account-card__subtitle">{t.guidanceTitle}</h2>
      <ul>
        {t.guidance.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <p>
        <AppLink to={appRoute(company)}>{t.back}</AppLink>
      </p>
    </AccountCard>
  );
}

import { entityUiMessages } from '../../domain/messages/entities';
import { appRoute } from '../../domain/routing';
import { AccountCard, AccountStatus } from '../../renderers/account/account-card';
import { ApprovalList } from '../../renderers/entities/approval-list';
import { useTenant } from '../bootstrap/tenant-context';
import { LoadingOverlay } from '../routes/loading-overlay';
import { useSignedInUser } from '../session/use-signed-in-user';
import { AppLink } from '../ui/app-link';
import { EntityRegistrationPanel } from './entity-registration-panel';
import { useApprovals } from './use-approvals';
import '../../renderers/entities/entities.css';

const ui = entityUiMessages;

/**
 * /entities-validation (SPEC §2, no auth): where a user validates entities outside the portal, e.g. from a
 * link. Signed in (stored code, loaded by token), it is 'Adicionar empresa' as a page plus the pending
 * approvals (approvers decide them here too); signed out, it asks to sign in and comes back here.
 */
export default function EntitiesValidationPage() {
  const { company } = useTenant();
  const { user, loading } = useSignedInUser(company.id);
  if (loading) return <LoadingOverlay />;
  if (!user || user.isPublic) {
    return (
      <AccountCard title={ui.validationPage.title} lead={ui.validationPage.signIn}>
        <AppLink className="button button--primary" to={`/?redirect_url=${encodeURIComponent('/entities-validation')}`}>
          {ui.validationPage.signInButton}
        </AppLink>
      </AccountCard>
    );
  }
  const approver = user.groups.includes('admin');
  return (
    <AccountCard title={ui.validationPage.title} lead={ui.validationPage.lead} wide>
      <EntityRegistrationPanel
        company={company}
        close={
          <AppLink className="button button--ghost" to={appRoute(company)}>
            {ui.validationPage.toPortal}
          </AppLink>
        }
      />
      {/* The session user is replaced once a request is filed (refreshSessionUser): the list follows it. */}
      {company.entity?.approval ? <PendingApprovals companyId={company.id} approver={approver} revision={user} /> : null}
    </AccountCard>
  );
}

function PendingApprovals({ companyId, approver, revision }: { companyId: string; approver: boolean; revision: unknown }) {
  const { list, decision, decide } = useApprovals(companyId, revision);
  return (
    <section aria-labelledby="pending-approvals">
      <h2 id="pending-approvals" className="account-card__subtitle">
        {approver ? ui.approvals.title : ui.approvals.yours}
      </h2>
      <AccountStatus text={decision.status?.text ?? list.error} error={decision.status?.error ?? Boolean(list.error)} />
      {list.data ? <ApprovalList approvals={list.data} busy={decision.busy} onDecide={approver ? decide : undefined} /> : null}
    </section>
  );
}

import { Suspense } from 'react';
import { lazyChunk } from '../../renderers/shell/lazy-with-timeout';
import type { CompanyConfig } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';
import { closeModals, useOpenModal } from '../ui/modal-store';

// Every account dialog loads on first use (SPEC §9 "Code is loaded lazily"): the profile and password
// statecharts, the feedback form and the entity screens stay out of the dashboard's first load (issue 14).
const ProfileDialog = lazyChunk(async () => ({ default: (await import('./profile-dialog')).ProfileDialog }));
const PasswordDialog = lazyChunk(async () => ({ default: (await import('./password-dialog')).PasswordDialog }));
const FeedbackDialog = lazyChunk(async () => ({ default: (await import('./feedback-dialog')).FeedbackDialog }));
const EntitySelectionDialog = lazyChunk(() => import('../entities/entity-selection-dialog'));
const EntityRegistrationDialog = lazyChunk(() => import('../entities/entity-registration-dialog'));
const ApprovalsDialog = lazyChunk(() => import('../entities/approvals-dialog'));
const HostDialog = lazyChunk(() => import('../entities/host-dialog'));
const AuditDialog = lazyChunk(() => import('../entities/audit-dialog'));
const AccountsDialog = lazyChunk(() => import('../entities/accounts-dialog'));

/** The open portal dialog (account, entity, host, audit); each mounts fresh (its statechart starts over) when opened. */
export function AccountDialogs({ company, user }: { company: CompanyConfig; user: UserSession }) {
  const modal = useOpenModal();
  return <Suspense fallback={null}>{dialog(modal, company, user)}</Suspense>;
}

function dialog(modal: ReturnType<typeof useOpenModal>, company: CompanyConfig, user: UserSession) {
  switch (modal) {
    case 'profile':
      return <ProfileDialog companyId={company.id} user={user} onClose={closeModals} />;
    case 'password':
      return <PasswordDialog company={company} user={user} onClose={closeModals} />;
    case 'feedback':
      return <FeedbackDialog companyId={company.id} user={user} onClose={closeModals} />;
    case 'entities':
      return <EntitySelectionDialog company={company} user={user} onClose={closeModals} />;
    case 'entityRegistration':
      return <EntityRegistrationDialog company={company} onClose={closeModals} />;
    case 'approvals':
      return <ApprovalsDialog companyId={company.id} onClose={closeModals} />;
    case 'host':
      return <HostDialog companyId={company.id} onClose={closeModals} />;
    case 'audit':
      return company.entity?.radar ? <AuditDialog companyId={company.id} onClose={closeModals} /> : null;
    case 'accounts':
      return <AccountsDialog onClose={closeModals} />;
    default:
      return null;
  }
}

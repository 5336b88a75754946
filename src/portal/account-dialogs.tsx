import { Suspense } from 'react';
import { lazyChunk } from '../../renderers/shell/lazy-with-timeout';
import type { CompanyConfig } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';
import { closeModals, useOpenModal } from '../ui/modal-store';
import { FeedbackDialog } from './feedback-dialog';
import { PasswordDialog } from './password-dialog';
import { ProfileDialog } from './profile-dialog';

// The entity, host and audit dialogs load on first use (SPEC §9 "Code is loaded lazily").
const EntitySelectionDialog = lazyChunk(() => import('../entities/entity-selection-dialog'));
const EntityRegistrationDialog = lazyChunk(() => import('../entities/entity-registration-dialog'));
const ApprovalsDialog = lazyChunk(() => import('../entities/approvals-dialog'));
const HostDialog = lazyChunk(() => import('../entities/host-dialog'));
const AuditDialog = lazyChunk(() => import('../entities/audit-dialog'));
const AccountsDialog = lazyChunk(() => import('../entities/accounts-dialog'));

/** The open portal dialog (account, entity, host, audit); each mounts fresh (its statechart starts over) when opened. */
export function AccountDialogs({ company, user }: { company: CompanyConfig; user: UserSession }) {
  const modal = useOpenModal();
  if (modal === 'profile') return <ProfileDialog companyId={company.id} user={user} onClose={closeModals} />;
  if (modal === 'password') return <PasswordDialog company={company} user={user} onClose={closeModals} />;
  if (modal === 'feedback') return <FeedbackDialog companyId={company.id} user={user} onClose={closeModals} />;
  return <Suspense fallback={null}>{entityDialog(modal, company, user)}</Suspense>;
}

function entityDialog(modal: ReturnType<typeof useOpenModal>, company: CompanyConfig, user: UserSession) {
  switch (modal) {
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

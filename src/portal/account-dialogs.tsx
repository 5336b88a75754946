import type { CompanyConfig } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';
import { closeModals, useOpenModal } from '../ui/modal-store';
import { FeedbackDialog } from './feedback-dialog';
import { PasswordDialog } from './password-dialog';
import { ProfileDialog } from './profile-dialog';

/** The open account dialog of the portal header; each mounts fresh (its statechart starts over) when opened. */
export function AccountDialogs({ company, user }: { company: CompanyConfig; user: UserSession }) {
  const modal = useOpenModal();
  if (modal === 'profile') return <ProfileDialog companyId={company.id} user={user} onClose={closeModals} />;
  if (modal === 'password') return <PasswordDialog company={company} user={user} onClose={closeModals} />;
  if (modal === 'feedback') return <FeedbackDialog companyId={company.id} user={user} onClose={closeModals} />;
  return null;
}

import type { CompanyConfig } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';
import { entityHeaderMessages } from '../../domain/messages/entity-header';
import { openModal } from '../ui/modal-store';
import { entityHeaderLabel } from './entity-header-label';
import '../../renderers/entities/entities.css';

type Props = { company: CompanyConfig; user: UserSession; onOpen?(): void };

/**
 * The header's entity area (company style.layout.entity.show): a button naming the current selection; it opens
 * the entity selector, or 'Adicionar empresa' for a user with no entity yet. `onOpen` runs first (the mobile
 * menu closes, as it does for the account entries).
 */
export function EntityHeader({ company, user, onOpen }: Props) {
  if (!company.style.layout?.entity?.show || user.isPublic) return null;
  const label = entityHeaderLabel(user);
  const button = (
    <button
      type="button"
      className="button button--light entity-header-button"
      title={label}
      data-testid="entity-header"
      onClick={() => {
        onOpen?.();
        openModal(user.hasEntity ? 'entities' : 'entityRegistration');
      }}
    >
      <span className="entity-header-button__label">{label}</span>
    </button>
  );
  if (!user.entityPendingApproval) return button;
  // SPEC §3 session flag entityPendingApproval: an entity the user asked for waits for an approver.
  return (
    <span className="entity-header">
      {button}
      <span className="entity-header__pending" role="status">
        {entityHeaderMessages.header.pendingApproval}
      </span>
    </span>
  );
}

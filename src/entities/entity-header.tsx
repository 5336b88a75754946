import type { CompanyConfig } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';
import { openModal } from '../ui/modal-store';
import { entityHeaderLabel } from './entity-header-label';
import '../../renderers/entities/entities.css';

/**
 * The header's entity area (company style.layout.entity.show): a button naming the current selection; it opens
 * the entity selector, or 'Adicionar empresa' for a user with no entity yet.
 */
export function EntityHeader({ company, user }: { company: CompanyConfig; user: UserSession }) {
  if (!company.style.layout?.entity?.show || user.isPublic) return null;
  const label = entityHeaderLabel(user);
  return (
    <button
      type="button"
      className="button button--light entity-header-button"
      title={label}
      data-testid="entity-header"
      onClick={() => openModal(user.hasEntity ? 'entities' : 'entityRegistration')}
    >
      {label}
    </button>
  );
}

import { entityHeaderMessages } from '../../domain/messages/entity-header';
import type { UserSession } from '../../schemas/session';

/**
 * What the header's entity button says: 'Empresa: {description}' for one selected (or, with none selected,
 * the first entity login by token loaded), '{n} empresas' for several, else an invitation to select or add one.
 */
export function entityHeaderLabel(user: Pick<UserSession, 'entitySelected' | 'selectedEntity' | 'hasEntity'>): string {
  const { header } = entityHeaderMessages;
  const [first] = user.entitySelected;
  if (user.entitySelected.length > 1) return header.many(user.entitySelected.length);
  if (first) return header.one(first.description);
  if (user.selectedEntity) return header.one(user.selectedEntity.description);
  return user.hasEntity ? header.none : header.add;
}

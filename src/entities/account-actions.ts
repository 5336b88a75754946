import type { AccountAction } from '../../renderers/portal/account-menu';
import type { CompanyConfig } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';

/** The account dialogs every signed-in user has. */
export const baseAccountActions: readonly AccountAction[] = ['profile', 'password', 'feedback'];

/**
 * The 'Minha conta' entries a user gets (SPEC §2 dialogs, §6): entities with the entity layout, 'Aprovações
 * pendentes' for approvers (group admin) of a tenant with entity.approval, the host modal for hosts (group
 * host or admin), the audit modal only with entity.radar, 'Contas' only with accounts access.
 */
export function accountActions(
  company: Pick<CompanyConfig, 'entity' | 'style'>,
  user: Pick<UserSession, 'groups' | 'isPublic'>,
  hasAccountsAccess: boolean,
): AccountAction[] {
  if (user.isPublic) return [];
  const actions: AccountAction[] = [...baseAccountActions];
  const entity = company.entity;
  if (company.style.layout?.entity?.show) actions.push('entities', 'entityRegistration');
  if (entity?.approval && user.groups.includes('admin')) actions.push('approvals');
  if (user.groups.includes('host') || user.groups.includes('admin')) actions.push('host');
  if (entity?.radar === true) actions.push('audit');
  if (hasAccountsAccess) actions.push('accounts');
  return actions;
}

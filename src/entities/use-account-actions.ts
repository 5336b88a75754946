import type { AccountAction } from '../../renderers/portal/account-menu';
import type { CompanyConfig } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';
import { accountActions } from './account-actions';
import { useAccountsAccess } from './use-accounts-access';

/** The 'Minha conta' entries of the signed-in user (accounts access asked of the payment service); none signed out. */
export function useAccountActions(company: CompanyConfig, user: UserSession | null): AccountAction[] {
  const access = useAccountsAccess(company.id, user);
  return user ? accountActions(company, user, access) : [];
}

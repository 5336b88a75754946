import { useMemo } from 'react';
import { visibilityContext, visibleModules } from '../../domain/visibility';
import type { CompanyConfig, Module } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';

/** SPEC §6: the modules and items this user may see (groups, then each visibleWhen over the user's data). */
export function usePortalModules(company: CompanyConfig, user: UserSession): Module[] {
  const { groups, email, entitySelected, hasAccountsAccess } = user;
  const context = useMemo(
    () => visibilityContext({ groups, email, entitySelected, hasAccountsAccess }, company),
    [groups, email, entitySelected, hasAccountsAccess, company],
  );
  return useMemo(() => visibleModules(company.modules, context), [company.modules, context]);
}

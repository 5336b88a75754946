import { useMemo } from 'react';
import type { CompanyConfig, Module } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';
import { sessionKey, sessionVisibleModules } from './session-visibility';

/** SPEC §6: the modules and items this user may see (groups, then each visibleWhen over the user's data). */
export function usePortalModules(company: CompanyConfig, user: UserSession): Module[] {
  const key = sessionKey(user);
  // The key stands for every session fact the rules read: a new user object with the same facts keeps the list.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => sessionVisibleModules(company, user), [company, key]);
}

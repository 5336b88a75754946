import { useEffect, useState } from 'react';
import type { UserSession } from '../../schemas/session';
import { accountsAccess } from '../api/entity-api';
import { getSessionUser, setSessionUser } from '../session/session-store';

/**
 * SPEC §6 accounts-module access: GET /payment/v1/app/{id}/access once per signed-in user; success means
 * access, failure none. The answer is kept on the session user's hasAccountsAccess.
 */
export function useAccountsAccess(companyId: string, user: Pick<UserSession, 'id' | 'isPublic'> | null): boolean {
  const [checked, setChecked] = useState<{ id: string; access: boolean } | null>(null);
  const id = user?.id ?? null;
  const isPublic = user?.isPublic ?? true;
  useEffect(() => {
    if (isPublic || id === null) return;
    let live = true;
    void accountsAccess(companyId).then((access) => {
      if (!live) return;
      setChecked({ id, access });
      const current = getSessionUser();
      if (current && current.id === id && current.hasAccountsAccess !== access) setSessionUser({ ...current, hasAccountsAccess: access });
    });
    return () => {
      live = false;
    };
  }, [companyId, id, isPublic]);
  return checked?.id === id ? checked.access : false;
}

import { useEffect, useState } from 'react';
import type { UserSession } from '../../schemas/session';
import { sessionUser } from '../api/session-api';
import { readSessionCode } from './session-storage';
import { setSessionUser, useSessionUser } from './session-store';

/**
 * The signed-in user on a route the guard lets through without a session (/changePassword, /termos): after
 * a reload only the stored code is left, so the user is loaded by token once. Failures leave it null.
 */
export function useSignedInUser(companyId: string, wanted = true): { user: UserSession | null; loading: boolean } {
  const user = useSessionUser();
  const [loading, setLoading] = useState(() => wanted && !user && readSessionCode() !== null);
  useEffect(() => {
    if (!loading) return;
    let live = true;
    sessionUser(companyId)
      .then((result) => setSessionUser(result.user))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [loading, companyId]);
  return { user, loading };
}

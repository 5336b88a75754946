import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { asApiFailure } from '../../domain/api-failure';
import { operatorMenuEntry } from '../../domain/messages/operator-menu';
import { inOperatorGroup } from '../../domain/operator-access';
import type { UserSession } from '../../schemas/session';
import { listTenants } from '../api/operator-api';

/** Where 'Operação' leads (issue 9). */
export const operatorHome = '/operacao';

// One answer per signed-in user: the server's, since only it knows the internal e-mail domain and operator host.
const answers = new Map<string, Promise<boolean>>();

function mayOperate(userId: string): Promise<boolean> {
  let answer = answers.get(userId);
  if (!answer) {
    answer = listTenants().then(
      () => true,
      (error: unknown) => {
        // A refusal is an answer; a lost connection is not, so the next mount asks again.
        if (![403, 404].includes(asApiFailure(error).status)) answers.delete(userId);
        return false;
      },
    );
    answers.set(userId, answer);
  }
  return answer;
}

/**
 * The portal menu's 'Operação' entry, or null. Users outside the group adapcon never cause a call; for the group,
 * the operators' list call (403 without the internal domain, 404 off the operator host) decides, once per user.
 * The screen itself stays in its own chunk: this file pulls only the API call and one word.
 */
export function useOperatorLink(user: Pick<UserSession, 'id' | 'groups'>) {
  const navigate = useNavigate();
  const candidate = inOperatorGroup(user.groups);
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    if (!candidate) return;
    let current = true;
    void mayOperate(user.id).then((yes) => {
      if (current) setAllowed(yes);
    });
    return () => {
      current = false;
    };
  }, [candidate, user.id]);
  return useMemo(
    () => (candidate && allowed ? { label: operatorMenuEntry, href: operatorHome, onNavigate: () => navigate(operatorHome) } : null),
    [candidate, allowed, navigate],
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionWasLost } from './end-session';
import { keepDraft, takeDraft } from './form-drafts';
import { getSessionUser } from './session-store';

type Draft = Record<string, unknown>;

/**
 * A screen's edits that a session the server ends must not take with it (./form-drafts.ts), for the admin's drafts:
 * `remember` says what is not saved now (null: nothing); when the screen goes while the server has ended the session,
 * that is kept for the same person's next sign-in on this tab, and `take` gives it back once. A screen the person
 * left themselves (the leave guard asked) keeps nothing.
 */
export function useLostSessionDraft<T extends Draft>(companyId: string, place: string, isDraft: (kept: Draft) => kept is T) {
  // Signed in when the screen opens; no one is any more once a lost session has ended.
  const [userId] = useState(() => getSessionUser()?.id ?? null);
  const unsaved = useRef<T | null>(null);
  useEffect(
    () => () => {
      if (unsaved.current && userId && sessionWasLost()) keepDraft({ companyId, userId, place }, unsaved.current);
    },
    [companyId, userId, place],
  );
  const remember = useCallback((draft: T | null) => {
    unsaved.current = draft;
  }, []);
  const take = useCallback((): T | null => {
    const kept = userId ? takeDraft({ companyId, userId, place }) : null;
    return kept && isDraft(kept) ? kept : null;
  }, [companyId, userId, place, isDraft]);
  return { remember, take };
}

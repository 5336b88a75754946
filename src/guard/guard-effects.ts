import { fromPromise } from 'xstate';
import type { SessionCallInput } from '../../machines/route-guard/types';
import { validateSession } from '../api/auth-api';
import { NO_CODE, publicSession, sessionUser } from '../api/session-api';
import { loginResultWithFirstEntity } from '../entities/first-entity';
import { endSession } from '../session/end-session';
import { persistSession } from '../session/persist-session';
import { readSessionCode } from '../session/session-storage';
import { setSessionUser } from '../session/session-store';
import { closeModals } from '../ui/modal-store';
import { setScriptLoading } from '../items/item-loading-store';

/** The route guard's actors and effect actions, bound to the one API client and session store. */
export function guardEffects(companyId: string) {
  return {
    actors: {
      publicLogin: fromPromise((_: { input: SessionCallInput }) => publicSession(companyId)),
      // SPEC §4: login by token fetches the user and the first entity.
      loginByToken: fromPromise(async (_: { input: SessionCallInput }) =>
        loginResultWithFirstEntity(companyId, await sessionUser(companyId)),
      ),
      validateSession: fromPromise((_: { input: SessionCallInput }) => {
        const code = readSessionCode();
        return code ? validateSession(companyId, code) : Promise.reject(NO_CODE);
      }),
    },
    actions: {
      closeModals: () => closeModals(),
      // An in-place script closes with any navigation (src/portal/use-item-opening.ts); here its loading mark.
      closeScript: () => setScriptLoading(false),
      markBlockedChecked: () => {
        blockedChecked = true;
      },
      persistSession: (_: unknown, params: Parameters<typeof persistSession>[0]) => persistSession(params),
      // A late validate reply after 'Sair' must not sign the user back in: only while a code is stored.
      updateUser: (_: unknown, params: { user: Parameters<typeof setSessionUser>[0] }) => {
        if (readSessionCode() !== null) setSessionUser(params.user);
      },
      // Only a session error ends here (SPEC §4): the stored session was refused.
      logout: () => void endSession(companyId, { lost: true }),
    },
  };
}

/** SPEC §4 step 4: the blocked check runs once per page load. */
let blockedChecked = false;
export const isBlockedChecked = () => blockedChecked;

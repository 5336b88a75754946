import type { RouteGuardInput } from '../inputs/route-guard';
import type { ApiFailure } from '../../domain/api-failure';
import type { SessionValidation, UserSession } from '../../schemas/session';
import { notProvided } from '../shared/effects';

export type { RouteGuardInput } from '../inputs/route-guard';

export type RouteGuardOutcome = 'allowed' | 'redirected' | 'sessionError';
export type RouteGuardOutput = { outcome: RouteGuardOutcome; redirectTo: string | null };

export type RouteGuardContext = {
  input: RouteGuardInput;
  /** Set when a final state is reached (also the machine's output). */
  outcome: RouteGuardOutcome | null;
  /** True while login by token runs for a non-logged user (the loading overlay). */
  loading: boolean;
  /** Where the router goes instead (redirected, sessionError); null when allowed. */
  redirectTo: string | null;
  failure: ApiFailure | null;
  user: UserSession | null;
};

export type SessionCallInput = { to: string; publicId: string | null };
export type SessionResult = { user: UserSession; code: string };

export const routeGuardActors = {
  publicLogin: notProvided<SessionResult, SessionCallInput>('publicLogin'),
  loginByToken: notProvided<SessionResult, SessionCallInput>('loginByToken'),
  validateSession: notProvided<SessionValidation, SessionCallInput>('validateSession'),
};

/** Effect actions the app provides (no-ops in the machine); listed for the replay runner. */
export const routeGuardEffectActions = [
  'closeModals',
  'closeScript',
  'markBlockedChecked',
  'persistSession',
  'updateUser',
  'logout',
] as const;

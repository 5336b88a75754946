import { Type, type Static } from 'typebox';
import type { ApiFailure } from '../../domain/api-failure';
import type { SessionValidation, UserSession } from '../../schemas/session';
import { notProvided } from '../shared/effects';

/** One navigation, as the router sees it (contract: routeGuard input). */
export const RouteGuardInputSchema = Type.Object(
  {
    from: Type.String(),
    /** Target path with its query. */
    to: Type.String(),
    /** Full path (path, query, hash) kept as redirect_url when the session fails. */
    fullPath: Type.String(),
    route: Type.Object(
      {
        kind: Type.Union([
          Type.Literal('public'),
          Type.Literal('module'),
          Type.Literal('hybrid'),
          Type.Literal('nonAuth'),
          Type.Literal('auth'),
        ]),
        isRoot: Type.Boolean(),
        /** The public route id (/aovivo/:id), passed to publicLogin. */
        publicId: Type.Optional(Type.String()),
      },
      { additionalProperties: false },
    ),
    company: Type.Object(
      { disabled: Type.Boolean(), blockedMessage: Type.Union([Type.String(), Type.Null()]) },
      { additionalProperties: false },
    ),
    /** Query parameter dev is '1'. */
    devQuery: Type.Boolean(),
    blockedChecked: Type.Boolean(),
    hasStoredCode: Type.Boolean(),
    loggedIn: Type.Boolean(),
    appRoute: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
);
export type RouteGuardInput = Static<typeof RouteGuardInputSchema>;

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

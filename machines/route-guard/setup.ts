import { assign, setup } from 'xstate';
import type { ApiFailure } from '../../domain/api-failure';
import { pathnameOf } from '../../domain/session';
import type { SessionValidation, UserSession } from '../../schemas/session';
import { failureOf } from '../shared/effects';
import {
  routeGuardActors,
  type RouteGuardContext,
  type RouteGuardInput,
  type RouteGuardOutput,
  type SessionResult,
} from './types';

type Ctx = { context: RouteGuardContext };
const path = ({ context }: Ctx) => pathnameOf(context.input.to);
const isBlocked = ({ context }: Ctx) =>
  context.input.company.blockedMessage !== null && !context.input.devQuery;
const PUBLIC_SESSION: ApiFailure = { status: 401, error: '#PUBLIC_SESSION' };
export const sessionFailed = { target: 'sessionError', actions: 'keepFailure' } as const;
export const publicSessionFails = {
  guard: 'publicUser',
  target: 'sessionError',
  actions: 'rejectPublic',
} as const;

/** A session came back: keep its user in context and let the app persist it. */
export const signIn = [
  'keepUser' as const,
  {
    type: 'persistSession' as const,
    params: ({ event }: { event: { output: SessionResult } }) => event.output,
  },
];
/** A validated session: keep the fresh user and let the app update it. */
export const refreshUser = [
  'keepValidatedUser' as const,
  {
    type: 'updateUser' as const,
    params: ({ event }: { event: { output: SessionValidation } }) => ({ user: event.output.json }),
  },
];

/** setup() of the route guard: types, default (rejecting) actors, no-op effect actions, guards. */
export const routeGuardSetup = setup({
  types: {} as { context: RouteGuardContext; input: RouteGuardInput; output: RouteGuardOutput },
  actors: routeGuardActors,
  actions: {
    // Effects: no-ops here, provided by src/ (and recorded by the replay runner).
    closeModals: () => {},
    closeScript: () => {},
    markBlockedChecked: () => {},
    persistSession: (_, _params: SessionResult) => {},
    updateUser: (_, _params: { user: UserSession }) => {},
    logout: () => {},
    // Context updates.
    redirect: assign((_, params: { to: string }) => ({ redirectTo: params.to })),
    toAppRoute: assign({ redirectTo: ({ context }) => context.input.appRoute }),
    keepFailure: assign({ failure: ({ event }) => failureOf(event) }),
    rejectPublic: assign({ failure: PUBLIC_SESSION }),
    keepUser: assign(({ event }) => ({ user: (event as unknown as { output: SessionResult }).output.user })),
    keepValidatedUser: assign(({ event }) => ({
      user: (event as unknown as { output: SessionValidation }).output.json,
    })),
  },
  guards: {
    publicRoute: ({ context }) => context.input.route.kind === 'public',
    loggedIn: ({ context }) => context.input.loggedIn,
    blockedOnce: (args) => !args.context.input.blockedChecked && isBlocked(args) && path(args) !== '/blocked',
    blockedPageNotBlocked: (args) => path(args) === '/blocked' && !isBlocked(args),
    disabledCompany: (args) => args.context.input.company.disabled && path(args) !== '/disabled',
    disabledPageNotDisabled: (args) => !args.context.input.company.disabled && path(args) === '/disabled',
    rootWithoutCode: ({ context }) => context.input.route.isRoot && !context.input.hasStoredCode,
    hybridRoute: ({ context }) => context.input.route.kind === 'hybrid',
    nonAuthRoute: ({ context }) => context.input.route.kind === 'nonAuth' && !context.input.route.isRoot,
    isRoot: ({ context }) => context.input.route.isRoot,
    publicUser: ({ event }) => (event as { output?: SessionResult }).output?.user?.isPublic === true,
    publicValidation: ({ event }) => (event as { output?: SessionValidation }).output?.isPublic === true,
  },
});

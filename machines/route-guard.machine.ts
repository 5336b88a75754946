import { and, assign, enqueueActions } from 'xstate';
import { sessionRedirect } from '../domain/session';
import { publicSessionFails, refreshUser, routeGuardSetup, sessionFailed, signIn } from './route-guard/setup';
import type { RouteGuardContext } from './route-guard/types';

export { routeGuardEffectActions } from './route-guard/types';
export type { RouteGuardContext, RouteGuardInput, RouteGuardOutput } from './route-guard/types';

/** SPEC §4 "Route guard order", steps 1-9, for one navigation. Final states: allowed, redirected, sessionError. */
export const routeGuardMachine = routeGuardSetup.createMachine({
  id: 'routeGuard',
  context: ({ input }) => ({
    input,
    outcome: null,
    loading: false,
    redirectTo: null,
    failure: null,
    user: null,
  }),
  output: ({ context }) => ({ outcome: context.outcome ?? 'allowed', redirectTo: context.redirectTo }),
  initial: 'start',
  states: {
    // Transient: the navigation decides at once which way it goes (SPEC order; steps 1, 3 and 4 are actions).
    start: {
      entry: enqueueActions(({ context, enqueue }) => {
        enqueue('closeModals');
        if (context.input.route.kind === 'module' && context.input.loggedIn) enqueue('closeScript');
        if (!context.input.blockedChecked) enqueue('markBlockedChecked');
      }),
      always: [
        // Step 2; a logged user keeps their own session on a public page.
        { guard: and(['publicRoute', 'loggedIn']), target: 'allowed' },
        { guard: 'publicRoute', target: 'publicSession' },
        {
          guard: 'blockedOnce',
          target: 'redirected',
          actions: { type: 'redirect', params: { to: '/blocked' } },
        },
        {
          guard: 'blockedPageNotBlocked',
          target: 'redirected',
          actions: { type: 'redirect', params: { to: '/' } },
        },
        {
          guard: 'disabledCompany',
          target: 'redirected',
          actions: { type: 'redirect', params: { to: '/disabled' } },
        },
        {
          guard: 'disabledPageNotDisabled',
          target: 'redirected',
          actions: { type: 'redirect', params: { to: '/' } },
        },
        { guard: 'rootWithoutCode', target: 'allowed' },
        { guard: 'hybridRoute', target: 'optionalSession' },
        { guard: 'nonAuthRoute', target: 'allowed' },
        { guard: 'loggedIn', target: 'validatingSession' },
        { target: 'loggingIn' },
      ],
    },
    publicSession: {
      invoke: {
        src: 'publicLogin',
        input: ({ context }) => callInput(context),
        onDone: { target: 'allowed', actions: signIn },
        onError: sessionFailed,
      },
    },
    // Step 7: a hybrid route (/help) tries the stored session and ignores any failure.
    optionalSession: {
      invoke: {
        src: 'loginByToken',
        input: ({ context }) => callInput(context),
        onDone: [
          { guard: 'publicUser', target: 'allowed' },
          { target: 'allowed', actions: signIn },
        ],
        onError: 'allowed',
      },
    },
    loggingIn: {
      entry: assign({ loading: true }),
      exit: assign({ loading: false }),
      invoke: {
        src: 'loginByToken',
        input: ({ context }) => callInput(context),
        onDone: [
          publicSessionFails,
          { guard: 'isRoot', target: 'redirected', actions: [...signIn, 'toAppRoute' as const] },
          { target: 'allowed', actions: signIn },
        ],
        onError: sessionFailed,
      },
    },
    validatingSession: {
      invoke: {
        src: 'validateSession',
        input: ({ context }) => callInput(context),
        onDone: [
          { guard: 'publicValidation', target: 'sessionError', actions: 'rejectPublic' },
          { guard: 'isRoot', target: 'redirected', actions: [...refreshUser, 'toAppRoute' as const] },
          { target: 'allowed', actions: refreshUser },
        ],
        onError: sessionFailed,
      },
    },
    allowed: { type: 'final', entry: assign({ outcome: 'allowed' as const }) },
    redirected: { type: 'final', entry: assign({ outcome: 'redirected' as const }) },
    // SPEC §4/§8: log out and go to login keeping the full path as redirect_url.
    sessionError: {
      type: 'final',
      entry: [
        'logout',
        assign({
          outcome: 'sessionError' as const,
          redirectTo: ({ context }) => sessionRedirect(context.input.fullPath),
        }),
      ],
    },
  },
});

function callInput(context: RouteGuardContext) {
  return { to: context.input.to, publicId: context.input.route.publicId ?? null };
}

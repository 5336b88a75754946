import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { routeGuardMachine, type RouteGuardInput } from '../../../machines/route-guard.machine';
import type { SessionValidation, UserSession } from '../../../schemas/session';

const input: RouteGuardInput = {
  from: '/',
  to: '/menu/financeiro?aba=1',
  fullPath: '/menu/financeiro?aba=1',
  route: { kind: 'module', isRoot: false },
  company: { disabled: false, blockedMessage: null },
  devQuery: false,
  blockedChecked: true,
  hasStoredCode: true,
  loggedIn: false,
  appRoute: '/menu',
};
const user = { id: 'u1', isPublic: false, pendingTerms: {} } as unknown as UserSession;

describe('routeGuard machine wiring', () => {
  it('default actors reject: an unprovided guard ends in the session error with redirect_url', async () => {
    const output = await toPromise(createActor(routeGuardMachine, { input }).start());
    expect(output).toEqual({
      outcome: 'sessionError',
      redirectTo: '/?redirect_url=%2Fmenu%2Ffinanceiro%3Faba%3D1',
    });
  });

  it('outputs allowed after login by token, and gives the actors the target and public id', async () => {
    const given: unknown[] = [];
    const machine = routeGuardMachine.provide({
      actors: {
        loginByToken: fromPromise(async ({ input: callInput }) => {
          given.push(callInput);
          return { user, code: 'c0de' };
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    expect(actor.getSnapshot().context.loading).toBe(true);
    expect(await toPromise(actor)).toEqual({ outcome: 'allowed', redirectTo: null });
    expect(given).toEqual([{ to: '/menu/financeiro?aba=1', publicId: null }]);
    expect(actor.getSnapshot().context.loading).toBe(false);
  });

  it('outputs redirected for a disabled company without calling anything', async () => {
    const actor = createActor(routeGuardMachine, {
      input: { ...input, company: { disabled: true, blockedMessage: null } },
    });
    expect(await toPromise(actor.start())).toEqual({ outcome: 'redirected', redirectTo: '/disabled' });
  });

  it('runs the step 1-4 actions in SPEC order', async () => {
    const ran: string[] = [];
    const record = (name: string) => () => void ran.push(name);
    const machine = routeGuardMachine.provide({
      actions: {
        closeModals: record('closeModals'),
        closeScript: record('closeScript'),
        markBlockedChecked: record('markBlockedChecked'),
        updateUser: record('updateUser'),
      },
      actors: {
        validateSession: fromPromise<SessionValidation, { to: string; publicId: string | null }>(async () => ({
          isPublic: false,
          json: user,
          isLdapUser: false,
          isAdfsUser: false,
        })),
      },
    });
    const actor = createActor(machine, { input: { ...input, loggedIn: true, blockedChecked: false } });
    expect(await toPromise(actor.start())).toEqual({ outcome: 'allowed', redirectTo: null });
    expect(ran).toEqual(['closeModals', 'closeScript', 'markBlockedChecked', 'updateUser']);
  });
});

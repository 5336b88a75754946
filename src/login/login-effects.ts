import { fromPromise } from 'xstate';
import type { CheckConnectionInput, CheckUserInput, CompanyRef, LoginCallInput, LogoutInput } from '../../machines/login/types';
import * as auth from '../api/auth-api';
import { recordActivity } from '../api/activity-api';
import { runNamedQuery } from '../api/remote-sql-api';
import { endSession } from '../session/end-session';

/** SPEC §9: the login connection check gives up after 7000 ms. */
export const CONNECTION_CHECK_TIMEOUT_MS = 7000;

/** The login statechart's actors, bound to the real API (contract: login statechart actors). */
export const loginEffects = {
  checkUser: fromPromise(({ input }: { input: CheckUserInput }) => auth.checkUser(input.companyId, input.email)),
  login: fromPromise(({ input }: { input: LoginCallInput }) => auth.login(input.companyId, input.email, input.password)),
  requestReset: fromPromise<unknown, CheckUserInput>(({ input }) => auth.requestReset(input.companyId, input.email)),
  createUser: fromPromise<unknown, CheckUserInput>(({ input }) => auth.createUser(input.companyId, input.email)),
  fetchAdfsUrl: fromPromise(({ input }: { input: CompanyRef }) =>
    auth.fetchAdfsUrl(input.companyId, new URLSearchParams(window.location.search).get('redirect_url')),
  ),
  checkConnection: fromPromise<unknown, CheckConnectionInput>(async ({ input }) => {
    if (!input.sql) return { rows: [] };
    return runNamedQuery(input.companyId, input.sql, {
      connector: input.connector,
      code: input.code,
      timeoutMs: CONNECTION_CHECK_TIMEOUT_MS,
      connectionErrors: false,
    });
  }),
  logout: fromPromise<unknown, LogoutInput>(async ({ input }) => {
    await endSession(input.companyId);
    return { loggedOut: true };
  }),
};

/** SPEC §8: a login-screen connection error is recorded as activity 'connectionError'. */
export function recordLoginConnectionError(companyId: string): void {
  recordActivity(companyId, 'connectionError', { link: window.location.href }).catch(() => undefined);
}

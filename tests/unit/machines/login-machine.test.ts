import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loginMachine, type LoginInput } from '../../../machines/login.machine';
import { doneTarget } from '../../../machines/login/rules';
import type {
  CheckConnectionInput,
  CheckUserInput,
  LoginCallInput,
  LoginCallResult,
  UserExists,
  UserSession,
} from '../../../machines/login/types';

const input: LoginInput = {
  companyId: 'local',
  externalAuth: false,
  selfRegistration: true,
  notRegisteredNotification: false,
  appRoute: '/dashboard',
  connectionCheck: { enable: true, sql: 'connection-check', connector: 'erp' },
};
const user = {
  id: 'u1',
  email: 'ana@demo.com.br',
  nick: 'Ana Souza',
  firstNick: 'Ana',
  groups: [],
  entitySelected: [],
  pendingTerms: {},
  notifications: {},
  isPublic: false,
  isLdapUser: false,
  isAdfsUser: false,
  hasEntity: false,
  hasEntitySelected: false,
  hasAccountsAccess: false,
} satisfies UserSession;

describe('login machine wiring', () => {
  it('default actors reject: an unprovided machine ends in the connection error, nothing hidden runs', async () => {
    const actor = createActor(loginMachine, { input }).start();
    actor.send({ type: 'SUBMIT_EMAIL', email: 'ana@demo.com.br' });
    await waitFor(actor, (s) => s.matches('connectionError'));
    expect(actor.getSnapshot().context.errorCode).toBe('checkEmailFail');
  });

  it('passes the effects what the contract says, through .provide()', async () => {
    const calls: Array<[string, unknown]> = [];
    const fake = <T, I>(name: string, output: T) =>
      fromPromise<T, I>(async ({ input: given }) => {
        calls.push([name, given]);
        return output;
      });
    const effects: Array<[string, unknown]> = [];
    const machine = loginMachine.provide({
      actors: {
        checkUser: fake<UserExists, CheckUserInput>('checkUser', {
          isAdfs: false,
          blocked: false,
          hostBlocked: false,
          nick: 'Ana Souza',
          status: 'active',
          isLdap: false,
        }),
        login: fake<LoginCallResult, LoginCallInput>('login', { user, code: 'c0de' }),
        checkConnection: fake<unknown, CheckConnectionInput>('checkConnection', { rows: [] }),
      },
      actions: {
        persistSession: (_, params) => effects.push(['persistSession', params]),
        openChat: () => effects.push(['openChat', undefined]),
        navigate: (_, params) => effects.push(['navigate', params]),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'SUBMIT_EMAIL', email: ' ANA@demo.com.br' });
    await waitFor(actor, (s) => s.matches('password'));
    actor.send({ type: 'SUBMIT_PASSWORD', password: 'Portal@2026' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([
      ['checkUser', { companyId: 'local', email: 'ana@demo.com.br' }],
      ['login', { companyId: 'local', email: 'ana@demo.com.br', password: 'Portal@2026' }],
      ['checkConnection', { companyId: 'local', sql: 'connection-check', connector: 'erp', code: 'c0de' }],
    ]);
    expect(effects).toEqual([
      ['persistSession', { code: 'c0de', user }],
      ['openChat', undefined],
      ['navigate', { to: '/dashboard' }],
    ]);
    expect(actor.getSnapshot().context.password).toBe('');
  });
});

describe('doneTarget order: last pending term, redirectUrl, notification consent, app route', () => {
  const consent = { ...input, latestNotificationConfigDate: '2026-01-10T12:00:00.000Z' };
  it('picks the first that applies', () => {
    const withTerms = { ...user, pendingTerms: { a: { version: 1 }, b: { version: 2 } } };
    expect(doneTarget({ ...consent, redirectUrl: '/menu' }, withTerms)).toBe('/termos/b/2');
    expect(doneTarget({ ...consent, redirectUrl: '/menu/x/y' }, user)).toBe('/menu/x/y');
    expect(doneTarget({ ...consent, redirectUrl: '' }, user)).toBe('/notifications?isLoggingIn=true');
    expect(doneTarget(input, user)).toBe('/dashboard');
  });
});

import { assign } from 'xstate';
import { loginMessages } from '../../domain/messages/login';
import { alerts, failureOf, isBlockedFailure } from './rules';
import { backFromAlert, failTo, signIn, type LoginStates } from './transitions';

/** SPEC §4 steps 6-9 and §8: the login call and its failures, the connection check, maintenance, done. */
export const sessionStates = {
  authenticating: {
    invoke: {
      src: 'login',
      input: ({ context }) => ({
        companyId: context.input.companyId,
        email: context.email,
        password: context.password,
      }),
      onDone: [
        {
          guard: ({ context }) => context.input.connectionCheck.force === true,
          target: 'maintenance',
          actions: signIn,
        },
        {
          guard: ({ context }) => context.input.connectionCheck.enable,
          target: 'checkingConnection',
          actions: signIn,
        },
        { target: 'done', actions: signIn },
      ],
      onError: [
        {
          guard: ({ event }) => failureOf(event).status === 401,
          target: 'loginFailed',
          actions: assign({ alert: ({ context }) => alerts.wrongPassword(context.input), password: '' }),
        },
        {
          guard: ({ event }) => isBlockedFailure(event),
          target: 'blocked',
          actions: assign({
            alert: ({ context, event }) => alerts.blocked(failureOf(event).message, context.input),
            password: '',
          }),
        },
        {
          guard: ({ context, event }) => context.input.externalAuth && failureOf(event).status === 400,
          target: 'identify',
          actions: [
            assign({
              fieldError: ({ event }) =>
                failureOf(event).message ?? loginMessages.alerts.externalAuthFailed,
              password: '',
            }),
            'focusPassword',
          ],
        },
        ...failTo('loginFail'),
      ],
    },
  },
  loginFailed: { on: { DISMISS: backFromAlert } },
  checkingConnection: {
    invoke: {
      src: 'checkConnection',
      input: ({ context }) => ({
        companyId: context.input.companyId,
        sql: context.input.connectionCheck.sql,
        connector: context.input.connectionCheck.connector,
        code: context.code ?? '',
      }),
      onDone: 'done',
      onError: 'maintenance',
    },
  },
  maintenance: {
    entry: assign({ alert: alerts.maintenance(), target: null }),
    invoke: {
      src: 'logout',
      input: ({ context }) => ({ companyId: context.input.companyId, code: context.code ?? '' }),
    },
    on: { DISMISS: { target: 'identify', actions: ['forgetUser', assign({ user: null, code: null })] } },
  },
  connectionError: { on: { DISMISS: backFromAlert } },
  done: {
    type: 'final',
    entry: {
      type: 'navigate',
      params: ({ context }) => ({ to: context.target ?? context.input.appRoute }),
    },
  },
} satisfies LoginStates;

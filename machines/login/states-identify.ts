import { assign } from 'xstate';
import { normalizeEmail } from '../../domain/email';
import { suggestEmail } from '../../domain/email-typo';
import { loginMessages } from '../../domain/messages/login';
import { shellMessages } from '../../domain/messages/shell';
import { firstName } from '../../domain/user';
import { passwordError } from './setup';
import { alerts, isUnknownUser, refusesUnknownUsers } from './rules';
import { companyOf, failTo, type LoginStates } from './transitions';

/** SPEC §4 steps 1-4 (first part): the identify form, the user-exists check, ADFS, blocked and not-registered users. */
export const identifyStates = {
  identify: {
    entry: 'clearMessages',
    on: {
      SUBMIT_EMAIL: [
        { guard: 'blankEmail', actions: assign({ email: '', fieldError: shellMessages.validation.required }) },
        {
          guard: 'invalidEmail',
          actions: assign({
            email: ({ event }) => normalizeEmail(event.email),
            fieldError: shellMessages.validation.email,
          }),
        },
        {
          target: 'checkingUser',
          actions: assign({
            email: ({ event }) => normalizeEmail(event.email),
            fieldError: null,
            suggestion: null,
          }),
        },
      ],
      SUBMIT_CREDENTIALS: [
        { guard: 'notExternalAuth' },
        { guard: 'blankUsername', actions: assign({ fieldError: shellMessages.validation.required }) },
        {
          guard: 'invalidPassword',
          actions: assign({ fieldError: ({ event }) => passwordError(event.password) }),
        },
        {
          target: 'authenticating',
          actions: assign({
            email: ({ event }) => event.username.trim(),
            password: ({ event }) => event.password,
            fieldError: null,
          }),
        },
      ],
      FORGOT_PASSWORD: [
        {
          guard: 'invalidResetEmail',
          actions: assign({ fieldError: loginMessages.validation.resetNeedsEmail }),
        },
        {
          target: 'requestingReset',
          actions: assign({
            email: ({ context, event }) => normalizeEmail(event.email ?? context.email),
            fieldError: null,
          }),
        },
      ],
      ADFS: 'redirectingToAdfs',
    },
  },
  checkingUser: {
    invoke: {
      src: 'checkUser',
      input: ({ context }) => ({ companyId: context.input.companyId, email: context.email }),
      onDone: [
        { guard: ({ event }) => event.output.isAdfs, target: 'redirectingToAdfs' },
        {
          guard: ({ event }) => event.output.blocked || event.output.hostBlocked,
          target: 'blocked',
          actions: assign({ alert: ({ context }) => alerts.blocked(null, context.input) }),
        },
        {
          guard: ({ context, event }) => isUnknownUser(event.output) && refusesUnknownUsers(context.input),
          target: 'notRegistered',
          actions: assign({ alert: ({ context }) => alerts.notRegistered(context.email) }),
        },
        {
          guard: ({ event }) => isUnknownUser(event.output),
          target: 'confirmingEmail',
          actions: assign({
            alert: alerts.confirmEmail(),
            suggestion: ({ context }) => suggestEmail(context.email),
          }),
        },
        {
          target: 'password',
          actions: assign({
            firstName: ({ event }) => firstName(event.output.nick),
            isLdap: ({ event }) => event.output.isLdap,
            knownUser: true,
          }),
        },
      ],
      onError: failTo('checkEmailFail'),
    },
  },
  redirectingToAdfs: {
    invoke: {
      src: 'fetchAdfsUrl',
      input: ({ context }) => ({ companyId: companyOf({ context }) }),
      onDone: { target: 'leftForAdfs', actions: assign({ url: ({ event }) => event.output.url }) },
      onError: failTo('loginFail'),
    },
  },
  leftForAdfs: {
    type: 'final',
    entry: { type: 'goExternal', params: ({ context }) => ({ url: context.url ?? '' }) },
  },
  blocked: { on: { DISMISS: { target: 'identify', actions: 'forgetUser' } } },
  notRegistered: { on: { DISMISS: { target: 'identify', actions: 'forgetUser' } } },
} satisfies LoginStates;

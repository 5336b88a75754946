import { assign, setup } from 'xstate';
import { hasFieldErrors, validatePasswordForm, type PasswordForm } from '../domain/account-forms';
import { accountMessages } from '../domain/messages/accounts';
import { signInTarget } from '../domain/sign-in-target';
import type { PasswordChangeInput } from './inputs/password-change';
import { fieldErrorOf, isFieldFailure, successAlert } from './account/rules';
import type { SignInContext, SignInResult } from './account/types';
import {
  failureAlert,
  failureOf,
  hasErrorCode,
  invalidLinkAlert,
  isConnectionFailure,
  notProvided,
} from './shared/effects';

export type { PasswordChangeInput };

export type PasswordChangeEvent = ({ type: 'SUBMIT' } & PasswordForm) | { type: 'DISMISS' };
export type CompleteResetInput = { companyId: string; email: string; hash: string; password: string };
export type ChangePasswordInput = { companyId: string; email: string; oldPassword: string; password: string };
export type PasswordChangeContext = SignInContext<PasswordChangeInput, PasswordForm>;

export const passwordChangeEffectActions = ['persistSession', 'navigate'] as const;

const askOld = (input: PasswordChangeInput) => input.mode === 'change';
const errorsOf = (context: PasswordChangeContext, form: PasswordForm) =>
  validatePasswordForm(form, context.input.passwordRules, askOld(context.input));
const failed = { target: 'failed', actions: 'showFailure' } as const;
const fieldFailed = { guard: isFieldFailure, target: 'editing', actions: 'showFieldError' } as const;

/**
 * /changePassword and the password modal. mode 'reset' (the e-mailed link: email + hash) sets a new password
 * and signs in; mode 'change' (logged in) asks the current password too. SPEC §5 messages.
 */
export const passwordChangeMachine = setup({
  types: {} as { context: PasswordChangeContext; events: PasswordChangeEvent; input: PasswordChangeInput },
  actors: {
    completeReset: notProvided<SignInResult, CompleteResetInput>('completeReset'),
    changePassword: notProvided<unknown, ChangePasswordInput>('changePassword'),
  },
  actions: {
    persistSession: (_, _params: SignInResult) => {},
    navigate: (_, _params: { to: string }) => {},
    takeForm: assign(({ event }) => ({ form: event as PasswordForm, fieldErrors: {}, alert: null })),
    succeed: assign({ form: null, alert: successAlert(accountMessages.account.passwordChanged) }),
    showFailure: assign(({ event }) => ({ alert: failureAlert(event), form: null })),
    showFieldError: assign(({ event }) => ({ fieldErrors: fieldErrorOf(event), form: null })),
  },
  guards: {
    invalidForm: ({ context, event }) => event.type === 'SUBMIT' && hasFieldErrors(errorsOf(context, event)),
    resetMode: ({ context }) => context.input.mode === 'reset',
    // A reset link that lost its e-mail or hash (typed by hand, cut by a mail client) can never reset a password.
    incompleteLink: ({ context }) =>
      context.input.mode === 'reset' && (!context.input.email.trim() || !context.input.hash?.trim()),
    /** SPEC: a wrong current password answers 401 (the server may also say #WRONG_OLD_PASSWORD). */
    wrongOldPassword: ({ event }) =>
      failureOf(event).status === 401 || hasErrorCode(event, '#WRONG_OLD_PASSWORD'),
    /** Our 400 #SAME_PASSWORD: the new password is the current one. */
    samePassword: ({ event }) => hasErrorCode(event, '#SAME_PASSWORD'),
    connectionFailure: ({ event }) => isConnectionFailure(event),
  },
}).createMachine({
  id: 'passwordChange',
  context: ({ input }) => ({
    input,
    form: null,
    fieldErrors: {},
    alert: null,
    user: null,
    code: null,
    target: null,
  }),
  initial: 'opening',
  states: {
    // Told at once, before anyone types a new password the server can only refuse.
    opening: {
      always: [
        { guard: 'incompleteLink', target: 'invalidLink', actions: assign({ alert: invalidLinkAlert() }) },
        { target: 'editing' },
      ],
    },
    editing: {
      on: {
        SUBMIT: [
          {
            guard: 'invalidForm',
            actions: assign({ fieldErrors: ({ context, event }) => errorsOf(context, event) }),
          },
          { guard: 'resetMode', target: 'resetting', actions: 'takeForm' },
          { target: 'changing', actions: 'takeForm' },
        ],
      },
    },
    resetting: {
      invoke: {
        src: 'completeReset',
        input: ({ context }) => ({
          companyId: context.input.companyId,
          email: context.input.email,
          hash: context.input.hash ?? '',
          password: context.form!.password,
        }),
        onDone: {
          target: 'done',
          actions: [
            'succeed',
            assign(({ context, event }) => ({
              user: event.output.user,
              code: event.output.code,
              target: signInTarget(event.output.user, context.input),
            })),
            { type: 'persistSession', params: ({ event }) => event.output },
            { type: 'navigate', params: ({ context }) => ({ to: context.target ?? context.input.appRoute }) },
          ],
        },
        onError: [
          { guard: 'connectionFailure', ...failed },
          fieldFailed,
          { target: 'invalidLink', actions: assign({ alert: invalidLinkAlert(), form: null }) },
        ],
      },
    },
    changing: {
      invoke: {
        src: 'changePassword',
        input: ({ context }) => ({
          companyId: context.input.companyId,
          email: context.input.email,
          oldPassword: context.form!.oldPassword ?? '',
          password: context.form!.password,
        }),
        onDone: { target: 'done', actions: 'succeed' },
        onError: [
          {
            guard: 'wrongOldPassword',
            target: 'editing',
            actions: assign({ fieldErrors: { oldPassword: accountMessages.alerts.wrongOldPassword }, form: null }),
          },
          {
            guard: 'samePassword',
            target: 'editing',
            actions: assign({ fieldErrors: { password: accountMessages.alerts.samePassword }, form: null }),
          },
          fieldFailed,
          failed,
        ],
      },
    },
    failed: { on: { DISMISS: { target: 'editing', actions: assign({ alert: null }) } } },
    invalidLink: { type: 'final' },
    done: { type: 'final' },
  },
});

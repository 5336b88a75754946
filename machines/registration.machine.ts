import { assign, setup } from 'xstate';
import { hasFieldErrors, validateRegistration, type RegistrationForm } from '../domain/account-forms';
import { signInTarget } from '../domain/sign-in-target';
import { fieldErrorOf, isFieldFailure } from './account/rules';
import type { SignInContext, SignInResult } from './account/types';
import type { RegistrationInput } from './inputs/registration';
import { connectionAlert, invalidLinkAlert, isConnectionFailure, notProvided } from './shared/effects';

export type { RegistrationInput };

export type RegistrationEvent = ({ type: 'SUBMIT' } & RegistrationForm) | { type: 'DISMISS' };
export type CompleteRegistrationInput = { companyId: string; email: string; hash: string } & RegistrationForm;
export type RegistrationContext = SignInContext<RegistrationInput, RegistrationForm>;

export const registrationEffectActions = ['persistSession', 'navigate'] as const;

/** /register opened from the e-mailed link: nick, password (tenant rules), optional phone, then signed in. */
export const registrationMachine = setup({
  types: {} as { context: RegistrationContext; events: RegistrationEvent; input: RegistrationInput },
  actors: {
    completeRegistration: notProvided<SignInResult, CompleteRegistrationInput>('completeRegistration'),
  },
  actions: {
    persistSession: (_, _params: SignInResult) => {},
    navigate: (_, _params: { to: string }) => {},
  },
  guards: {
    // A link that lost its e-mail or hash (typed by hand, cut by a mail client) can never complete a registration.
    incompleteLink: ({ context }) => !context.input.email.trim() || !context.input.hash.trim(),
    invalidForm: ({ context, event }) =>
      event.type === 'SUBMIT' && hasFieldErrors(validateRegistration(event, context.input.passwordRules)),
  },
}).createMachine({
  id: 'registration',
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
    // Told at once, before anyone fills a form the server can only refuse.
    opening: {
      always: [
        { guard: 'incompleteLink', target: 'invalidLink', actions: assign({ alert: invalidLinkAlert }) },
        { target: 'editing' },
      ],
    },
    editing: {
      on: {
        SUBMIT: [
          {
            guard: 'invalidForm',
            actions: assign({
              fieldErrors: ({ context, event }) => validateRegistration(event, context.input.passwordRules),
            }),
          },
          {
            target: 'completing',
            actions: assign({
              form: ({ event }) => ({
                nick: event.nick.trim(),
                password: event.password,
                phone: event.phone?.trim(),
              }),
              fieldErrors: {},
              alert: null,
            }),
          },
        ],
      },
    },
    completing: {
      invoke: {
        src: 'completeRegistration',
        input: ({ context }) => ({
          companyId: context.input.companyId,
          email: context.input.email,
          hash: context.input.hash,
          nick: context.form!.nick,
          password: context.form!.password,
          ...(context.form!.phone ? { phone: context.form!.phone } : {}),
        }),
        onDone: {
          target: 'done',
          actions: [
            assign(({ context, event }) => ({
              user: event.output.user,
              code: event.output.code,
              form: null,
              target: signInTarget(event.output.user, context.input),
            })),
            { type: 'persistSession', params: ({ event }) => event.output },
          ],
        },
        onError: [
          {
            guard: ({ event }) => isConnectionFailure(event),
            target: 'connectionError',
            actions: assign({ alert: connectionAlert, form: null }),
          },
          {
            // The server refused the password (rules changed since the page loaded): show it on the field.
            guard: isFieldFailure,
            target: 'editing',
            actions: assign({ fieldErrors: ({ event }) => fieldErrorOf(event), form: null }),
          },
          { target: 'invalidLink', actions: assign({ alert: invalidLinkAlert, form: null }) },
        ],
      },
    },
    connectionError: { on: { DISMISS: { target: 'editing', actions: assign({ alert: null }) } } },
    invalidLink: { type: 'final' },
    done: {
      type: 'final',
      entry: {
        type: 'navigate',
        params: ({ context }) => ({ to: context.target ?? context.input.appRoute }),
      },
    },
  },
});

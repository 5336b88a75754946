/**
 * entityMfa: SPEC §4 entity registration by MFA: the server lists the possibilities, the user chooses one,
 * a code is sent, the user authenticates with it. Invoked by entityRegistration (id 'mfa'); usable alone.
 *
 * input   { companyId; document } (the normalized CPF/CNPJ)
 * events  CHOOSE {option} (an id of context.options) | AUTHENTICATE {code} (6 digits, spaces ignored)
 *         | RESEND (back to choosing from awaitingCode, wrongCode, expired) | RETRY (failed) | CANCEL (anywhere)
 * actors  listOptions({ companyId, document }) -> MfaOption[]; sendCode({ companyId, document, option });
 *         authenticate({ companyId, document, option, code }) -> { result: 'added', entity } | { result:
 *         'wrongCode' } | { result: 'expired' }. Any rejection -> failed (alert), but for listOptions' 409
 *         #ENTITY_ALREADY_HELD, which ends the machine in alreadyHeld (the parent shows it on the document field).
 * actions entityAdded({ entity })
 * states  loadingOptions, choosing, sendingCode, awaitingCode, authenticating, wrongCode, expired, failed,
 *         added (final), cancelled (final), alreadyHeld (final). Output: { outcome: 'added', entity }
 *         | { outcome: 'alreadyHeld' } | { outcome: 'cancelled' }.
 * context options, option, fieldError (code format / wrong code / expired text), alert, entity, alreadyHeld
 */
import { assign, setup } from 'xstate';
import { entityMessages } from '../domain/messages/entities';
import { shellMessages } from '../domain/messages/shell';
import type {
  AuthenticateResult,
  EntityMfaInput,
  MfaOption,
  MfaOutcome,
  RegisteredEntity,
} from './entity/types';
import { failureAlert, hasErrorCode, notProvided, type Alert } from './shared/effects';

export type { EntityMfaInput } from './entity/types';

export type EntityMfaEvent =
  | { type: 'CHOOSE'; option: string }
  | { type: 'AUTHENTICATE'; code: string }
  | { type: 'RESEND' }
  | { type: 'RETRY' }
  | { type: 'CANCEL' };
export type EntityMfaContext = {
  input: EntityMfaInput;
  options: MfaOption[];
  option: string | null;
  code: string;
  fieldError: string | null;
  alert: Alert | null;
  entity: RegisteredEntity | null;
  alreadyHeld: boolean;
};
type Call = { companyId: string; document: string };

export const entityMfaEffectActions = ['entityAdded'] as const;

const codeOf = (event: EntityMfaEvent) =>
  event.type === 'AUTHENTICATE' ? event.code.replace(/\s/g, '') : '';
const call = ({ context }: { context: EntityMfaContext }) => ({
  companyId: context.input.companyId,
  document: context.input.document,
});
const authenticateTransition = [
  { guard: 'badCodeFormat' as const, actions: 'codeFormatError' as const },
  { target: '#entityMfa.authenticating', actions: 'takeCode' as const },
];

export const entityMfaMachine = setup({
  types: {} as {
    context: EntityMfaContext;
    events: EntityMfaEvent;
    input: EntityMfaInput;
    output: MfaOutcome;
  },
  actors: {
    listOptions: notProvided<MfaOption[], Call>('listOptions'),
    sendCode: notProvided<unknown, Call & { option: string }>('sendCode'),
    authenticate: notProvided<AuthenticateResult, Call & { option: string; code: string }>('authenticate'),
  },
  actions: {
    takeCode: assign({ code: ({ event }) => codeOf(event), fieldError: null }),
    fail: assign({ alert: ({ event }) => failureAlert(event) }),
    codeFormatError: assign({ fieldError: entityMessages.entities.mfaCodeFormat }),
    entityAdded: (_, _params: { entity: RegisteredEntity }) => {},
  },
  guards: {
    noOptions: ({ event }) => (event as unknown as { output: MfaOption[] }).output.length === 0,
    knownOption: ({ context, event }) =>
      event.type === 'CHOOSE' && context.options.some((o) => o.id === event.option),
    badCodeFormat: ({ event }) => !/^\d{6}$/.test(codeOf(event)),
    added: ({ event }) => (event as unknown as { output: AuthenticateResult }).output.result === 'added',
    expired: ({ event }) => (event as unknown as { output: AuthenticateResult }).output.result === 'expired',
    alreadyHeld: ({ event }) => hasErrorCode(event, '#ENTITY_ALREADY_HELD'),
  },
}).createMachine({
  id: 'entityMfa',
  context: ({ input }) => ({
    input,
    options: [],
    option: null,
    code: '',
    fieldError: null,
    alert: null,
    entity: null,
    alreadyHeld: false,
  }),
  output: ({ context }): MfaOutcome => {
    if (context.entity) return { outcome: 'added', entity: context.entity };
    return context.alreadyHeld ? { outcome: 'alreadyHeld' } : { outcome: 'cancelled' };
  },
  initial: 'loadingOptions',
  on: { CANCEL: '.cancelled' },
  states: {
    loadingOptions: {
      entry: assign({ alert: null }),
      invoke: {
        src: 'listOptions',
        input: call,
        onDone: [
          {
            guard: 'noOptions',
            target: 'failed',
            actions: assign({
              alert: { title: shellMessages.alerts.unexpected, text: entityMessages.entities.mfaNoOptions },
            }),
          },
          { target: 'choosing', actions: assign({ options: ({ event }) => event.output }) },
        ],
        onError: [
          { guard: 'alreadyHeld', target: 'alreadyHeld', actions: assign({ alreadyHeld: true }) },
          { target: 'failed', actions: 'fail' },
        ],
      },
    },
    choosing: {
      on: {
        CHOOSE: {
          guard: 'knownOption',
          target: 'sendingCode',
          actions: assign({ option: ({ event }) => event.option, fieldError: null }),
        },
      },
    },
    sendingCode: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ ...call({ context }), option: context.option! }),
        onDone: 'awaitingCode',
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    awaitingCode: { on: { AUTHENTICATE: authenticateTransition, RESEND: 'choosing' } },
    authenticating: {
      invoke: {
        src: 'authenticate',
        input: ({ context }) => ({ ...call({ context }), option: context.option!, code: context.code }),
        onDone: [
          {
            guard: 'added',
            target: 'added',
            actions: [
              assign({ entity: ({ event }) => (event.output as { entity: RegisteredEntity }).entity }),
              { type: 'entityAdded', params: ({ context }) => ({ entity: context.entity! }) },
            ],
          },
          {
            guard: 'expired',
            target: 'expired',
            actions: assign({ fieldError: entityMessages.entities.mfaExpired }),
          },
          { target: 'wrongCode', actions: assign({ fieldError: entityMessages.entities.mfaWrongCode }) },
        ],
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    wrongCode: { on: { AUTHENTICATE: authenticateTransition, RESEND: 'choosing' } },
    expired: { on: { RESEND: { target: 'choosing', actions: assign({ fieldError: null, code: '' }) } } },
    failed: { on: { RETRY: 'loadingOptions' } },
    added: { type: 'final' },
    cancelled: { type: 'final' },
    alreadyHeld: { type: 'final' },
  },
});

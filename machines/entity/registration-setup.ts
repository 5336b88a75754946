// setup() of entityRegistration: types, actors, actions and guards (the states are in the machine file).
import { assign, forwardTo, setup } from 'xstate';
import { normalizeDocument, validateDocument } from '../../domain/cpf-cnpj';
import { entityMessages } from '../../domain/messages/entities';
import { shellMessages } from '../../domain/messages/shell';
import { entityMfaMachine } from '../entity-mfa.machine';
import { failureAlert, hasErrorCode, notProvided, type Alert } from '../shared/effects';
import type {
  ApprovalForm,
  AutoValidateResult,
  CheckAnswerResult,
  EntityRegistrationInput,
  MfaOutcome,
  RegisteredEntity,
} from './types';

export type EntityRegistrationEvent =
  | { type: 'SUBMIT'; document: string }
  | { type: 'ANSWER'; answer: string }
  | ({ type: 'REQUEST_APPROVAL' } & ApprovalForm)
  | { type: 'BACK' }
  | { type: 'DISMISS' }
  // Forwarded to the invoked entityMfa machine while in `mfa`.
  | { type: 'CHOOSE'; option: string }
  | { type: 'AUTHENTICATE'; code: string }
  | { type: 'RESEND' }
  | { type: 'RETRY' }
  | { type: 'CANCEL' };

export type EntityRegistrationContext = {
  input: EntityRegistrationInput;
  document: string;
  question: string | null;
  answer: string;
  fieldError: string | null;
  alert: Alert | null;
  entity: RegisteredEntity | null;
};

type Call = { companyId: string; document: string };
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const eventOf = <T extends EntityRegistrationEvent['type']>(event: EntityRegistrationEvent, type: T) =>
  event.type === type ? (event as Extract<EntityRegistrationEvent, { type: T }>) : null;

export const entityRegistrationEffectActions = ['entityAdded', 'approvalRequested'] as const;

export const registrationSetup = setup({
  types: {} as {
    context: EntityRegistrationContext;
    events: EntityRegistrationEvent;
    input: EntityRegistrationInput;
  },
  actors: {
    autoValidate: notProvided<AutoValidateResult, Call>('autoValidate'),
    checkAnswer: notProvided<CheckAnswerResult, Call & { answer: string }>('checkAnswer'),
    requestApproval: notProvided<unknown, Call & ApprovalForm>('requestApproval'),
    mfa: entityMfaMachine,
  },
  actions: {
    takeDocument: assign({
      document: ({ event }) => normalizeDocument(eventOf(event, 'SUBMIT')?.document ?? ''),
      fieldError: null,
      alert: null,
    }),
    documentError: assign({
      fieldError: ({ event }) => validateDocument(eventOf(event, 'SUBMIT')?.document ?? ''),
    }),
    noPathError: assign({ fieldError: entityMessages.entities.noRegistrationPath }),
    requiredError: assign({ fieldError: shellMessages.validation.required }),
    alreadyHeldError: assign({ fieldError: entityMessages.entity.alreadyHeld, alert: null }),
    takeAnswer: assign({
      answer: ({ event }) => eventOf(event, 'ANSWER')?.answer.trim() ?? '',
      fieldError: null,
    }),
    takeEntity: assign({
      entity: ({ event }) => outputOf<{ entity: RegisteredEntity }>(event).entity,
      alert: { title: entityMessages.entities.added, text: '' },
    }),
    refusedAlert: assign({
      alert: ({ event }) => ({
        title: entityMessages.entities.refused,
        text: outputOf<{ message?: string }>(event).message ?? '',
      }),
    }),
    fail: assign({ alert: ({ event }) => failureAlert(event) }),
    clear: assign({ fieldError: null, alert: null }),
    pendingAlert: assign({ alert: { title: entityMessages.entities.pending, text: '' } }),
    forwardToMfa: forwardTo('mfa'),
    entityAdded: (_, _params: { entity: RegisteredEntity }) => {},
    approvalRequested: (_, _params: { document: string }) => {},
  },
  guards: {
    invalidDocument: ({ event }) => validateDocument(eventOf(event, 'SUBMIT')?.document ?? '') !== null,
    blankAnswer: ({ event }) => (eventOf(event, 'ANSWER')?.answer.trim() ?? '') === '',
    blankDescription: ({ event }) => (eventOf(event, 'REQUEST_APPROVAL')?.description.trim() ?? '') === '',
    autoValidatePath: ({ context }) => context.input.paths.autoValidate,
    questionPath: ({ context }) => context.input.paths.question !== null,
    mfaPath: ({ context }) => context.input.paths.mfa,
    approvalPath: ({ context }) => context.input.paths.approval,
    /** A path call answered 409 #ENTITY_ALREADY_HELD, or the MFA child ended on it. */
    alreadyHeld: ({ event }) =>
      hasErrorCode(event, '#ENTITY_ALREADY_HELD') || outputOf<MfaOutcome>(event)?.outcome === 'alreadyHeld',
    added: ({ event }) =>
      outputOf<{ result?: string; outcome?: string }>(event)?.result === 'added' ||
      outputOf<MfaOutcome>(event)?.outcome === 'added',
  },
});

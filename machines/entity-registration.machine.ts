/**
 * entityRegistration: SPEC §4 "Entity registration paths": a user adds an entity by CPF or CNPJ (numeric or
 * alphanumeric, check digits of SPEC §5), then the tenant's path: the first configured in the order
 * autoValidate, question, MFA, approval.
 *
 * input   { companyId; paths: { autoValidate: boolean; question: { description } | null; mfa: boolean;
 *         approval: boolean } }
 * events  SUBMIT {document} | ANSWER {answer} | REQUEST_APPROVAL {description, tag1?, tag2?, options?, term?}
 *         | BACK (to editing from answering, wrongAnswer, approvalForm) | DISMISS (refused, failed -> editing)
 *         | CHOOSE, AUTHENTICATE, RESEND, RETRY, CANCEL: forwarded to the invoked entityMfa while in `mfa`
 * actors  autoValidate({ companyId, document }) -> { result: 'added', entity } | { result: 'refused', message? };
 *         checkAnswer({ companyId, document, answer }) -> { result: 'added', entity } | { result: 'wrongAnswer' };
 *         requestApproval({ companyId, document, description, tag1, tag2, options, term });
 *         mfa: the entityMfa machine (invoke id 'mfa'; the app provides it with its own actors) -> MfaOutcome.
 *         A 409 #ENTITY_ALREADY_HELD (or the MFA child ending on it) -> editing with the document field's error;
 *         any other rejection -> failed (alert).
 * actions entityAdded({ entity }), approvalRequested({ document })
 * states  editing, autoValidating, refused, answering, checkingAnswer, wrongAnswer, mfa, approvalForm,
 *         requestingApproval, pending (final), added (final), failed
 * context document (normalized), question (description shown), answer, fieldError, alert, entity
 */
import { registrationSetup, type EntityRegistrationContext } from './entity/registration-setup';

export { entityRegistrationEffectActions, type EntityRegistrationEvent } from './entity/registration-setup';
export type { EntityRegistrationInput } from './entity/types';
export type { EntityRegistrationContext };

const call = ({ context }: { context: EntityRegistrationContext }) => ({
  companyId: context.input.companyId,
  document: context.document,
});
const added = {
  guard: 'added' as const,
  target: '#entityRegistration.added',
  actions: [
    'takeEntity' as const,
    {
      type: 'entityAdded' as const,
      params: ({ context }: { context: EntityRegistrationContext }) => ({ entity: context.entity! }),
    },
  ],
};
const fail = { target: '#entityRegistration.failed', actions: 'fail' as const };
const failed = [
  { guard: 'alreadyHeld' as const, target: '#entityRegistration.editing', actions: 'alreadyHeldError' as const },
  fail,
];
/** The MFA child's end: added, the document already held (shown on its field), or cancelled. */
const mfaDone = [
  added,
  { guard: 'alreadyHeld' as const, target: '#entityRegistration.editing', actions: 'alreadyHeldError' as const },
];
const answer = [
  { guard: 'blankAnswer' as const, actions: 'requiredError' as const },
  { target: '#entityRegistration.checkingAnswer', actions: 'takeAnswer' as const },
];
const back = { target: '#entityRegistration.editing', actions: 'clear' as const };

export const entityRegistrationMachine = registrationSetup.createMachine({
  id: 'entityRegistration',
  context: ({ input }) => ({
    input,
    document: '',
    question: input.paths.question?.description ?? null,
    answer: '',
    fieldError: null,
    alert: null,
    entity: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'invalidDocument', actions: 'documentError' },
          { guard: 'autoValidatePath', target: 'autoValidating', actions: 'takeDocument' },
          { guard: 'questionPath', target: 'answering', actions: 'takeDocument' },
          { guard: 'mfaPath', target: 'mfa', actions: 'takeDocument' },
          { guard: 'approvalPath', target: 'approvalForm', actions: 'takeDocument' },
          { actions: 'noPathError' },
        ],
      },
    },
    autoValidating: {
      invoke: {
        src: 'autoValidate',
        input: call,
        onDone: [added, { target: 'refused', actions: 'refusedAlert' }],
        onError: failed,
      },
    },
    refused: { on: { DISMISS: back } },
    answering: { on: { ANSWER: answer, BACK: back } },
    checkingAnswer: {
      invoke: {
        src: 'checkAnswer',
        input: ({ context }) => ({ ...call({ context }), answer: context.answer }),
        onDone: [added, { target: 'wrongAnswer' }],
        onError: failed,
      },
    },
    wrongAnswer: { on: { ANSWER: answer, BACK: back } },
    mfa: {
      invoke: { id: 'mfa', src: 'mfa', input: call, onDone: [...mfaDone, back], onError: fail },
      on: {
        CHOOSE: { actions: 'forwardToMfa' },
        AUTHENTICATE: { actions: 'forwardToMfa' },
        RESEND: { actions: 'forwardToMfa' },
        RETRY: { actions: 'forwardToMfa' },
        CANCEL: { actions: 'forwardToMfa' },
      },
    },
    approvalForm: {
      on: {
        REQUEST_APPROVAL: [
          { guard: 'blankDescription', actions: 'requiredError' },
          { target: 'requestingApproval', actions: 'clear' },
        ],
        BACK: back,
      },
    },
    requestingApproval: {
      invoke: {
        src: 'requestApproval',
        input: ({ context, event }) => {
          const { type: _type, ...form } = event as Extract<typeof event, { type: 'REQUEST_APPROVAL' }>;
          return { ...call({ context }), ...form, description: form.description.trim() };
        },
        onDone: {
          target: 'pending',
          actions: [
            'pendingAlert',
            { type: 'approvalRequested', params: ({ context }) => ({ document: context.document }) },
          ],
        },
        onError: failed,
      },
    },
    pending: { type: 'final' },
    added: { type: 'final' },
    failed: { on: { DISMISS: back } },
  },
});

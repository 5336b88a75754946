import { fromPromise } from 'xstate';
import { asApiFailure } from '../../domain/api-failure';
import { entityMfaMachine } from '../../machines/entity-mfa.machine';
import type {
  ApprovalForm,
  AuthenticateResult,
  AutoValidateResult,
  CheckAnswerResult,
  MfaOption,
  RegisteredEntity,
} from '../../machines/entity/types';
import { entityUiMessages } from '../../domain/messages/entities';
import type { AddedEntity, MfaListing } from '../api/entity-api';

/** The calls the registration paths make (src/api/entity-api.ts; tests pass fakes). */
export type RegistrationCalls = {
  autoValidate(companyId: string, document: string): Promise<AddedEntity>;
  answerQuestion(companyId: string, document: string, answer: string): Promise<AddedEntity>;
  requestApproval(companyId: string, document: string, form: ApprovalForm): Promise<unknown>;
  mfaPossibilities(companyId: string, document: string): Promise<MfaListing>;
  sendMfaCode(companyId: string, document: string, option: string): Promise<unknown>;
  authenticateMfa(companyId: string, document: string, mfa: string): Promise<AddedEntity>;
};

type Call = { companyId: string; document: string };

const entityOf = (added: AddedEntity): RegisteredEntity => ({ code: added.code, description: added.description });

/** A rejection whose error code is one of `codes` becomes `answer`; anything else stays a failure. */
async function answering<T>(promise: Promise<T>, codes: string[], answer: (message?: string) => T): Promise<T> {
  try {
    return await promise;
  } catch (reason) {
    const failure = asApiFailure(reason);
    if (failure.error && codes.includes(failure.error)) return answer(failure.message);
    throw reason;
  }
}

export async function autoValidateResult(calls: RegistrationCalls, { companyId, document }: Call): Promise<AutoValidateResult> {
  return answering<AutoValidateResult>(
    calls.autoValidate(companyId, document).then((added) => ({ result: 'added', entity: entityOf(added) })),
    ['#ENTITY_NOT_VALIDATED'],
    (message) => ({ result: 'refused', ...(message ? { message } : {}) }),
  );
}

export async function checkAnswerResult(calls: RegistrationCalls, input: Call & { answer: string }): Promise<CheckAnswerResult> {
  return answering<CheckAnswerResult>(
    calls.answerQuestion(input.companyId, input.document, input.answer).then((added) => ({ result: 'added', entity: entityOf(added) })),
    ['#WRONG_ANSWER'],
    () => ({ result: 'wrongAnswer' }),
  );
}

export async function authenticateResult(calls: RegistrationCalls, input: Call & { code: string }): Promise<AuthenticateResult> {
  return answering<AuthenticateResult>(
    calls.authenticateMfa(input.companyId, input.document, input.code).then((added) => ({ result: 'added', entity: entityOf(added) })),
    ['#INVALID_MFA_CODE'],
    () => ({ result: 'wrongCode' }),
  );
}

/** The server's possibilities as the MFA machine's options: 'E-mail: fi*******@contatoseguro.com.br'. */
export async function mfaOptions(calls: RegistrationCalls, { companyId, document }: Call): Promise<MfaOption[]> {
  const { possibilities } = await calls.mfaPossibilities(companyId, document);
  const types = entityUiMessages.registration.mfaTypes;
  return possibilities.map((p) => ({ id: p.option, label: `${types[p.type] ?? p.type}: ${p.label}` }));
}

/** entityRegistration's actors (with its invoked entityMfa) over `calls`. */
export function registrationActors(calls: RegistrationCalls) {
  return {
    autoValidate: fromPromise(({ input }: { input: Call }) => autoValidateResult(calls, input)),
    checkAnswer: fromPromise(({ input }: { input: Call & { answer: string } }) => checkAnswerResult(calls, input)),
    requestApproval: fromPromise(({ input }: { input: Call & ApprovalForm }) => {
      const { companyId, document, ...form } = input;
      return calls.requestApproval(companyId, document, form);
    }),
    mfa: entityMfaMachine.provide({
      actors: {
        listOptions: fromPromise(({ input }: { input: Call }) => mfaOptions(calls, input)),
        sendCode: fromPromise(({ input }: { input: Call & { option: string } }) =>
          calls.sendMfaCode(input.companyId, input.document, input.option),
        ),
        authenticate: fromPromise(({ input }: { input: Call & { option: string; code: string } }) => authenticateResult(calls, input)),
      },
    }),
  };
}

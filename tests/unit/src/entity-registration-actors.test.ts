import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { entityRegistrationMachine } from '../../../machines/entity-registration.machine';
import type { ApiFailure } from '../../../domain/api-failure';
import {
  authenticateResult,
  autoValidateResult,
  checkAnswerResult,
  mfaOptions,
  registrationActors,
  type RegistrationCalls,
} from '../../../src/entities/registration-actors';

const call = { companyId: 'local', document: '12345678000195' };
const added = { added: true, code: '12345678000195', description: 'Auto Validada Comércio Ltda' };
const refuse = (failure: ApiFailure) => () => Promise.reject(failure);
const notCalled = () => Promise.reject(new Error('not expected'));

function calls(overrides: Partial<RegistrationCalls>): RegistrationCalls {
  return {
    autoValidate: notCalled,
    answerQuestion: notCalled,
    requestApproval: notCalled,
    mfaPossibilities: notCalled,
    sendMfaCode: notCalled,
    authenticateMfa: notCalled,
    ...overrides,
  };
}

describe('registration actors over the access calls', () => {
  it('turns an added entity into the machine result', async () => {
    const result = await autoValidateResult(calls({ autoValidate: async () => added }), call);
    expect(result).toEqual({ result: 'added', entity: { code: added.code, description: added.description } });
  });

  it('answers the path refusals (not failures): not validated, wrong answer, invalid code', async () => {
    const refused = await autoValidateResult(
      calls({ autoValidate: refuse({ status: 403, error: '#ENTITY_NOT_VALIDATED', message: 'Não foi possível validar.' }) }),
      call,
    );
    expect(refused).toEqual({ result: 'refused', message: 'Não foi possível validar.' });
    const wrong = await checkAnswerResult(calls({ answerQuestion: refuse({ status: 400, error: '#WRONG_ANSWER' }) }), { ...call, answer: '1' });
    expect(wrong).toEqual({ result: 'wrongAnswer' });
    const code = await authenticateResult(calls({ authenticateMfa: refuse({ status: 400, error: '#INVALID_MFA_CODE' }) }), { ...call, code: '000000' });
    expect(code).toEqual({ result: 'wrongCode' });
  });

  it('lets any other failure reject (the statechart decides: the document field for #ENTITY_ALREADY_HELD, else its alert)', async () => {
    const held = { status: 409, error: '#ENTITY_ALREADY_HELD', message: 'Esta empresa já está vinculada ao seu usuário.' };
    await expect(autoValidateResult(calls({ autoValidate: refuse(held) }), call)).rejects.toEqual(held);
  });

  it('labels the MFA possibilities by channel', async () => {
    const options = await mfaOptions(
      calls({
        mfaPossibilities: async () => ({
          code: call.document,
          description: 'Contato Seguro',
          possibilities: [
            { option: 'email-1', type: 'email', label: 'fi*******@contatoseguro.com.br' },
            { option: 'sms-2', type: 'sms', label: '*******7766' },
          ],
        }),
      }),
      call,
    );
    expect(options).toEqual([
      { id: 'email-1', label: 'E-mail: fi*******@contatoseguro.com.br' },
      { id: 'sms-2', label: 'SMS: *******7766' },
    ]);
  });

  it('drives the statechart: an approval request goes to the server without the event type', async () => {
    const sent: unknown[] = [];
    const machine = entityRegistrationMachine.provide({
      actors: registrationActors(calls({ requestApproval: async (...args) => void sent.push(args) })),
    });
    const paths = { autoValidate: false, question: null, mfa: false, approval: true };
    const actor = createActor(machine, { input: { companyId: 'local', paths } }).start();
    actor.send({ type: 'SUBMIT', document: '55.667.788/0001-86' });
    actor.send({ type: 'REQUEST_APPROVAL', description: ' Nova Empresa ', tag1: 'sul', term: true });
    await waitFor(actor, (s) => s.matches('pending'));
    expect(sent).toEqual([['local', '55667788000186', { description: 'Nova Empresa', tag1: 'sul', term: true }]]);
  });
});

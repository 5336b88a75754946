import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { entityMfaMachine } from '../../../machines/entity-mfa.machine';
import { entityRegistrationMachine } from '../../../machines/entity-registration.machine';
import { entitySelectionMachine } from '../../../machines/entity-selection.machine';
import type { AuthenticateResult, EntityRegistrationInput, MfaOption } from '../../../machines/entity/types';

type MfaRef = ActorRefFrom<typeof entityMfaMachine>;

const paths: EntityRegistrationInput['paths'] = {
  autoValidate: false,
  question: null,
  mfa: false,
  approval: false,
};
const entity = { code: '12ABC34501DE35', description: 'Acme Alfa Ltda' };

describe('entityRegistration with the real entityMfa machine invoked', () => {
  it('forwards the MFA events to the child and ends added', async () => {
    const calls: [string, unknown][] = [];
    const record = <T, I>(name: string, out: T) =>
      fromPromise<T, I>(async ({ input }) => {
        calls.push([name, input]);
        return out;
      });
    const mfa = entityMfaMachine.provide({
      actors: {
        listOptions: record<MfaOption[], { companyId: string; document: string }>('listOptions', [
          { id: 'email', label: 'E-mail' },
        ]),
        sendCode: record<unknown, { companyId: string; document: string; option: string }>('sendCode', {}),
        authenticate: record<
          AuthenticateResult,
          { companyId: string; document: string; option: string; code: string }
        >('authenticate', { result: 'added', entity }),
      },
    });
    const added: unknown[] = [];
    const machine = entityRegistrationMachine.provide({
      actors: { mfa },
      actions: { entityAdded: (_, params) => added.push(params) },
    });
    const actor = createActor(machine, {
      input: { companyId: 'mfa', paths: { ...paths, mfa: true } },
    }).start();
    actor.send({ type: 'SUBMIT', document: '12.ABC.345/01DE-35' });
    const child = () => actor.getSnapshot().children.mfa as MfaRef;
    await waitFor(child(), (s) => s.matches('choosing'));
    actor.send({ type: 'CHOOSE', option: 'email' });
    await waitFor(child(), (s) => s.matches('awaitingCode'));
    actor.send({ type: 'AUTHENTICATE', code: '123456' });
    await waitFor(actor, (s) => s.matches('added'));
    expect(calls).toEqual([
      ['listOptions', { companyId: 'mfa', document: '12ABC34501DE35' }],
      ['sendCode', { companyId: 'mfa', document: '12ABC34501DE35', option: 'email' }],
      ['authenticate', { companyId: 'mfa', document: '12ABC34501DE35', option: 'email', code: '123456' }],
    ]);
    expect(added).toEqual([{ entity }]);
  });

  it('a cancelled child returns the parent to editing', async () => {
    const mfa = entityMfaMachine.provide({
      actors: { listOptions: fromPromise(async () => [{ id: 'sms', label: 'SMS' }]) },
    });
    const actor = createActor(entityRegistrationMachine.provide({ actors: { mfa } }), {
      input: { companyId: 'mfa', paths: { ...paths, mfa: true } },
    }).start();
    actor.send({ type: 'SUBMIT', document: '11222333000181' });
    await waitFor(actor.getSnapshot().children.mfa as MfaRef, (s) => s.matches('choosing'));
    actor.send({ type: 'CANCEL' });
    await waitFor(actor, (s) => s.matches('editing'));
  });

  it('sends the approval form with the document', async () => {
    const inputs: unknown[] = [];
    const machine = entityRegistrationMachine.provide({
      actors: { requestApproval: fromPromise(async ({ input }) => inputs.push(input)) },
    });
    const actor = createActor(machine, {
      input: { companyId: 'local', paths: { ...paths, approval: true } },
    }).start();
    actor.send({ type: 'SUBMIT', document: '45.723.174/0001-10' });
    actor.send({
      type: 'REQUEST_APPROVAL',
      description: ' Matriz ',
      tag1: 'sul',
      tag2: '',
      options: ['a'],
      term: true,
    });
    await waitFor(actor, (s) => s.matches('pending'));
    expect(inputs).toEqual([
      {
        companyId: 'local',
        document: '45723174000110',
        description: 'Matriz',
        tag1: 'sul',
        tag2: '',
        options: ['a'],
        term: true,
      },
    ]);
  });

  it('takes the first configured path in the order autoValidate, question, MFA, approval', () => {
    const first = (p: EntityRegistrationInput['paths']) => {
      const actor = createActor(entityRegistrationMachine, { input: { companyId: 'x', paths: p } }).start();
      actor.send({ type: 'SUBMIT', document: '11222333000181' });
      const value = actor.getSnapshot().value;
      actor.stop();
      return value;
    };
    const q = { description: 'Pergunta?' };
    expect(first({ autoValidate: true, question: q, mfa: true, approval: true })).toBe('autoValidating');
    expect(first({ ...paths, question: q, mfa: true, approval: true })).toBe('answering');
    expect(first({ ...paths, mfa: true, approval: true })).toBe('mfa');
    expect(first({ ...paths, approval: true })).toBe('approvalForm');
  });
});

describe('entitySelection', () => {
  it('lists with the query and the default limit, and saves the selection', async () => {
    const calls: unknown[] = [];
    const machine = entitySelectionMachine.provide({
      actors: {
        listEntities: fromPromise(async ({ input }) => {
          calls.push(input);
          return [entity];
        }),
        saveSelection: fromPromise(async ({ input }) => {
          calls.push(input);
          return { email: 'ana@demo.com.br' } as never;
        }),
      },
    });
    const actor = createActor(machine, {
      input: { companyId: 'local', email: 'ana@demo.com.br', selected: [] },
    }).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'SEARCH', query: 'alfa' });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'TOGGLE', code: entity.code });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls).toEqual([
      { companyId: 'local', query: '', limit: 50 },
      { companyId: 'local', query: 'alfa', limit: 50 },
      { companyId: 'local', email: 'ana@demo.com.br', entities: [entity] },
    ]);
  });
});

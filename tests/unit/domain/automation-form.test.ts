import { describe, expect, it } from 'vitest';
import { automationDraftOf, automationInputOf, emptyAutomationDraft, splitList } from '../../../domain/automation-form';

const draft = { ...emptyAutomationDraft, name: ' Aviso ', title: 'Boleto disponível', message: '<p>Oi</p>' };

describe('the notification automation form', () => {
  it('splits typed lists on commas, semicolons and lines, without blanks or repeats', () => {
    expect(splitList('financeiro, compras;\nfinanceiro,, ')).toEqual(['financeiro', 'compras']);
    expect(splitList('ANA@demo.com.br; ana@demo.com.br', (e) => e.toLowerCase())).toEqual(['ana@demo.com.br']);
  });

  it('builds the API body: trimmed texts, groups and normalised e-mails, no module as null', () => {
    const result = automationInputOf({ ...draft, groups: 'financeiro', emails: 'ANA@demo.com.br', channels: ['portal', 'email'] });
    expect(result).toEqual({
      ok: true,
      input: {
        name: 'Aviso',
        title: 'Boleto disponível',
        message: '<p>Oi</p>',
        module: null,
        recipients: { groups: ['financeiro'], emails: ['ana@demo.com.br'] },
        channels: ['portal', 'email'],
        notify: true,
      },
    });
  });

  it('sends everyone alone when everyone is chosen', () => {
    const result = automationInputOf({ ...draft, everyone: true, groups: 'financeiro' });
    expect(result.ok && result.input.recipients).toEqual({ everyone: true });
  });

  it('names each missing or wrong field in pt-BR', () => {
    expect(automationInputOf({ ...emptyAutomationDraft, channels: [], emails: 'não é e-mail, ana@demo.com.br' })).toEqual({
      ok: false,
      errors: {
        name: 'Este campo é obrigatório!',
        title: 'Este campo é obrigatório!',
        message: 'Este campo é obrigatório!',
        emails: 'E-mails inválidos: não é e-mail',
        channels: 'Escolha pelo menos um canal.',
      },
    });
    expect(automationInputOf(draft)).toEqual({ ok: false, errors: { recipients: 'Escolha todos os usuários, ou informe grupos ou e-mails.' } });
  });

  it('shows a stored automation back in the form', () => {
    const stored = {
      id: 'x', name: 'Aviso', title: 'T', message: '<b>m</b>', module: null, recipients: { groups: ['a', 'b'], emails: ['c@d.com.br'] },
      channels: ['email'], notify: false, createdBy: 'admin@demo.com.br', createdAt: '', updatedAt: '', lastSentAt: null,
    };
    expect(automationDraftOf(stored)).toEqual({
      name: 'Aviso', title: 'T', message: '<b>m</b>', module: '', everyone: false, groups: 'a, b', emails: 'c@d.com.br', channels: ['email'], notify: false,
    });
  });
});

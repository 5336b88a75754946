import { describe, expect, it } from 'vitest';
import { emptyAutomationDraft } from '../../../domain/automation-form';
import { automationWarnings } from '../../../domain/automation-references';

const known = { groups: ['financeiro', 'compras'], modules: ['boletos', 'notas'] };

describe('groups and modules an automation names that the tenant does not have', () => {
  it('warns about each unknown group, by name', () => {
    expect(automationWarnings({ ...emptyAutomationDraft, groups: 'financeiro, inexistente' }, known)).toEqual({
      groups: 'O grupo "inexistente" não existe nesta empresa: ninguém o recebe por ele. Confira o nome.',
    });
    expect(automationWarnings({ ...emptyAutomationDraft, groups: 'x; y' }, known).groups).toBe(
      'Os grupos "x", "y" não existem nesta empresa: ninguém os recebe por eles. Confira os nomes.',
    );
  });

  it('warns about an unknown module id, trimmed', () => {
    expect(automationWarnings({ ...emptyAutomationDraft, module: ' nao-existe ' }, known)).toEqual({
      module: 'O módulo "nao-existe" não existe nesta empresa: a notificação não abrirá nenhum módulo. Confira o identificador.',
    });
  });

  it('says nothing about known names, a blank module, groups ignored for everyone, or what the screen could not read', () => {
    expect(automationWarnings({ ...emptyAutomationDraft, groups: 'compras', module: 'notas' }, known)).toEqual({});
    expect(automationWarnings({ ...emptyAutomationDraft, everyone: true, groups: 'inexistente' }, known)).toEqual({});
    expect(automationWarnings({ ...emptyAutomationDraft, groups: 'inexistente', module: 'x' }, { groups: null, modules: null })).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { auditDetailText } from '../../../domain/audit-detail';
import { adminOperationsUi } from '../../../domain/messages/admin-operations-ui';
import { sectionNames } from '../../../server/admin/config-sections';

const zone = 'America/Sao_Paulo';

describe('admin audit detail in pt-BR', () => {
  it('labels the keys the server writes and joins the pairs with a middle dot', () => {
    expect(auditDetailText({ group: 'financeiro', email: 'ana@demo.com.br' }, zone)).toBe(
      'Perfil: financeiro · E-mail: ana@demo.com.br',
    );
    expect(auditDetailText({ version: 7, comment: 'Novo módulo' }, zone)).toBe('Versão: 7 · Comentário: Novo módulo');
    expect(auditDetailText({ version: 8, comment: 'Volta', restored: 3 }, zone)).toBe(
      'Versão: 8 · Comentário: Volta · Versão restaurada: 3',
    );
  });

  it('formats an instant as DD/MM/YYYY HH:mm in the given zone, and leaves other texts as written', () => {
    expect(auditDetailText({ email: 'ana@demo.com.br', expires: '2026-12-01T13:00:00.000Z' }, zone)).toBe(
      'E-mail: ana@demo.com.br · Expira em: 01/12/2026 10:00',
    );
    expect(auditDetailText({ expires: '2026-12-01T13:00:00.000Z' }, 'UTC')).toBe('Expira em: 01/12/2026 13:00');
    // A calendar date, a text that only starts like an instant, and an impossible instant are not instants.
    expect(auditDetailText({ comment: '2026-12-01' }, zone)).toBe('Comentário: 2026-12-01');
    expect(auditDetailText({ comment: '2026-12-01T13:00 revisão' }, zone)).toBe('Comentário: 2026-12-01T13:00 revisão');
    expect(auditDetailText({ comment: '2026-13-45T99:00:00Z' }, zone)).toBe('Comentário: 2026-13-45T99:00:00Z');
  });

  it('joins lists with commas and says sim or não for booleans', () => {
    expect(auditDetailText({ domains: ['acme.portal.test', 'www.acme.com.br'], adminEmail: 'a@acme.com.br' }, zone)).toBe(
      'Domínios: acme.portal.test, www.acme.com.br · E-mail do administrador: a@acme.com.br',
    );
    expect(auditDetailText({ name: 'Aviso', channels: ['portal', 'email'], sent: 3 }, zone)).toBe(
      'Nome: Aviso · Canais: portal, email · Destinatários: 3',
    );
    expect(auditDetailText({ notify: true, blocked: false }, zone)).toBe('notify: sim · blocked: não');
  });

  it('shows a nested object as label: value pairs, never as JSON', () => {
    const text = auditDetailText({ version: 4, quotas: { users: 500, storageBytes: 10737418240 } }, zone);
    expect(text).toBe('Versão: 4 · Limites: Usuários: 500, Armazenamento (bytes): 10737418240');
    expect(text).not.toMatch(/[{}"[\]]/);
    // Deeper down, parentheses keep an object's pairs apart from its neighbours.
    expect(auditDetailText({ changes: [{ id: 'a', at: '2026-12-01T13:00:00Z' }, { id: 'b' }] }, zone)).toBe(
      'changes: (Identificador: a, at: 01/12/2026 10:00), (Identificador: b)',
    );
    expect(auditDetailText({ quotas: { limits: { users: 5 } } }, zone)).toBe('Limites: limits: (Usuários: 5)');
  });

  it('keeps an unknown key as written, even one named like an object property', () => {
    expect(auditDetailText({ newThing: 'x', constructor: 'y', toString: 'z' }, zone)).toBe(
      'newThing: x · constructor: y · toString: z',
    );
  });

  it('leaves out empty values, and answers nothing for a detail with nothing to show', () => {
    expect(auditDetailText({ version: 2, comment: '', quotas: {}, domains: [], status: null }, zone)).toBe('Versão: 2');
    expect(auditDetailText({ quotas: { users: null }, channels: [null, ''] }, zone)).toBe('');
    expect(auditDetailText({}, zone)).toBe('');
    expect(auditDetailText({ endedSessions: 0 }, zone)).toBe('Sessões encerradas: 0');
  });

  it('names every config section a save is audited under, and a file deleted in the file manager', () => {
    const { actions } = adminOperationsUi.audit;
    for (const section of sectionNames) expect(actions[`config.section.${section}`], section).toBeTruthy();
    expect(actions['files.delete']).toBe('Arquivo excluído');
  });
});

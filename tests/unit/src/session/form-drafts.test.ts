// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { dropDrafts, keepDraft, takeDraft } from '../../../../src/session/form-drafts';

const key = { companyId: 'local', userId: 'u1', place: 'item:cadastros/clientes' };

afterEach(() => sessionStorage.clear());

describe('form drafts a lost session leaves (sessionStorage of the tab)', () => {
  it('gives a draft back once, to the same company, user, module and item only', () => {
    keepDraft(key, { nome: 'Bia', tipo: 'PF' });
    expect(takeDraft({ ...key, userId: 'u2' })).toBeNull();
    expect(takeDraft({ ...key, companyId: 'acme' })).toBeNull();
    expect(takeDraft({ ...key, place: 'item:cadastros/fornecedores' })).toBeNull();
    expect(takeDraft(key)).toEqual({ nome: 'Bia', tipo: 'PF' });
    expect(takeDraft(key)).toBeNull();
  });

  it('tells ids apart that a plain separator would join alike', () => {
    keepDraft({ ...key, userId: 'a:b', place: 'c' }, { nome: 'Bia' });
    expect(takeDraft({ ...key, userId: 'a', place: 'b:c' })).toBeNull();
  });

  it('drops every draft and nothing else of the tab', () => {
    keepDraft(key, { nome: 'Bia' });
    keepDraft({ ...key, userId: 'u2' }, { nome: 'Caio' });
    sessionStorage.setItem('notification-client', 'x');
    dropDrafts();
    expect(takeDraft(key)).toBeNull();
    expect(takeDraft({ ...key, userId: 'u2' })).toBeNull();
    expect(sessionStorage.getItem('notification-client')).toBe('x');
  });

  it('reads a damaged entry as no draft', () => {
    keepDraft(key, { nome: 'Bia' });
    const name = sessionStorage.key(0)!;
    sessionStorage.setItem(name, '{não é json');
    expect(takeDraft(key)).toBeNull();
    sessionStorage.setItem(name, '[1,2]');
    expect(takeDraft(key)).toBeNull();
  });
});

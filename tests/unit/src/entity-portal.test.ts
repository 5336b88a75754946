import { describe, expect, it } from 'vitest';
import type { Entity } from '../../../schemas/entity';
import type { UserSession } from '../../../schemas/session';
import { accountActions } from '../../../src/entities/account-actions';
import { entityHeaderLabel } from '../../../src/entities/entity-header-label';
import { withFirstEntity } from '../../../src/entities/first-entity';

const user = (over: Partial<UserSession> = {}): UserSession => ({
  id: 'u1',
  email: 'ana@demo.com.br',
  nick: 'Ana Souza',
  firstNick: 'Ana',
  groups: ['financeiro'],
  entitySelected: [],
  selectedEntity: null,
  pendingTerms: {},
  notifications: {},
  isPublic: false,
  isLdapUser: false,
  isAdfsUser: false,
  hasEntity: true,
  hasEntitySelected: false,
  hasAccountsAccess: false,
  ...over,
});
const demo = { code: '11222333000181', description: 'Demo Comércio Ltda' };
const industria = { code: '45723174000110', description: 'Demo Indústria S.A.' };
const style = { color: { primary: '#000000', secondary: '#111111' }, layout: { entity: { show: true } } };

describe('the header entity button', () => {
  it('names one selected entity, counts several, else invites to select or add', () => {
    expect(entityHeaderLabel(user({ entitySelected: [demo] }))).toBe('Empresa: Demo Comércio Ltda');
    expect(entityHeaderLabel(user({ entitySelected: [demo, industria] }))).toBe('2 empresas');
    expect(entityHeaderLabel(user({ selectedEntity: industria }))).toBe('Empresa: Demo Indústria S.A.');
    expect(entityHeaderLabel(user())).toBe('Selecionar empresa');
    expect(entityHeaderLabel(user({ hasEntity: false }))).toBe('Adicionar empresa');
  });
});

describe('login by token loads the first entity (SPEC §4 "Session")', () => {
  const full: Entity = { ...industria, tag1: null, tag2: null, externalId: null, dynamicFields: {}, id: 'e1' };

  it('asks for one entity when the user holds some but selected none', async () => {
    const asked: unknown[] = [];
    const next = await withFirstEntity('local', user(), async (...args) => {
      asked.push(args);
      return [full];
    });
    expect(asked).toEqual([['local', { fields: ['code', 'description'], limit: 1 }]]);
    expect(next.selectedEntity).toEqual(industria);
  });

  it('leaves a user with a selection, without entities or public alone, and survives a failed listing', async () => {
    const never = async (): Promise<Entity[]> => {
      throw new Error('not expected');
    };
    const selected = user({ selectedEntity: demo, entitySelected: [demo] });
    expect(await withFirstEntity('local', selected, never)).toBe(selected);
    const none = user({ hasEntity: false });
    expect(await withFirstEntity('local', none, never)).toBe(none);
    const failing = user();
    expect(await withFirstEntity('local', failing, () => Promise.reject({ status: 0 }))).toBe(failing);
  });
});

describe("the 'Minha conta' entries (SPEC §2 dialogs, §6)", () => {
  const entity = { approval: true, radar: true };

  it('gives everyone the account dialogs and the entity dialogs with the entity layout', () => {
    expect(accountActions({ style, entity: {} }, user(), false)).toEqual(['profile', 'password', 'feedback', 'entities', 'entityRegistration']);
    expect(accountActions({ style: { color: style.color }, entity: {} }, user(), false)).toEqual(['profile', 'password', 'feedback']);
  });

  it('adds approvals for admins with entity.approval, host for hosts, audit with radar, Contas with access', () => {
    expect(accountActions({ style, entity }, user({ groups: ['admin'] }), true)).toEqual([
      'profile', 'password', 'feedback', 'entities', 'entityRegistration', 'approvals', 'host', 'audit', 'accounts',
    ]);
    expect(accountActions({ style, entity: { radar: false } }, user({ groups: ['host'] }), false)).toContain('host');
    expect(accountActions({ style, entity: { radar: false } }, user({ groups: ['host'] }), false)).not.toContain('audit');
    expect(accountActions({ style, entity }, user({ groups: ['host'] }), false)).not.toContain('approvals');
  });

  it('gives a public visitor nothing', () => {
    expect(accountActions({ style, entity }, user({ isPublic: true }), true)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import gamma from '../../../fixtures/tenants/gamma.json';
import { toApiFailure, asApiFailure } from '../../../domain/api-failure';
import { environmentOf, ribbonText } from '../../../domain/environment';
import { blockedAccessMessage, isCompanyDisabled } from '../../../domain/tenant-access';
import { lastPendingTermPath } from '../../../domain/terms';
import { firstName } from '../../../domain/user';

describe('environment ribbon', () => {
  it("'local' is DESENVOLVIMENTO, an id containing 'stage-' is HOMOLOGAÇÃO, others none", () => {
    expect([environmentOf('local'), ribbonText('local')]).toEqual(['local', 'DESENVOLVIMENTO']);
    expect([environmentOf('stage-acme'), ribbonText('stage-acme')]).toEqual(['stage', 'HOMOLOGAÇÃO']);
    expect([environmentOf('acme'), ribbonText('acme')]).toEqual(['production', null]);
    expect(ribbonText('stage')).toBeNull();
    expect(ribbonText('localhost')).toBeNull();
  });
});

describe('tenant access', () => {
  it('message.blockedAccess is keyed by domain (port and case ignored)', () => {
    const company = gamma.company;
    expect(blockedAccessMessage(company, 'Bloqueado.portal.test:3000')).toBe(
      company.message.blockedAccess['bloqueado.portal.test'],
    );
    expect(blockedAccessMessage(company, 'gamma.portal.test')).toBeNull();
    expect(blockedAccessMessage({}, 'x')).toBeNull();
    expect(blockedAccessMessage({ message: { blockedAccess: {} } }, 'constructor')).toBeNull();
  });
  it('disabled companies', () => {
    expect(isCompanyDisabled({ status: 'disabled' })).toBe(true);
    expect(isCompanyDisabled({ status: 'active' })).toBe(false);
  });
});

describe('user, terms, api failures', () => {
  it('firstName is the first word of the nick', () => {
    expect(firstName('Ana Souza')).toBe('Ana');
    expect(firstName('  João   Pereira ')).toBe('João');
    expect(firstName('')).toBe('');
    expect(firstName(undefined)).toBe('');
  });
  it('lastPendingTermPath is the last pending term', () => {
    expect(lastPendingTermPath({ privacidade: { version: 3 }, uso: { version: 1 } })).toBe('/termos/uso/1');
    expect(lastPendingTermPath({})).toBeNull();
    expect(lastPendingTermPath(null)).toBeNull();
  });
  it('toApiFailure keeps error and message of the envelope', () => {
    expect(
      toApiFailure(401, { status: 'error', error: '#WRONG_PASSWORD', message: 'Senha incorreta' }),
    ).toEqual({
      status: 401,
      error: '#WRONG_PASSWORD',
      message: 'Senha incorreta',
    });
    expect(toApiFailure(0, undefined)).toEqual({ status: 0 });
    expect(toApiFailure(502, '<html>')).toEqual({ status: 502 });
    expect(asApiFailure(new Error('x'))).toEqual({ status: 0 });
    expect(asApiFailure({ status: 400, error: 'Usuário bloqueado', extra: 1 })).toEqual({
      status: 400,
      error: 'Usuário bloqueado',
    });
  });
});

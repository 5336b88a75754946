import { describe, expect, it } from 'vitest';
import { inOperatorGroup } from '../../../domain/operator-access';
import {
  fieldOfConfigPath,
  fieldOfErrorCode,
  newTenantRequest,
  parseDomains,
  searchTenants,
  validateNewTenant,
  type NewTenantForm,
  type OperatorTenant,
} from '../../../domain/operator-tenants';

const form: NewTenantForm = { id: 'omega', appName: 'Portal Omega', domains: 'omega.portal.test', adminEmail: 'chefe@omega.com.br', adminNick: '' };

describe('operator tenant rules (issue 9)', () => {
  it('reads domains one per line or comma-separated, trimmed, lowercased and once each', () => {
    expect(parseDomains(' Omega.portal.test,omega-b.portal.test\n\nomega.portal.test ; c.test ')).toEqual(['omega.portal.test', 'omega-b.portal.test', 'c.test']);
    expect(parseDomains('  \n , ')).toEqual([]);
  });

  it('accepts a complete form and sends it in the server contract', () => {
    expect(validateNewTenant(form)).toEqual({});
    expect(newTenantRequest({ ...form, id: ' omega ', domains: 'a.test, b.test', adminNick: ' Chefe ' })).toEqual({
      id: 'omega',
      appName: 'Portal Omega',
      domains: ['a.test', 'b.test'],
      adminEmail: 'chefe@omega.com.br',
      adminNick: 'Chefe',
    });
    expect(newTenantRequest(form)).not.toHaveProperty('adminNick');
  });

  it('says in pt-BR what is missing or wrong, field by field', () => {
    expect(validateNewTenant({ id: '', appName: ' ', domains: '', adminEmail: '', adminNick: '' })).toEqual({
      id: 'Este campo é obrigatório!',
      appName: 'Este campo é obrigatório!',
      domains: 'Este campo é obrigatório!',
      adminEmail: 'Este campo é obrigatório!',
    });
    expect(validateNewTenant({ ...form, id: 'Omega Ltda' }).id).toBe('Use de 2 a 40 letras minúsculas, números ou hífen, começando por letra ou número.');
    expect(validateNewTenant({ ...form, id: '-omega' }).id).toBeDefined();
    expect(validateNewTenant({ ...form, id: 'a'.repeat(41) }).id).toBeDefined();
    expect(validateNewTenant({ ...form, domains: 'https://omega.com.br/' }).domains).toBe(
      'Domínio inválido: "https://omega.com.br/". Informe só o endereço, como portal.empresa.com.br.',
    );
    expect(validateNewTenant({ ...form, domains: Array.from({ length: 21 }, (_, i) => `d${i}.test`).join(',') }).domains).toBe('Informe no máximo 20 domínios.');
    expect(validateNewTenant({ ...form, adminEmail: 'chefe@' }).adminEmail).toBe('Informe um email válido.');
  });

  it("puts the server's refusals at their fields", () => {
    expect(fieldOfConfigPath('/company/domain/1')).toBe('domains');
    expect(fieldOfConfigPath('/company/id')).toBe('id');
    expect(fieldOfConfigPath('/company/appName')).toBe('appName');
    expect(fieldOfConfigPath('/company/style/color/primary')).toBeNull();
    expect(fieldOfErrorCode('#TENANT_EXISTS')).toBe('id');
    expect(fieldOfErrorCode('#INVALID_EMAIL')).toBe('adminEmail');
    expect(fieldOfErrorCode('#VALIDATION')).toBeNull();
  });

  it('finds tenants by id, name or domain, ignoring case and accents', () => {
    const tenants: OperatorTenant[] = [
      { id: 'acme', appName: 'Portal ACME', domains: ['acme.portal.test'], status: 'active', version: 1 },
      { id: 'sao', appName: 'São Paulo Comércio', domains: ['sp.portal.test', 'comercio.test'], status: 'blocked', version: 3 },
    ];
    expect(searchTenants(tenants, '  ').map((t) => t.id)).toEqual(['acme', 'sao']);
    expect(searchTenants(tenants, 'sao paulo').map((t) => t.id)).toEqual(['sao']);
    expect(searchTenants(tenants, 'COMERCIO.TEST').map((t) => t.id)).toEqual(['sao']);
    expect(searchTenants(tenants, 'Acm').map((t) => t.id)).toEqual(['acme']);
    expect(searchTenants(tenants, 'nada')).toEqual([]);
  });

  it('lets the browser offer Operação only to the group adapcon (the server checks the e-mail domain and host)', () => {
    expect(inOperatorGroup(['adapcon'])).toBe(true);
    expect(inOperatorGroup(['admin', 'financeiro'])).toBe(false);
  });
});

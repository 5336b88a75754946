import { describe, expect, expectTypeOf, it } from 'vitest';
import { adminPermissions, permissionsOf } from '../../../domain/admin-permissions';
import { tenantAdminGroup } from '../../../domain/tenant-groups';
import { adminPermissionNames } from '../../../schemas/admin-permission-names';
import { CompanyConfig } from '../../../schemas/company';
import published from '../../../schemas/json/company.schema.json';
import { compileSchema } from '../../../schemas/validator';

// The profiles page's checkboxes and the tenant config's schema must name the same permissions: both read
// schemas/admin-permission-names.ts.
const admin = compileSchema(CompanyConfig.properties.admin);
const literalsOf = (union: unknown) => (union as { anyOf: { const: string }[] }).anyOf.map((s) => s.const);
const publishedNames = literalsOf(published.properties.admin.properties.permissions.patternProperties['^.*$'].items);

describe('the admin permissions are one list for the schema and the browser', () => {
  it('the published company schema lists exactly the permission names, in order', () => {
    expect(publishedNames).toEqual([...adminPermissionNames]);
  });

  it.each(adminPermissionNames)('a group may be granted %s', (permission) => {
    expect(admin.check({ permissions: { suporte: [permission] } })).toBe(true);
  });

  it('a permission outside the list is refused', () => {
    expect(admin.check({ permissions: { suporte: ['billing'] } })).toBe(false);
  });

  it('the domain offers the same permissions, and the admin group holds them all', () => {
    expect(adminPermissions).toEqual(adminPermissionNames);
    expect(permissionsOf([tenantAdminGroup])).toEqual([...adminPermissionNames]);
  });

  it("types the config's permission lists and chat type as their names, not never (schemas/literals.ts)", () => {
    type Permissions = NonNullable<NonNullable<CompanyConfig['admin']>['permissions']>[string][number];
    expectTypeOf<Permissions>().toEqualTypeOf<(typeof adminPermissionNames)[number]>();
    expectTypeOf<NonNullable<CompanyConfig['chat']>['type']>().toEqualTypeOf<'zendesk' | 'tawk' | 'blip' | 'zenvia' | 'tiflux'>();
  });
});

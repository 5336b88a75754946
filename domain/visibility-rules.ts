// The optional json-logic `visibleWhen` of modules and items (our design on top of SPEC §6 groups).
import jsonLogic from 'json-logic-js';
import type { CompanyConfig } from '../schemas/company';
import type { JsonLogicRule } from '../schemas/items';

/**
 * What a `visibleWhen` rule reads (`{ "var": "user.groups" }`, `{ "var": "entities" }`, `{ "var": "tenant.enableBatch" }`):
 * the user's groups and e-mail, the selected entity codes and the tenant's public flags.
 */
export type VisibilityData = {
  user: { groups: readonly string[]; email: string; accountsAccess: boolean };
  entities: readonly string[];
  tenant: {
    id: string;
    enableBatch: boolean;
    entityShow: boolean;
    menu: boolean;
    script: boolean;
    fluid: boolean;
    selfRegistration: boolean;
    hasExternalAuth: boolean;
    entityMfa: boolean;
    entityApproval: boolean;
    entityRadar: boolean;
  };
};

/** The user facts a rule may read: the session's groups, e-mail, selected entities and accounts access. */
export type VisibilityUser = {
  groups: readonly string[];
  email?: string;
  entitySelected?: readonly { code: string }[];
  hasAccountsAccess?: boolean;
};

type TenantFlags = Pick<CompanyConfig, 'id' | 'style' | 'enableBatch' | 'selfRegistration' | 'hasExternalAuth' | 'entity'>;

/** The rule data of a user in a tenant. */
export function visibilityData(user: VisibilityUser, company: TenantFlags): VisibilityData {
  const layout = company.style.layout;
  return {
    user: { groups: [...user.groups], email: user.email ?? '', accountsAccess: user.hasAccountsAccess === true },
    entities: (user.entitySelected ?? []).map((entity) => entity.code),
    tenant: {
      id: company.id,
      enableBatch: company.enableBatch === true,
      entityShow: layout?.entity?.show === true,
      menu: layout?.menu === true,
      script: layout?.script === true,
      fluid: layout?.fluid === true,
      selfRegistration: company.selfRegistration?.enabled === true,
      hasExternalAuth: company.hasExternalAuth === true,
      entityMfa: company.entity?.mfa === true,
      entityApproval: company.entity?.approval === true,
      entityRadar: company.entity?.radar === true,
    },
  };
}

/**
 * Whether a `visibleWhen` rule holds (json-logic truthiness). No rule holds. A rule that throws (an unknown
 * operator) does not: a broken rule hides, never shows.
 */
export function ruleHolds(rule: JsonLogicRule | undefined, data: VisibilityData): boolean {
  if (!rule) return true;
  try {
    return jsonLogic.truthy(jsonLogic.apply(rule as jsonLogic.RulesLogic, data));
  } catch {
    return false;
  }
}

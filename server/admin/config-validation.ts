import type { ErrorObject } from 'ajv';
import localizePtBr from 'ajv-i18n/localize/pt-BR/index.js';
import { contrastAA, contrastRatio } from '../../domain/color-contrast';
import { pointerSegment } from '../../domain/json-pointer';
import { isPortalPath, itemPath as itemRoute } from '../../domain/routing';
import { domainProblem } from '../../domain/tenant-domains';
import { tenantConfigMessages } from '../../domain/messages/tenant-config';
import { TenantConfig, type ConfigProblem } from '../../schemas/admin-config';
import { compileSchema } from '../../schemas/validator';

const validator = compileSchema<TenantConfig>(TenantConfig);
const rules = tenantConfigMessages.rules;

/** What a config is checked against besides itself: its tenant's id and the domains other tenants hold. */
export type ValidationContext = { tenantId?: string; takenDomains?: ReadonlySet<string> };

const pointer = (...keys: (string | number)[]) => keys.map((k) => `/${pointerSegment(k)}`).join('');

/** Schema problems in pt-BR (ajv-i18n), each at the JSON path of the value it is about. */
function schemaProblems(errors: ErrorObject[]): ConfigProblem[] {
  localizePtBr(errors);
  const seen = new Set<string>();
  const problems: ConfigProblem[] = [];
  for (const e of errors) {
    const extra = e.keyword === 'additionalProperties' ? pointer(String(e.params.additionalProperty)) : '';
    const problem = { path: e.instancePath + extra, message: e.message ?? '', severity: 'error' as const };
    const key = `${problem.path} ${problem.message}`;
    if (!seen.has(key)) problems.push(problem);
    seen.add(key);
  }
  return problems;
}

type Item = { id: string; routeTo?: string; sumSql?: string; detailSql?: string; query?: string; figures?: { query: string }[] };
const referenceKeys = ['sumSql', 'detailSql', 'query'] as const;
const itemPath = (m: number, i: number, ...keys: (string | number)[]) => pointer('company', 'modules', m, 'items', i, ...keys);

/**
 * Our own rules, which a schema cannot say: unique ids, named queries that exist, sections items open in, WCAG contrast,
 * the tenant's identity.
 */
function ruleProblems(doc: TenantConfig, context: ValidationContext): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const error = (path: string, message: string) => problems.push({ path, message, severity: 'error' });
  const { company, server } = doc;
  if (context.tenantId && company.id !== context.tenantId) error('/company/id', rules.idChanged(context.tenantId));
  company.domain.forEach((domain, i) => {
    const at = pointer('company', 'domain', i);
    const problem = domainProblem(domain, context.tenantId ?? company.id);
    if (problem) error(at, rules.domain[problem](domain));
    else if (company.domain.indexOf(domain) !== i) error(at, rules.domain.repeated(domain));
    else if (context.takenDomains?.has(domain)) error(at, rules.domainTaken(domain));
  });

  // Names in sets, plain loops, and paths built only for a problem found: a large config has tens of thousands
  // of references to check (bench: the 2 MB config row).
  const queries = new Set(Object.keys(server.queries ?? {}));
  const connectors = new Set(Object.keys(server.connectors ?? {}));
  const unknown = (names: Set<string>, name: string | undefined): name is string => name !== undefined && !names.has(name);
  const needQuery = (path: string, name: string | undefined) => {
    if (unknown(queries, name)) error(path, rules.unknownQuery(name));
  };
  for (const [name, query] of Object.entries(server.queries ?? {})) {
    if (unknown(connectors, query.connector)) error(pointer('server', 'queries', name, 'connector'), rules.unknownConnector(query.connector));
  }

  const moduleIds = new Set<string>();
  for (let m = 0; m < company.modules.length; m++) {
    const module = company.modules[m]!;
    if (moduleIds.has(module.id)) error(pointer('company', 'modules', m, 'id'), rules.duplicateModule(module.id));
    moduleIds.add(module.id);
    const itemIds = new Set<string>();
    const items = module.items as Item[];
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      if (itemIds.has(item.id)) error(itemPath(m, i, 'id'), rules.duplicateItem(item.id));
      itemIds.add(item.id);
      for (const key of referenceKeys) if (unknown(queries, item[key])) error(itemPath(m, i, key), rules.unknownQuery(item[key]));
      // SPEC §2: routeTo names the section the item opens in; one the portal does not serve makes a dead link.
      if (item.routeTo !== undefined && !isPortalPath(item.routeTo)) {
        problems.push({ path: itemPath(m, i, 'routeTo'), message: rules.routeToNowhere(itemRoute('', module.id, item)), severity: 'warning' });
      }
      const figures = item.figures ?? [];
      for (let f = 0; f < figures.length; f++) {
        if (unknown(queries, figures[f]!.query)) error(itemPath(m, i, 'figures', f, 'query'), rules.unknownQuery(figures[f]!.query));
      }
    }
  }
  needQuery('/company/loginConnectionCheck/sql', company.loginConnectionCheck?.sql);
  needQuery('/company/entity/autoValidate/sql', company.entity?.autoValidate?.sql);
  needQuery('/company/entity/question/sql', company.entity?.question?.sql);
  needQuery('/server/entity/mfaContactsQuery', server.entity?.mfaContactsQuery);
  needQuery('/server/invoice/billQuery', server.invoice?.billQuery);

  for (const [key, color] of Object.entries(company.style.color)) {
    const ratio = typeof color === 'string' ? contrastRatio(color, '#ffffff') : null;
    if (ratio !== null && ratio < contrastAA) {
      problems.push({
        path: pointer('company', 'style', 'color', key),
        message: rules.lowContrast(rules.colorLabels[key] ?? key, color as string, ratio.toFixed(2).replace('.', ',')),
        severity: 'warning',
      });
    }
  }
  return problems;
}

/** Every problem of a tenant config: schema errors first (then our rules cannot run), else rule errors and warnings. */
export function validateTenantConfig(document: unknown, context: ValidationContext = {}): ConfigProblem[] {
  if (!validator.check(document)) return schemaProblems(validator.errors());
  return ruleProblems(document, context);
}

export const hasErrors = (problems: readonly ConfigProblem[]) => problems.some((p) => p.severity === 'error');

import type { ErrorObject } from 'ajv';
import localizePtBr from 'ajv-i18n/localize/pt-BR/index.js';
import { contrastAA, contrastRatio } from '../../domain/color-contrast';
import { tenantConfigMessages } from '../../domain/messages/tenant-config';
import { TenantConfig, type ConfigProblem } from '../../schemas/admin-config';
import { compileSchema } from '../../schemas/validator';

const validator = compileSchema<TenantConfig>(TenantConfig);
const rules = tenantConfigMessages.rules;

/** What a config is checked against besides itself: its tenant's id and the domains other tenants hold. */
export type ValidationContext = { tenantId?: string; takenDomains?: ReadonlySet<string> };

const pointer = (...keys: (string | number)[]) => keys.map((k) => `/${String(k).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

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

type Item = { id: string; sumSql?: string; detailSql?: string; query?: string; figures?: { query: string }[] };

/** Our own rules, which a schema cannot say: unique ids, named queries that exist, WCAG contrast, the tenant's identity. */
function ruleProblems(doc: TenantConfig, context: ValidationContext): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const error = (path: string, message: string) => problems.push({ path, message, severity: 'error' });
  const { company, server } = doc;
  if (context.tenantId && company.id !== context.tenantId) error('/company/id', rules.idChanged(context.tenantId));
  company.domain.forEach((domain, i) => {
    if (context.takenDomains?.has(domain.toLowerCase())) error(pointer('company', 'domain', i), rules.domainTaken(domain));
  });

  const queries = server.queries ?? {};
  const connectors = server.connectors ?? {};
  const needQuery = (path: string, name: string | undefined) => {
    if (name !== undefined && !Object.hasOwn(queries, name)) error(path, rules.unknownQuery(name));
  };
  const needConnector = (path: string, name: string | undefined) => {
    if (name !== undefined && !Object.hasOwn(connectors, name)) error(path, rules.unknownConnector(name));
  };
  for (const [name, query] of Object.entries(queries)) needConnector(pointer('server', 'queries', name, 'connector'), query.connector);

  const moduleIds = new Set<string>();
  company.modules.forEach((module, m) => {
    if (moduleIds.has(module.id)) error(pointer('company', 'modules', m, 'id'), rules.duplicateModule(module.id));
    moduleIds.add(module.id);
    const itemIds = new Set<string>();
    (module.items as Item[]).forEach((item, i) => {
      const at = (...keys: (string | number)[]) => pointer('company', 'modules', m, 'items', i, ...keys);
      if (itemIds.has(item.id)) error(at('id'), rules.duplicateItem(item.id));
      itemIds.add(item.id);
      needQuery(at('sumSql'), item.sumSql);
      needQuery(at('detailSql'), item.detailSql);
      needQuery(at('query'), item.query);
      item.figures?.forEach((figure, f) => needQuery(at('figures', f, 'query'), figure.query));
    });
  });
  needQuery('/company/loginConnectionCheck/sql', company.loginConnectionCheck?.sql);
  needQuery('/company/entity/autoValidate/sql', company.entity?.autoValidate?.sql);
  needQuery('/company/entity/question/sql', company.entity?.question?.sql);
  needQuery('/server/entity/mfaContactsQuery', server.entity?.mfaContactsQuery);

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

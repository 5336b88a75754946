// Validating tenant documents against JSON.parse of the same document text (median ms per run):
//  - the generated tenant's document with the published schema (compiled Ajv, as the server and the tests do);
//  - a ~2 MB tenant config with validateTenantConfig, what POST config/validate and PUT config run (schema + our rules).
import type { TenantConfig } from '../schemas/admin-config';
import { TenantDocument } from '../schemas/tenant';
import { compileSchema } from '../schemas/validator';
import { validateTenantConfig } from '../server/admin/config-validation';
import { median, ratio, type Row } from './report';

function timeEach(runs: number, fn: () => void): number[] {
  for (let i = 0; i < Math.min(20, runs); i++) fn();
  return Array.from({ length: runs }, () => {
    const started = performance.now();
    fn();
    return performance.now() - started;
  });
}

const size = (text: string) => (text.length >= 1024 * 1024 ? `${(text.length / 1024 / 1024).toFixed(1)} MiB` : `${(text.length / 1024).toFixed(0)} KiB`);

function row(figure: string, text: string, runs: number, validate: () => void): Row {
  const validated = median(timeEach(runs, validate));
  const parse = median(timeEach(runs, () => JSON.parse(text)));
  return [`${figure} (${size(text)})`, `${validated.toFixed(2)} ms`, `${parse.toFixed(2)} ms JSON.parse`, ratio(validated, parse)];
}

export function configFigures(document: TenantDocument, runs: number, label: string): Row[] {
  const text = JSON.stringify(document);
  const validator = compileSchema<TenantDocument>(TenantDocument);
  if (!validator.check(JSON.parse(text))) throw new Error(`generated tenant is invalid: ${validator.describe()}`);
  return [row(`tenant config validation, ${label}`, text, runs, () => validator.check(document))];
}

/** The admin API's check of a large config (goal: at most 2x JSON.parse of the same bytes). */
export function adminConfigFigures(config: TenantConfig, runs: number, label: string): Row[] {
  const text = JSON.stringify(config);
  const context = { tenantId: config.company.id, takenDomains: new Set<string>() };
  // The document as the server gets it: parsed from the request's bytes (objects shaped by JSON.parse).
  const received = JSON.parse(text) as unknown;
  const problems = validateTenantConfig(received, context);
  if (problems.length) throw new Error(`generated config has problems: ${JSON.stringify(problems.slice(0, 5))}`);
  return [row(`server config check (schema + rules), ${label}`, text, runs, () => validateTenantConfig(received, context))];
}

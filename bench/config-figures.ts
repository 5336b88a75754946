// Validating the generated tenant's document with the published schema (compiled Ajv, as the server and the
// tests do), against JSON.parse of the same document text: median ms per run.
import { TenantDocument } from '../schemas/tenant';
import { compileSchema } from '../schemas/validator';
import { median, ratio, type Row } from './report';

function timeEach(runs: number, fn: () => void): number[] {
  for (let i = 0; i < Math.min(20, runs); i++) fn();
  return Array.from({ length: runs }, () => {
    const started = performance.now();
    fn();
    return performance.now() - started;
  });
}

export function configFigures(document: TenantDocument, runs: number, label: string): Row[] {
  const text = JSON.stringify(document);
  const validator = compileSchema<TenantDocument>(TenantDocument);
  if (!validator.check(JSON.parse(text))) throw new Error(`generated tenant is invalid: ${validator.describe()}`);
  const validate = median(timeEach(runs, () => validator.check(document)));
  const parse = median(timeEach(runs, () => JSON.parse(text)));
  return [
    [
      `tenant config validation, ${label} (${(text.length / 1024).toFixed(0)} KiB)`,
      `${validate.toFixed(2)} ms`,
      `${parse.toFixed(2)} ms JSON.parse`,
      ratio(validate, parse),
    ],
  ];
}

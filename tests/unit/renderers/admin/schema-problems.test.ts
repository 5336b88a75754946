import { readFileSync } from 'node:fs';
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import localizePtBr from 'ajv-i18n/localize/pt-BR';
import { describe, expect, it } from 'vitest';
import { pointerSegment } from '../../../../domain/json-pointer';
import { schemaChecker } from '../../../../renderers/admin/schema-problems';

// The editor's lint interprets the published schema (no code generation, issue 13); the reference is what the
// browser ran before: ajv 2020 + ajv-formats compiled at run time, localized by ajv-i18n pt-BR, unions collapsed.
const schema = JSON.parse(readFileSync('schemas/json/tenant-config.schema.json', 'utf8')) as Record<
  string,
  unknown
>;
const { seed: _seed, ...valid } = JSON.parse(readFileSync('fixtures/tenants/local.json', 'utf8')) as Record<
  string,
  unknown
>;

function ajvProblems(document: unknown): { path: string; message: string; severity: 'error' }[] {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const { $id: _id, ...anonymous } = schema;
  const validate = ajv.compile(anonymous);
  if (validate(document)) return [];
  const errors: ErrorObject[] = [...(validate.errors ?? [])];
  localizePtBr(errors);
  const pathOf = (e: ErrorObject) => {
    const p = e.params as Record<string, string>;
    if (e.keyword === 'required') return `${e.instancePath}/${pointerSegment(p.missingProperty!)}`;
    if (e.keyword === 'additionalProperties')
      return `${e.instancePath}/${pointerSegment(p.additionalProperty!)}`;
    return e.instancePath;
  };
  const unions = new Set(
    errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath),
  );
  const seen = new Set<string>();
  return errors
    .filter((e) => !(unions.has(e.instancePath) && /\/(anyOf|oneOf)\/\d+\//.test(e.schemaPath)))
    .map((e) => ({ path: pathOf(e), message: e.message ?? '', severity: 'error' as const }))
    .filter((p) => (seen.has(`${p.path} ${p.message}`) ? false : (seen.add(`${p.path} ${p.message}`), true)));
}

type Doc = { company: Record<string, unknown>; server?: Record<string, unknown> };
const edits: [string, (d: Doc) => void][] = [
  ['a missing required property', (d) => delete d.company.appTitle],
  ['an unknown property', (d) => (d.company.nope = 1)],
  ['a pattern', (d) => (d.company.id = 'Não Pode')],
  ['a union of constants', (d) => (d.company.status = 'paused')],
  ['a type', (d) => (d.company.appName = 42)],
  ['an empty string under minLength', (d) => (d.company.appName = '')],
  ['an array item', (d) => (d.company.domain = ['ok', ''])],
  ['a nested object', (d) => ((d.company.style as Record<string, unknown>).color = { primary: 7 })],
  [
    'several at once',
    (d) => {
      delete d.server;
      d.company.modules = 'x';
      d.company.lgpd = [];
    },
  ],
];

const sort = (problems: { path: string; message: string }[]) =>
  [...problems].sort((a, b) => `${a.path} ${a.message}`.localeCompare(`${b.path} ${b.message}`));

describe('schemaChecker (interpreted, no eval)', () => {
  const check = schemaChecker(schema);

  it('finds no problem in a valid tenant document', () => {
    expect(ajvProblems(valid)).toEqual([]);
    expect(check(valid)).toEqual([]);
  });

  it.each(edits)(
    'reports %s at the same JSON pointer with the same pt-BR message as ajv + ajv-i18n',
    (_name, edit) => {
      const document = structuredClone(valid) as Doc;
      edit(document);
      const expected = ajvProblems(document);
      expect(expected.length).toBeGreaterThan(0);
      expect(sort(check(document))).toEqual(sort(expected));
    },
  );

  it('says the words of ajv-i18n pt-BR', () => {
    const document = structuredClone(valid) as Doc;
    delete document.company.appTitle;
    document.company.id = 'X Y';
    expect(sort(check(document))).toEqual([
      {
        path: '/company/appTitle',
        message: 'deve ter a propriedade obrigatória appTitle',
        severity: 'error',
      },
      {
        path: '/company/id',
        message: 'deve corresponder ao padrão "^[a-z0-9][a-z0-9-]*$"',
        severity: 'error',
      },
    ]);
  });
});

import {
  format as knownFormats,
  Validator,
  type OutputUnit,
  type Schema,
  type SchemaDraft,
} from '@cfworker/json-schema';
import { memberOfSegment, pointerSegment } from '../../domain/json-pointer';
import { schemaErrorMessage } from '../../domain/messages/schema-errors';

/**
 * JSON Schema validation for the browser without code generation (issue 13: a CSP without 'unsafe-eval'):
 * @cfworker/json-schema interprets the schema, and its output is reshaped as ajv's ErrorObject (instancePath,
 * schemaPath, keyword, params, parentSchema) with ajv-i18n's pt-BR message, so the RJSF error pipeline and the
 * admin editor's lint read it as before.
 */
export type SchemaError = {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message: string;
  parentSchema?: Record<string, unknown>;
};

export type Formats = Record<string, (value: string) => boolean>;

/** Keywords that only say "a subschema failed": their subschema's own errors follow them. */
const WRAPPERS = new Set([
  '$ref',
  '$recursiveRef',
  'properties',
  'patternProperties',
  'items',
  'prefixItems',
  'allOf',
  'dependentSchemas',
]);

let scopes = 0;

/** A JSON pointer's segments, from cfworker's URI-fragment form ('#/a%20b/c~1d' -> ['a b', 'c/d']). */
function segments(location: string): string[] {
  return location
    .split('/')
    .slice(1)
    .map((s) => memberOfSegment(decodeURIComponent(s)));
}


/**
 * The schema value at a keyword location and that location as ajv writes it (from the $ref's target on: a
 * keyword reached through a local $ref is at '#/definitions/x/format', not '#/properties/y/$ref/format').
 */
function resolve(root: unknown, location: string): { value: unknown; path: string } {
  let node = root;
  let path = '#';
  for (const segment of segments(location)) {
    if (node === null || typeof node !== 'object') return { value: undefined, path: location };
    const value = (node as Record<string, unknown>)[segment];
    if (segment === '$ref' && typeof value === 'string' && value.startsWith('#')) {
      ({ value: node, path } = resolve(root, value));
    } else {
      node = value;
      path = `${path}/${pointerSegment(segment)}`;
    }
  }
  return { value: node, path };
}

/** A copy of the schema whose `format`s that we check ourselves carry a name private to this checker. */
function withOwnFormats(schema: unknown, rename: Map<string, string>): unknown {
  if (Array.isArray(schema)) return schema.map((s) => withOwnFormats(s, rename));
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === 'format' && typeof value === 'string' && rename.has(value)
        ? rename.get(value)
        : withOwnFormats(value, rename),
    ]),
  );
}

const quoted = (text: string) => /"(.*)"/.exec(text)?.[1] ?? '';

/** ajv's params for one failed keyword, from the schema's value there (and cfworker's text for what it names). */
function paramsOf(unit: OutputUnit, value: unknown, draft: SchemaDraft): Record<string, unknown> {
  switch (unit.keyword) {
    case 'required':
      return { missingProperty: quoted(unit.error) };
    case 'additionalProperties':
      return { additionalProperty: quoted(unit.error) };
    case 'type':
      return { type: Array.isArray(value) ? value.join(',') : value };
    case 'minimum':
    case 'maximum': {
      const exclusive = draft === '4' && unit.error.includes('or equal to');
      const sign = unit.keyword === 'minimum' ? '>' : '<';
      return { comparison: exclusive ? sign : `${sign}=`, limit: value };
    }
    case 'exclusiveMinimum':
      return { comparison: '>', limit: value };
    case 'exclusiveMaximum':
      return { comparison: '<', limit: value };
    case 'enum':
      return { allowedValues: value };
    case 'const':
      return { allowedValue: value };
    case 'pattern':
      return { pattern: value };
    case 'format':
      return { format: value };
    case 'multipleOf':
      return { multipleOf: value };
    case 'uniqueItems': {
      const [a = 0, b = 0] = (unit.error.match(/\d+/g) ?? []).map(Number);
      return { i: Math.min(a, b), j: Math.max(a, b) }; // ajv: i the first of the pair
    }
    case 'if':
      return { failingKeyword: unit.error.includes('"else"') ? 'else' : 'then' };
    case 'dependentRequired':
    case 'dependencies': {
      const [property = '', missing = ''] = [...unit.error.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
      return { property, missingProperty: missing, depsCount: 1, deps: missing };
    }
    default:
      return typeof value === 'number' ? { limit: value } : {};
  }
}

/**
 * A checker of documents against `schema` (`draft` as cfworker names them; `formats` replace or add string
 * formats for this checker only), returning every error (no short circuit) as ajv would report them.
 */
export function schemaCheck(
  schema: object,
  draft: SchemaDraft,
  formats: Formats = {},
): (instance: unknown) => SchemaError[] {
  const scope = `x-check-${++scopes}`;
  const rename = new Map(Object.keys(formats).map((name) => [name, `${scope}-${name}`]));
  for (const [name, check] of Object.entries(formats)) knownFormats[`${scope}-${name}`] = check;
  const validator = new Validator(withOwnFormats(schema, rename) as Schema, draft, false);
  return (instance) => {
    const units = validator.validate(instance).errors;
    const errors: SchemaError[] = [];
    for (let index = 0; index < units.length; index++) {
      const unit = units[index]!;
      if (WRAPPERS.has(unit.keyword)) continue;
      const { value, path: schemaPath } = resolve(schema, unit.keywordLocation);
      if (
        ['additionalProperties', 'additionalItems', 'unevaluatedProperties', 'unevaluatedItems'].includes(
          unit.keyword,
        ) &&
        value !== false
      ) {
        continue; // a subschema's own errors follow
      }
      if (value === false && units[index + 1]?.keyword === 'false') index++; // the false subschema's own unit
      const keyword = unit.keyword === 'false' ? 'false schema' : unit.keyword;
      const params = paramsOf(unit, value, draft);
      const parentSchema = resolve(schema, unit.keywordLocation.replace(/\/[^/]*$/, '')).value as
        Record<string, unknown> | undefined;
      errors.push({
        keyword,
        instancePath: segments(unit.instanceLocation)
          .map(escape)
          .map((s) => `/${s}`)
          .join(''),
        schemaPath,
        params,
        message: schemaErrorMessage(keyword, params),
        parentSchema: parentSchema && typeof parentSchema === 'object' ? parentSchema : undefined,
      });
    }
    return errors;
  };
}

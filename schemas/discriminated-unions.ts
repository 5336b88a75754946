import type { ErrorObject } from 'ajv/dist/2020.js';

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema => !!value && typeof value === 'object' && !Array.isArray(value);
/** Keywords whose values are data, not subschemas. */
const dataKeywords = new Set(['const', 'enum', 'default', 'examples']);

/** The property that tells a union's branches apart: a string `const`, required, distinct in every object branch. */
function tagOf(branches: unknown[]): string | undefined {
  const first = branches[0];
  if (branches.length < 2 || !isSchema(first) || !isSchema(first.properties)) return undefined;
  return Object.keys(first.properties).find((tag) => {
    const values = branches.map((b) => {
      if (!isSchema(b) || b.type !== 'object' || !isSchema(b.properties) || !Array.isArray(b.required) || !b.required.includes(tag)) return undefined;
      const property = b.properties[tag];
      return isSchema(property) && typeof property.const === 'string' ? property.const : undefined;
    });
    return values.every((v) => v !== undefined) && new Set(values).size === values.length;
  });
}

/** The values of a union of literals (`{type, const}` branches of one type), to check as one `enum`. */
function literalsOf(branches: unknown[]): { type: unknown; values: unknown[] } | undefined {
  const literal = (b: unknown) => isSchema(b) && 'const' in b && Object.keys(b).every((k) => k === 'const' || k === 'type');
  if (branches.length < 2 || !branches.every(literal)) return undefined;
  const types = new Set((branches as Schema[]).map((b) => b.type));
  return types.size === 1 ? { type: [...types][0], values: (branches as Schema[]).map((b) => b.const) } : undefined;
}

/**
 * A copy of a schema where every `anyOf` of literals is an `enum`, and every `anyOf` of object schemas told apart by one constant property (the item kinds'
 * `kind`) is `oneOf` + `discriminator`: Ajv then checks only the branch the tag names instead of trying each
 * in turn, and reports only that branch's errors. Exactly the same values pass (at most one branch can match), and
 * neither tries a branch that fails (which costs Ajv an error object, and its path string, each time).
 */
export function discriminateUnions(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(discriminateUnions);
  if (!isSchema(schema)) return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = dataKeywords.has(key) ? value : discriminateUnions(value);
  if (!Array.isArray(copy.anyOf)) return copy;
  const { anyOf, ...rest } = copy;
  const literals = literalsOf(anyOf);
  if (literals) return { ...rest, ...(literals.type === undefined ? {} : { type: literals.type }), enum: literals.values };
  const tag = tagOf(anyOf);
  return tag ? { ...rest, type: 'object', discriminator: { propertyName: tag }, oneOf: anyOf } : copy;
}

const segment = (key: string) => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/**
 * A discriminator error as the error a plain JSON Schema validator gives for the same value, so messages (ajv-i18n)
 * and paths read as for any other property: the tag missing (`required`), not a string (`type` at the tag), or none
 * of the kinds (`enum` at the tag, with the allowed values; needs Ajv's `verbose` for the parent schema).
 */
export function plainDiscriminatorError(error: ErrorObject): ErrorObject {
  const { schema: _schema, parentSchema, data: _data, ...plain } = error;
  if (error.keyword !== 'discriminator') return plain;
  const { error: kind, tag, tagValue } = error.params as { error: 'tag' | 'mapping'; tag: string; tagValue: unknown };
  if (kind === 'tag' && tagValue === undefined) {
    return { ...plain, keyword: 'required', params: { missingProperty: tag }, message: `must have required property '${tag}'` };
  }
  const at = { ...plain, instancePath: plain.instancePath + segment(tag) };
  if (kind === 'tag') return { ...at, keyword: 'type', params: { type: 'string' }, message: 'must be string' };
  const branches = (isSchema(parentSchema) && Array.isArray(parentSchema.oneOf) ? parentSchema.oneOf : []) as Schema[];
  const allowedValues = branches.map((b) => (b.properties as Schema)[tag] as Schema).map((p) => p.const);
  return { ...at, keyword: 'enum', params: { allowedValues }, message: 'must be equal to one of the allowed values' };
}

import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { errorStatuses } from '../../../domain/error-codes';
import type { JsonSchema } from './route-walk';

/** One fuzzed request body: the raw text sent, its content type, and whether the body schema refuses it for sure. */
export interface FuzzBody {
  kind: string;
  text: string;
  contentType: string;
  mustRefuse: boolean;
}

/** Fastify's body limit (server/app.ts): one byte more is a 413. */
export const bodyLimit = 1_048_576;

// The server's own validator settings (server/app.ts): ajv 8, coerceTypes 'array', formats.
const ajv = new Ajv({ coerceTypes: 'array', removeAdditional: false, useDefaults: true, strict: false, allErrors: false });
addFormats(ajv);

/** Whether the route's body schema accepts this JSON value, as the server's ajv would decide. */
export function schemaAccepts(schema: JsonSchema): (value: unknown) => boolean {
  const validate = ajv.compile(JSON.parse(JSON.stringify(schema)));
  return (value) => validate(structuredClone(value)) === true;
}

const fieldsOf = (schema: JsonSchema): string[] => {
  const names = new Set<string>([...Object.keys(schema.properties ?? {}), ...((schema.required as string[] | undefined) ?? [])]);
  return names.size ? [...names] : ['x'];
};

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Bodies that are wrong in one way each: types, required fields, extra fields, sizes, nesting, bytes, numbers, keys. */
export function fuzzBodies(schema: JsonSchema, base: Record<string, unknown>): fc.Arbitrary<FuzzBody> {
  const accepts = schemaAccepts(schema);
  const json = (kind: string, value: unknown): FuzzBody => ({ kind, text: JSON.stringify(value), contentType: 'application/json', mustRefuse: !accepts(value) });
  const raw = (kind: string, text: string, mustRefuse = true, contentType = 'application/json'): FuzzBody => ({ kind, text, contentType, mustRefuse });
  const field = fc.constantFrom(...fieldsOf(schema));
  const required = (schema.required as string[] | undefined) ?? [];
  const baseText = JSON.stringify(base).slice(1, -1);
  const withField = (kind: string, value: fc.Arbitrary<unknown>) => fc.tuple(field, value).map(([name, v]) => json(kind, { ...base, [name]: v }));
  return fc.oneof(
    fc.oneof(fc.integer(), fc.string({ maxLength: 20 }), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 })).map((v) => json('wrong root type', v)),
    required.length
      ? fc.constantFrom(...required).map((name) => json('missing required', Object.fromEntries(Object.entries(base).filter(([k]) => k !== name))))
      : fc.constant(json('empty object', {})),
    withField('wrong field type', fc.jsonValue({ maxDepth: 2 })),
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 1 })).map(([k, v]) => json('extra property', { ...base, [k]: v })),
    withField('huge string', fc.integer({ min: 70_000, max: 400_000 }).map((n) => 'ç'.repeat(n))),
    fc.tuple(field, fc.integer({ min: 200, max: 3000 })).map(([name, depth]) =>
      raw('deep nesting', `{${baseText ? `${baseText},` : ''}${JSON.stringify(name)}:${nested(depth)}}`, !accepts({ ...base, [name]: {} }) && !accepts({ ...base, [name]: { a: 1 } })),
    ),
    withField('unicode and NUL', fc.string({ unit: 'binary', maxLength: 40 }).map((s) => `\u0000${s}\ud800\u202e`)),
    withField('number out of range', fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, 2_147_483_648, -2_147_483_649, 5e-324, 0.1)),
    field.map((name) => raw('number beyond double', `{${baseText ? `${baseText},` : ''}${JSON.stringify(name)}:1e400}`, !accepts({ ...base, [name]: Number.MAX_VALUE }))),
    fc.constantFrom('__proto__', 'constructor').map((key) =>
      raw('prototype pollution', `{${baseText ? `${baseText},` : ''}"${key}":{"prototype":{"polluted":"sim"},"polluted":"sim"}}`),
    ),
    fc.integer({ min: 1, max: 8 }).map((cut) => raw('broken JSON', JSON.stringify(base).slice(0, -cut) + '\u0000{')),
    fc.constant(raw('text/plain body', JSON.stringify(base), schema.type === 'object', 'text/plain')),
  );
}

/** A body one KiB over the route's limit (valid JSON: filler inside the base object). */
export function oversizedBody(base: Record<string, unknown>, limit = bodyLimit): FuzzBody {
  return { kind: 'over the body limit', text: JSON.stringify({ ...base, filler: 'a'.repeat(limit + 1024) }), contentType: 'application/json', mustRefuse: true };
}

/** What a reply body must never carry: a stack frame, a source path, Fastify's or ajv's English. */
const internals = /\n\s+at |node_modules|\/work\/|[a-z-]+\.(ts|js):\d+|FST_ERR|must (be|have|NOT|match|equal)|Unexpected token|in JSON at position/;

/** The problem with one reply, or null: never 5xx, a refused body is a 4xx in the catalogue's shape and pt-BR. */
export function replyProblem(res: { statusCode: number; body: string }, body: FuzzBody): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return body.mustRefuse ? `accepted (${res.statusCode}) a body its schema refuses` : null;
  let reply: { status?: unknown; error?: unknown; message?: unknown };
  try {
    reply = JSON.parse(res.body);
  } catch {
    return `answered ${res.statusCode} with a body that is not JSON: ${res.body.slice(0, 120)}`;
  }
  if (reply.status !== 'error' || typeof reply.error !== 'string' || typeof reply.message !== 'string' || !reply.message) return `not the catalogue's shape`;
  if (!Object.hasOwn(errorStatuses, reply.error)) return `error ${reply.error} is not in the catalogue`;
  if (errorStatuses[reply.error as keyof typeof errorStatuses] !== res.statusCode) return `${reply.error} with status ${res.statusCode}`;
  if (internals.test(res.body)) return `leaks internals`;
  return null;
}

import type { RouteOptions } from 'fastify';
import type { AppOptions } from '../../../server/options';

/** A route as Fastify's route table has it (onRoute), with what the walks need. */
export interface WalkRoute {
  method: string;
  url: string;
  websocket: boolean;
  /** The route's own body limit, when it sets one (Fastify's default otherwise). */
  bodyLimit?: number;
  schema: { body?: JsonSchema; querystring?: JsonSchema; headers?: JsonSchema; params?: JsonSchema };
}

// JSON Schema read loosely: TypeBox emits plain JSON Schema objects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonSchema = Record<string, any>;

/** An onRoute option for buildApp that records every registered route (HEAD twins left out) into `into`. */
export function recordRoutes(into: WalkRoute[]): NonNullable<AppOptions['onRoute']> {
  return (r) => {
    const route = r as RouteOptions & { websocket?: boolean };
    const schema = (route.schema ?? {}) as WalkRoute['schema'];
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      into.push({ method, url: route.url, websocket: route.websocket === true, bodyLimit: route.bodyLimit, schema });
    }
  };
}

/** The names of a route pattern's params (`:id`, and `*` for a wildcard). */
export function paramNames(url: string): string[] {
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  return url.includes('*') ? [...names, '*'] : names;
}

/** The route's URL with every param replaced by `value(name)` (values are URL-encoded, a wildcard keeps its slashes). */
export function fillUrl(url: string, value: (name: string) => string): string {
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(value(name)))
    .replace('*', () => value('*').split('/').map(encodeURIComponent).join('/'));
}

/**
 * A value that a JSON schema accepts, as small as it can be: required properties only (named ones from `known`),
 * the first of an enum/anyOf, minimum lengths and counts. Enough for a request to get past validation.
 */
export function sampleFromSchema(schema: JsonSchema | undefined, known: (name: string) => unknown = () => undefined, name = ''): unknown {
  if (!schema || typeof schema !== 'object') return {};
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (name) {
    const given = known(name);
    if (given !== undefined && (!schema.type || typeof given === schema.type || (schema.type === 'array' && Array.isArray(given)))) return given;
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union)) return sampleFromSchema(union.find((s: JsonSchema) => s.type !== 'null') ?? union[0], known, name);
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map((s: JsonSchema) => sampleFromSchema(s, known, name)));
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of (schema.required as string[] | undefined) ?? []) out[key] = sampleFromSchema(schema.properties?.[key], known, key);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleFromSchema(schema.items, known, name));
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return schema.properties ? sampleFromSchema({ ...schema, type: 'object' }, known, name) : {};
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'ninguem@exemplo.com.br';
  if (schema.format === 'date-time') return '2026-03-02T12:00:00.000Z';
  if (schema.format === 'date') return '2026-03-02';
  if (schema.format === 'uri') return 'https://exemplo.com.br/';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  const min = Math.max(schema.minLength ?? 1, 1);
  return 'x'.repeat(Math.min(min, schema.maxLength ?? min));
}

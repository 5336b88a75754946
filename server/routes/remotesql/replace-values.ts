import { Type } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';

const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * `replace` in a POST body: token name -> a scalar (string up to 10000 chars, number, boolean, null) or a
 * list of up to 1000 strings/numbers (bound as an array parameter). The schema leaves the values untyped on
 * purpose: the server's ajv coerces types, which would turn 10 into '10' and null into '' through a union's
 * first branch; checkReplace() checks them as they came.
 */
export const Replace = Type.Record(Type.String({ pattern: KEY.source }), Type.Unknown());

const isScalar = (x: unknown) =>
  x === null || typeof x === 'number' || typeof x === 'boolean' || (typeof x === 'string' && x.length <= 10_000);
const isListItem = (x: unknown) => typeof x === 'string' || typeof x === 'number';

/** The `replace` values as they came (JSON types kept), or 400 #VALIDATION for any other shape. */
export function checkReplace(value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new DomainError('#VALIDATION');
  for (const [key, v] of Object.entries(value)) {
    const ok = isScalar(v) || (Array.isArray(v) && v.length <= 1000 && v.every(isListItem));
    if (!KEY.test(key) || !ok) throw new DomainError('#VALIDATION');
  }
  return value as Record<string, unknown>;
}

/** The `replace` query parameter of a GET: JSON text checked to the same shape as a POST body's. */
export function parseReplace(text: string | undefined): Record<string, unknown> {
  if (text === undefined || text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DomainError('#VALIDATION');
  }
  return checkReplace(value);
}

/** `&unique` (present, any value but 'false') asks for the first row only. */
export function isUnique(flag: string | undefined): boolean {
  return flag !== undefined && flag !== 'false';
}

import { Type } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';

const Scalar = Type.Union([Type.String({ maxLength: 10_000 }), Type.Number(), Type.Boolean(), Type.Null()]);
const ReplaceValue = Type.Union([Scalar, Type.Array(Type.Union([Type.String(), Type.Number()]), { maxItems: 1000 })]);
/** `replace`: token name -> a scalar or a list of strings/numbers (bound as an array parameter). */
export const Replace = Type.Record(Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]*$' }), ReplaceValue);

/** The `replace` query parameter of a GET: JSON text checked to the same shape as a POST body's. */
export function parseReplace(text: string | undefined): Record<string, unknown> {
  if (text === undefined || text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DomainError('#VALIDATION');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new DomainError('#VALIDATION');
  const scalar = (x: unknown) => x === null || ['string', 'number', 'boolean'].includes(typeof x);
  for (const [key, v] of Object.entries(value)) {
    const okValue = scalar(v) || (Array.isArray(v) && v.length <= 1000 && v.every((x) => typeof x === 'string' || typeof x === 'number'));
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key) || !okValue) throw new DomainError('#VALIDATION');
  }
  return value as Record<string, unknown>;
}

/** `&unique` (present, any value but 'false') asks for the first row only. */
export function isUnique(flag: string | undefined): boolean {
  return flag !== undefined && flag !== 'false';
}

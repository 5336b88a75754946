import { Type } from 'typebox';

/**
 * The body of a write that carries no data (block a user, end sessions, send an automation now): `{}` as the
 * browser sends it with its JSON content type, or no body at all (an API client). Anything else is a 400.
 */
export const EmptyBody = Type.Unsafe<Record<string, never> | null>({
  type: ['object', 'null'],
  properties: {},
  additionalProperties: false,
  description: 'Sem dados: {} ou requisição sem corpo.',
});

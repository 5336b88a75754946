import { Type, type Static, type TObject } from 'typebox';

/**
 * A route's body schema that also accepts no body at all (Fastify validates a missing body as null), for a path
 * that some calls use without a body (the same path creates a user and, with a body, completes the registration).
 * The object's own rules apply when there is one; declared on the route, so the contract shows it.
 */
export function objectOrNoBody<S extends TObject>(schema: S) {
  return Type.Unsafe<Static<S> | null>({ ...(JSON.parse(JSON.stringify(schema)) as object), type: ['object', 'null'] });
}

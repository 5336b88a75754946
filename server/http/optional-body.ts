import type { Static, TSchema } from 'typebox';
import { DomainError } from '../../domain/domain-error';
import { compileSchema } from '../../schemas/validator';

/**
 * A validator for a body that only some calls of a route carry (the same path creates a user without a body and
 * completes the registration with one): Fastify would refuse the bodiless call, so the route checks it itself.
 * Missing -> {}; not matching -> 400 #VALIDATION.
 */
export function optionalBody<S extends TSchema>(schema: S): (body: unknown) => Static<S> {
  const validator = compileSchema<Static<S>>(schema);
  return (body) => {
    const value = body ?? {};
    if (!validator.check(value)) throw new DomainError('#VALIDATION');
    return value;
  };
}

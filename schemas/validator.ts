import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { discriminateUnions, plainDiscriminatorError } from './discriminated-unions';

function compileWith<T>(schema: object, allErrors: boolean): ValidateFunction<T> {
  // One Ajv instance per compile: schemas embed each other with their `$id`, so a shared instance would
  // register an id twice. Tagged unions are checked by their tag (discriminated-unions.ts); the allErrors
  // validator is verbose so a wrong tag can name the allowed values.
  const ajv = new Ajv2020({ allErrors, verbose: allErrors, discriminator: true, strict: true, keywords: ['x-server-only'] });
  addFormats(ajv);
  return ajv.compile<T>(discriminateUnions(schema) as object);
}

/**
 * Compiles one published schema. `check` stops at the first error (a valid tenant document, the usual case, is
 * checked about three times faster than with Ajv's allErrors); when it fails, `errors`/`describe` re-run the
 * value through an allErrors validator, compiled on first use, so a tenant admin sees every problem at once.
 * Server and tests use this; the browser uses standalone code generated at build time.
 */
export function compileSchema<T>(schema: object) {
  const first = compileWith<T>(schema, false);
  let full: ValidateFunction<T> | undefined;
  let failed: { value: unknown } | null = null;
  const errors = (): ErrorObject[] => {
    if (!failed) return [];
    full ??= compileWith<T>(schema, true);
    full(failed.value);
    return (full.errors ?? []).map(plainDiscriminatorError);
  };
  return {
    check(value: unknown): value is T {
      const ok = first(value);
      failed = ok ? null : { value };
      return ok;
    },
    errors,
    describe(): string {
      return errors()
        .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`)
        .join('; ');
    },
  };
}

import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Compiles one published schema with its own Ajv instance (schemas embed each other with their `$id`,
 * so sharing one instance would register an id twice). Server and tests use this; the browser uses
 * standalone code generated at build time.
 */
export function compileSchema<T>(schema: object) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, keywords: ['x-server-only'] });
  addFormats(ajv);
  const validate = ajv.compile<T>(schema);
  return {
    check(value: unknown): value is T {
      return validate(value);
    },
    errors(): ErrorObject[] {
      return validate.errors ?? [];
    },
    describe(): string {
      return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ');
    },
  };
}

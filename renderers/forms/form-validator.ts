import type {
  CustomValidator,
  ErrorTransformer,
  RJSFSchema,
  UiSchema,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils';
// Only the error pipeline (imports @rjsf/utils alone), not the package entry that brings ajv's compiler.
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import type { ErrorObject } from 'ajv';
import { isValidCnpj, isValidCpf, isValidCpfOrCnpj } from '../../domain/cpf-cnpj';
import { isValidEmail } from '../../domain/email';
import { isValidCep } from '../../domain/masks';
import { schemaErrorMessage } from '../../domain/messages/schema-errors';
import { isValidPhone } from '../../domain/phone';
import { schemaCheck, type SchemaError } from './schema-check';

// RJSF's own formats (its ajv instance adds them), same expressions.
const COLOR =
  /^(#?([0-9A-Fa-f]{3}){1,2}\b|aqua|black|blue|fuchsia|gray|green|lime|maroon|navy|olive|orange|purple|red|silver|teal|white|yellow|(rgb\(\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*\))|(rgb\(\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*\)))$/;
const DATA_URL = /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/;

/** The string formats our widgets enter, checked with the domain rules (SPEC §5). */
export const customFormats = {
  cpf: isValidCpf,
  cnpj: isValidCnpj,
  'cpf-cnpj': isValidCpfOrCnpj,
  cep: isValidCep,
  phone: isValidPhone,
  email: isValidEmail,
  color: (s: string) => COLOR.test(s),
  'data-url': (s: string) => DATA_URL.test(s),
};

type Check = (instance: unknown) => SchemaError[];

/** The property names in the message are quoted, as RJSF's ajv validator does before localizing (titles replace them). */
function localized(error: SchemaError): SchemaError {
  const { params } = error;
  if (typeof params.missingProperty !== 'string' && typeof params.property !== 'string') return error;
  const quote = (v: unknown) => (typeof v === 'string' ? `'${v}'` : v);
  const message = schemaErrorMessage(error.keyword, {
    ...params,
    missingProperty: quote(params.missingProperty),
    property: quote(params.property),
    deps: quote(params.deps),
  });
  return { ...error, message };
}

/**
 * RJSF's validator for tenant forms and the admin forms, without ajv's run-time code generation (issue 13: the
 * CSP has no 'unsafe-eval'): the schema is interpreted (schema-check.ts), its errors take ajv's shape and pt-BR
 * text, and @rjsf/validator-ajv8's own pipeline turns them into `errors` and `errorSchema`, then applies
 * transformErrors and customValidate, so the forms behave as with customizeValidator + ajv-i18n.
 */
export class FormValidator implements ValidatorType {
  private checks = new WeakMap<object, Check>();
  private withRoot = new WeakMap<object, WeakMap<object, Check>>();

  private check(schema: RJSFSchema): Check {
    let check = this.checks.get(schema);
    if (!check) this.checks.set(schema, (check = schemaCheck(schema, '7', customFormats)));
    return check;
  }

  reset(): void {
    this.checks = new WeakMap();
    this.withRoot = new WeakMap();
  }

  rawValidation<Result = ErrorObject>(
    schema: RJSFSchema,
    formData?: unknown,
  ): { errors?: Result[]; validationError?: Error } {
    try {
      const errors = this.check(schema)(formData).map(localized);
      return { errors: errors.length ? (errors as unknown as Result[]) : undefined };
    } catch (error) {
      return { validationError: error as Error };
    }
  }

  validateFormData(
    formData: unknown,
    schema: RJSFSchema,
    customValidate?: CustomValidator,
    transformErrors?: ErrorTransformer,
    uiSchema?: UiSchema,
  ): ValidationData<unknown> {
    const raw = this.rawValidation<ErrorObject>(schema, formData);
    return processRawValidationErrors(this, raw, formData, schema, customValidate, transformErrors, uiSchema);
  }

  /** Whether the data fits a subschema (RJSF picks anyOf/oneOf options with it); its local $refs point into the root. */
  isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema): boolean {
    try {
      if (schema === rootSchema || !JSON.stringify(schema).includes('"$ref"'))
        return this.check(schema)(formData).length === 0;
      let byRoot = this.withRoot.get(rootSchema);
      if (!byRoot) this.withRoot.set(rootSchema, (byRoot = new WeakMap()));
      let check = byRoot.get(schema);
      if (!check) {
        const merged = {
          ...schema,
          definitions: rootSchema.definitions,
          $defs: rootSchema.$defs,
        } as RJSFSchema;
        byRoot.set(schema, (check = schemaCheck(merged, '7', customFormats)));
      }
      return check(formData).length === 0;
    } catch {
      return false;
    }
  }
}

/** The validator the forms use. */
export const formValidator = new FormValidator();

import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import localizePtBr from 'ajv-i18n/localize/pt-BR/index.js';
import { isValidCnpj, isValidCpf, isValidCpfOrCnpj } from '../../domain/cpf-cnpj';
import { isValidEmail } from '../../domain/email';
import { pointerSegment } from '../../domain/json-pointer';
import { isValidCep } from '../../domain/masks';
import { isValidPhone } from '../../domain/phone';
import type { FormProblem } from '../../schemas/dynamic-form';

/** The string formats the form widgets enter (renderers/forms/form-validator.ts), checked by the same domain rules. */
const customFormats = {
  cpf: isValidCpf,
  cnpj: isValidCnpj,
  'cpf-cnpj': isValidCpfOrCnpj,
  cep: isValidCep,
  phone: isValidPhone,
  email: isValidEmail,
};

/** A tenant's form schema compiled as the browser's RJSF validator reads it (ajv 8, draft-07, not strict). */
function newAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: true });
  addFormats(ajv);
  for (const [name, check] of Object.entries(customFormats)) ajv.addFormat(name, { type: 'string', validate: check });
  return ajv;
}

/** Whether a form definition's schema compiles (links are checked when they are made). */
export function formSchemaCompiles(schema: object): boolean {
  try {
    newAjv().compile(schema);
    return true;
  } catch {
    return false;
  }
}

const pointer = (key: string) => `/${pointerSegment(key)}`;

function problemsOf(errors: ErrorObject[]): FormProblem[] {
  localizePtBr(errors);
  const seen = new Set<string>();
  const problems: FormProblem[] = [];
  for (const e of errors) {
    const missing = e.keyword === 'required' ? pointer(String(e.params.missingProperty)) : '';
    const extra = e.keyword === 'additionalProperties' ? pointer(String(e.params.additionalProperty)) : '';
    const problem = { path: e.instancePath + missing + extra, message: e.message ?? '' };
    const key = `${problem.path} ${problem.message}`;
    if (!seen.has(key)) problems.push(problem);
    seen.add(key);
  }
  return problems;
}

/** The pt-BR problems of an answer against the form's schema: empty when it is valid. */
export function answerProblems(schema: object, answer: unknown): FormProblem[] {
  const validate = newAjv().compile(schema);
  return validate(answer) ? [] : problemsOf(validate.errors ?? []);
}

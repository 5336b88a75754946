import type { RJSFValidationError } from '@rjsf/utils';
import { formMessages } from '../../domain/messages/forms';
import { shellMessages } from '../../domain/messages/shell';

const v = shellMessages.validation;
const f = formMessages.validation;

/** Our words for the custom and common formats (SPEC §5 where it has them). */
const FORMAT_MESSAGES: Record<string, string> = {
  email: v.email,
  phone: v.phone,
  cpf: f.cpf,
  cnpj: f.cnpj,
  'cpf-cnpj': f.cpfCnpj,
  cep: f.cep,
  date: f.date,
  color: f.color,
};

function messageOf(error: RJSFValidationError): string | undefined {
  const params = (error.params ?? {}) as Record<string, unknown>;
  switch (error.name) {
    case 'required':
      return v.required;
    case 'format':
      return FORMAT_MESSAGES[String(params.format)];
    case 'minLength':
      // Under a minimum of 1 the text is blank: SPEC §5's blank message, not 'no mínimo 1 dígitos'.
      return Number(params.limit) <= 1 ? v.required : v.minLength(Number(params.limit));
    case 'maxLength':
      return v.maxLength(Number(params.limit));
    case 'minimum':
      return f.minimum(Number(params.limit));
    case 'maximum':
      return f.maximum(Number(params.limit));
    case 'type':
      return params.type === 'number' || params.type === 'integer' ? f.number : undefined;
    case 'enum':
      return f.choice;
    default:
      return undefined;
  }
}

/**
 * pt-BR errors: SPEC §5's words for required, e-mail, lengths and phone, ours for the documents and CEP; any
 * other keyword keeps ajv-i18n's pt-BR text. The summary line reads 'Título: mensagem'.
 */
export function transformErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.map((error) => {
    const message = messageOf(error) ?? error.message ?? '';
    return { ...error, message, stack: error.title ? `${error.title}: ${message}` : message };
  });
}

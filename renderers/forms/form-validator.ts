import { customizeValidator } from '@rjsf/validator-ajv8';
import localizePtBr from 'ajv-i18n/localize/pt-BR';
import { isValidCnpj, isValidCpf, isValidCpfOrCnpj } from '../../domain/cpf-cnpj';
import { isValidEmail } from '../../domain/email';
import { isValidCep } from '../../domain/masks';
import { isValidPhone } from '../../domain/phone';

/** The string formats our widgets enter, checked with the domain rules (SPEC §5). */
export const customFormats = {
  cpf: isValidCpf,
  cnpj: isValidCnpj,
  'cpf-cnpj': isValidCpfOrCnpj,
  cep: isValidCep,
  phone: isValidPhone,
  email: isValidEmail,
};

/** ajv 8 with our formats and ajv-i18n's pt-BR messages (transformErrors then puts our words on the common ones). */
export const formValidator = customizeValidator({ customFormats }, localizePtBr);

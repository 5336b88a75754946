import { MaskedInput, type MaskedInputProps } from './masked-input';

/** A CPF or a CNPJ (numeric or alphanumeric): the CPF mask up to 11 digits, the CNPJ mask past that or with a letter. */
export function CpfCnpjInput(props: Omit<MaskedInputProps, 'kind'>) {
  return <MaskedInput kind="cpfCnpj" {...props} />;
}

import { MaskedInput, type MaskedInputProps } from './masked-input';

/** A CPF, masked as 000.000.000-00 while typed; the value is its 11 digits. */
export function CpfInput(props: Omit<MaskedInputProps, 'kind'>) {
  return <MaskedInput kind="cpf" placeholder="000.000.000-00" {...props} />;
}

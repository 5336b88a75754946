import { MaskedInput, type MaskedInputProps } from './masked-input';

/** A CEP, masked as 00000-000; the value is its 8 digits. */
export function CepInput(props: Omit<MaskedInputProps, 'kind'>) {
  return <MaskedInput kind="cep" autoComplete="postal-code" placeholder="00000-000" {...props} />;
}

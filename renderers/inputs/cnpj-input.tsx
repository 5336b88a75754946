import { MaskedInput, type MaskedInputProps } from './masked-input';

/** A CNPJ, numeric or alphanumeric (2026), masked as AA.AAA.AAA/AAAA-00; the value is its 14 characters. */
export function CnpjInput(props: Omit<MaskedInputProps, 'kind'>) {
  return <MaskedInput kind="cnpj" placeholder="00.000.000/0000-00" {...props} />;
}

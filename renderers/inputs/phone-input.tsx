import { MaskedInput, type MaskedInputProps } from './masked-input';

/** A phone with 8 to 11 digits, masked as typed ((99) 99999-9999 and the shorter forms); the value is its digits. */
export function PhoneInput(props: Omit<MaskedInputProps, 'kind'>) {
  return <MaskedInput kind="phone" type="tel" autoComplete="tel-national" {...props} />;
}

import { TextInput, type TextInputProps } from '../inputs/text-input';

/** A labelled input with its hint and inline error (announced), for the account forms: the shared text input. */
export function TextField(props: TextInputProps) {
  return <TextInput {...props} />;
}

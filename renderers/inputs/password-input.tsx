import { TextInput, type TextInputProps } from './text-input';

/** A password; `autoComplete` says whether it is the current or a new one (default current-password). */
export function PasswordInput(props: Omit<TextInputProps, 'type'>) {
  return <TextInput type="password" autoComplete="current-password" {...props} />;
}

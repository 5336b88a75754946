import { TextInput, type TextInputProps } from './text-input';

/** An e-mail address (SPEC §5 rule in domain/email.ts; message 'Informe um email válido.'). */
export function EmailInput(props: Omit<TextInputProps, 'type'>) {
  return <TextInput type="email" inputMode="email" autoComplete="email" spellCheck={false} {...props} />;
}

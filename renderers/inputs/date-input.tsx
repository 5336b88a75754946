import { TextInput, type TextInputProps } from './text-input';

/** A calendar date: the browser's date picker, value 'YYYY-MM-DD' (shown as DD/MM/YYYY in pt-BR). */
export function DateInput(props: Omit<TextInputProps, 'type'>) {
  return <TextInput type="date" {...props} />;
}

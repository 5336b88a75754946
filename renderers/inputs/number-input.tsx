import { TextInput, type TextInputProps } from './text-input';

type Props = Omit<TextInputProps, 'type' | 'value' | 'onValue'> & {
  value: number | undefined;
  /** undefined when the field is emptied. */
  onValue(value: number | undefined): void;
};

/** A number: a native number input; an empty field is no value, never 0. */
export function NumberInput({ value, onValue, ...props }: Props) {
  return (
    <TextInput
      type="number"
      inputMode="decimal"
      {...props}
      value={value === undefined || Number.isNaN(value) ? '' : String(value)}
      onValue={(text) => onValue(text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text))}
    />
  );
}

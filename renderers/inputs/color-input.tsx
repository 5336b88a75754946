import { TextInput, type TextInputProps } from './text-input';

/** A colour as '#rrggbb' through the browser's colour picker (empty shows black, as the picker does). */
export function ColorInput({ value, ...props }: Omit<TextInputProps, 'type'>) {
  return <TextInput type="color" className="form-field__color" value={value || '#000000'} {...props} />;
}

import type { WidgetProps } from '@rjsf/utils';
import { ColorInput } from '../inputs/color-input';
import { DateInput } from '../inputs/date-input';
import { EmailInput } from '../inputs/email-input';
import { NumberInput } from '../inputs/number-input';
import { PasswordInput } from '../inputs/password-input';
import { TextInput } from '../inputs/text-input';
import { TextareaInput } from '../inputs/textarea-input';
import { emptyAs, widgetField } from './widget-field';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Common wiring of a text-like input: value as text, '' as no value, blur and focus reported to RJSF. */
function textProps(props: WidgetProps) {
  return {
    ...widgetField(props),
    value: text(props.value),
    onValue: (value: string) => props.onChange(emptyAs(props, value)),
    onBlur: () => props.onBlur(props.id, props.value),
    onFocus: () => props.onFocus(props.id, props.value),
  };
}

export function NumberWidget(props: WidgetProps) {
  const value = typeof props.value === 'number' ? props.value : props.value === undefined || props.value === '' ? undefined : Number(props.value);
  const step = props.schema.type === 'integer' ? 1 : 'any';
  return (
    <NumberInput
      {...textProps(props)}
      step={step}
      min={props.schema.minimum}
      max={props.schema.maximum}
      value={value}
      onValue={(number) => props.onChange(number ?? props.options.emptyValue)}
    />
  );
}

/** Strings without a format; numbers and integers drawn as a number input. */
export function TextWidget(props: WidgetProps) {
  if (props.schema.type === 'number' || props.schema.type === 'integer') return <NumberWidget {...props} />;
  return <TextInput {...textProps(props)} maxLength={props.schema.maxLength} />;
}

export const EmailWidget = (props: WidgetProps) => <EmailInput {...textProps(props)} />;
export const PasswordWidget = (props: WidgetProps) => <PasswordInput {...textProps(props)} autoComplete="off" />;
export const DateWidget = (props: WidgetProps) => <DateInput {...textProps(props)} />;
export const ColorWidget = (props: WidgetProps) => <ColorInput {...textProps(props)} />;

export function TextareaWidget(props: WidgetProps) {
  const rows = typeof props.options.rows === 'number' ? props.options.rows : undefined;
  return <TextareaInput {...textProps(props)} rows={rows} maxLength={props.schema.maxLength} />;
}

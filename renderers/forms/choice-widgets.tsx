import { getDefaultRegistry } from '@rjsf/core';
import { enumOptionsIndexForValue, enumOptionsValueForIndex, type Widget, type WidgetProps } from '@rjsf/utils';
import { formMessages } from '../../domain/messages/forms';
import { CheckboxInput } from '../inputs/checkbox-input';
import type { ChoiceOption } from '../inputs/choice-option';
import { RadioGroup } from '../inputs/radio-group';
import { SelectInput } from '../inputs/select-input';
import { widgetField } from './widget-field';

/** The library's select, for multiple choices (arrays of enums) that our single select does not draw. */
const LibrarySelect = getDefaultRegistry().widgets.SelectWidget as Widget;

/** Enum options by index (values may be numbers or booleans; the DOM holds text). */
function choices(props: WidgetProps): ChoiceOption[] {
  const disabled = props.options.enumDisabled ?? [];
  return (props.options.enumOptions ?? []).map((option, index) => ({
    value: String(index),
    label: option.label,
    disabled: disabled.includes(option.value),
  }));
}

const indexOf = (props: WidgetProps) => {
  const index = enumOptionsIndexForValue(props.value, props.options.enumOptions, false);
  return typeof index === 'string' ? index : '';
};

const valueAt = (props: WidgetProps, index: string) =>
  index === '' ? props.options.emptyValue : enumOptionsValueForIndex(index, props.options.enumOptions, props.options.emptyValue);

/** Enums as a native select (an empty first choice unless the field is required and has a value). */
export function SelectWidget(props: WidgetProps) {
  if (props.multiple) return <LibrarySelect {...props} />;
  const value = indexOf(props);
  return (
    <SelectInput
      {...widgetField(props)}
      value={value}
      options={choices(props)}
      placeholder={props.required && value !== '' ? undefined : formMessages.form.selectPlaceholder}
      onValue={(index) => props.onChange(valueAt(props, index))}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
    />
  );
}

/** Enums (or a boolean) as radio buttons: uiSchema `"ui:widget": "radio"`. */
export function RadioWidget(props: WidgetProps) {
  const { id, label, required, disabled, error, hint, announce } = widgetField(props);
  return (
    <RadioGroup
      id={id}
      name={props.htmlName ?? id}
      label={label}
      required={required}
      disabled={disabled}
      error={error}
      hint={hint}
      announce={announce}
      value={indexOf(props)}
      options={choices(props)}
      onValue={(index) => props.onChange(valueAt(props, index))}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}

/** A boolean as one checkbox with its label beside it. */
export function CheckboxWidget(props: WidgetProps) {
  const { placeholder: _placeholder, ...field } = widgetField(props);
  return (
    <CheckboxInput
      {...field}
      checked={props.value === true}
      onValue={(checked) => props.onChange(checked)}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
    />
  );
}

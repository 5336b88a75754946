import { getUiOptions, type WidgetProps } from '@rjsf/utils';

/** What the dynamic form tells its widgets: the fields the user has left, and whether a submit was tried. */
export type FormState = { touched: readonly string[]; submitted: boolean };

/**
 * The props our inputs (renderers/inputs) share, from RJSF's widget props. An error shows once its field was
 * left or the form was submitted; the form's summary announces errors, so fields do not (announce false).
 */
export function widgetField(props: WidgetProps) {
  const { id, label, required, disabled, readonly, autofocus, placeholder, rawErrors, hideError, uiSchema, schema, registry } = props;
  const state = registry.formContext as Partial<FormState> | undefined;
  const visible = !hideError && (state?.submitted === true || (state?.touched ?? []).includes(id));
  const help = getUiOptions(uiSchema).help;
  return {
    id,
    name: props.htmlName ?? id,
    label,
    required,
    disabled: disabled || readonly,
    readOnly: readonly,
    autoFocus: autofocus,
    placeholder: placeholder || undefined,
    error: visible && rawErrors?.length ? rawErrors.join(' ') : null,
    hint: typeof help === 'string' ? help : schema.description,
    announce: false,
  };
}

/** '' is no value: RJSF's emptyValue (undefined unless the uiSchema says otherwise). */
export const emptyAs = (props: WidgetProps, value: string) => (value === '' ? props.options.emptyValue : value);

import { errorId, getUiOptions, helpId, resolveDefaultWidget, type FieldTemplateProps } from '@rjsf/utils';

/** Widget names (ui:widget or format) drawn by our inputs, which carry their own label, hint and error. */
const OWN_WIDGETS = new Set([
  ...['text', 'email', 'password', 'textarea', 'date', 'color', 'select', 'radio', 'checkbox', 'updown'],
  ...['cpf', 'cnpj', 'cpf-cnpj', 'cep', 'phone', 'hidden'],
  ...['TextWidget', 'EmailWidget', 'PasswordWidget', 'TextareaWidget', 'DateWidget', 'ColorWidget'],
  ...['SelectWidget', 'RadioWidget', 'CheckboxWidget', 'UpDownWidget', 'HiddenWidget'],
]);

function drawsOwnLabel({ schema, uiSchema, registry }: FieldTemplateProps): boolean {
  if (schema.type === 'object') return false;
  if (schema.type === 'array') return false;
  const widget = getUiOptions(uiSchema).widget ?? resolveDefaultWidget(schema, uiSchema, registry.schemaUtils, registry.widgets).defaultWidget;
  return typeof widget === 'string' && OWN_WIDGETS.has(widget);
}

/**
 * One field row. Our inputs draw the label, help and errors themselves (one accessible markup for the whole
 * portal); groups (objects, arrays) and the library's own widgets (range, file...) get them here.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, classNames, style, label, displayLabel, required, description, errors, help, hidden, children, schema } = props;
  if (hidden) return <div hidden>{children}</div>;
  if (drawsOwnLabel(props)) {
    return (
      <div className={classNames} style={style}>
        {children}
      </div>
    );
  }
  const container = schema.type === 'object' || (schema.type === 'array' && !props.registry.schemaUtils.isMultiSelect(schema));
  return (
    <div className={classNames} style={style}>
      {!container && displayLabel ? (
        <label className="form-field__label" htmlFor={id}>
          {label}
          {required ? <span className="form-field__required" aria-hidden="true"> *</span> : null}
        </label>
      ) : null}
      {!container && displayLabel ? description : null}
      {children}
      <div id={errorId(id)} className="form-field__error">
        {errors}
      </div>
      <div id={helpId(id)} className="form-field__hint">
        {help}
      </div>
    </div>
  );
}

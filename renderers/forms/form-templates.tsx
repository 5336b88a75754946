import { getSubmitButtonOptions, type ErrorListProps, type FieldErrorProps, type SubmitButtonProps } from '@rjsf/utils';
import { formMessages } from '../../domain/messages/forms';
import type { FormState } from './widget-field';

type Context = Partial<FormState & { saving: boolean }> | undefined;

/** The error summary over the form, shown once a submit was tried and announced (role alert). */
export function ErrorListTemplate({ errors, registry }: ErrorListProps) {
  const state = registry.formContext as Context;
  if (!state?.submitted || errors.length === 0) return null;
  return (
    <div className="dynamic-form__summary" role="alert">
      <p className="dynamic-form__summary-title">{formMessages.form.summaryTitle(errors.length)}</p>
      <ul>
        {errors.map((error, index) => (
          <li key={`${error.property ?? ''}-${index}`}>{error.stack}</li>
        ))}
      </ul>
    </div>
  );
}

/** A field's error list, for the groups and library widgets FieldTemplate frames (our inputs show their own). */
export function FieldErrorTemplate({ errors }: FieldErrorProps) {
  const texts = (errors ?? []).filter((error) => error !== '');
  if (texts.length === 0) return null;
  return (
    <ul className="dynamic-form__field-errors">
      {texts.map((error, index) => (
        <li key={index}>{error}</li>
      ))}
    </ul>
  );
}

/** The submit button: the item's submitLabel (ui:submitButtonOptions.submitText), busy while saving. */
export function SubmitButton({ uiSchema, registry }: SubmitButtonProps) {
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  const saving = (registry.formContext as Context)?.saving === true;
  if (norender) return null;
  return (
    <div className="dynamic-form__actions">
      <button type="submit" {...props} className="button button--primary" disabled={saving || props?.disabled} aria-busy={saving || undefined}>
        {saving ? formMessages.form.saving : submitText}
      </button>
    </div>
  );
}

import {
  getSubmitButtonOptions,
  getTemplate,
  getUiOptions,
  TranslatableString,
  type ArrayFieldItemTemplateProps,
  type ErrorListProps,
  type FieldErrorProps,
  type IconButtonProps,
  type SubmitButtonProps,
} from '@rjsf/utils';
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

/**
 * One row of a list field (JSON Schema array): its field, then its buttons under it (the library's own lays them out
 * with a grid stylesheet the portal does not ship). The buttons are a group named for the row ('Contato 2':
 * ./list-rows.ts), so each 'Remover' says which row it removes.
 */
export function ArrayFieldItemTemplate({ children, className, buttonsProps, hasToolbar, registry, uiSchema }: ArrayFieldItemTemplateProps) {
  const options = getUiOptions(uiSchema);
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, options);
  return (
    <div className={`dynamic-form__list-item ${className}`}>
      {children}
      {hasToolbar ? (
        <div className="dynamic-form__list-tools" role="group" aria-label={options.title}>
          <Buttons {...buttonsProps} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * A list field's buttons (add a row; move, copy or remove one) with their pt-BR words on them: the library's own draw
 * an icon font the portal does not ship, which left them blank.
 */
function textButton(text: TranslatableString, modifier: string) {
  return function ListButton({ id, className, onClick, disabled, registry }: IconButtonProps) {
    return (
      <button
        type="button"
        id={id}
        className={`button button--ghost dynamic-form__list-button dynamic-form__list-button--${modifier} ${className ?? ''}`}
        onClick={onClick}
        disabled={disabled}
      >
        {registry.translateString(text)}
      </button>
    );
  };
}

export const listButtons = {
  AddButton: textButton(TranslatableString.AddItemButton, 'add'),
  MoveUpButton: textButton(TranslatableString.MoveUpButton, 'move'),
  MoveDownButton: textButton(TranslatableString.MoveDownButton, 'move'),
  CopyButton: textButton(TranslatableString.CopyButton, 'copy'),
  RemoveButton: textButton(TranslatableString.RemoveButton, 'remove'),
};

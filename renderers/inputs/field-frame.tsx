import type { ReactNode } from 'react';
import './inputs.css';

/** The ids that tie a control to its hint and error text. */
export type FieldIds = { id: string; hintId: string; errorId: string };

export const fieldIds = (id: string): FieldIds => ({ id, hintId: `${id}-hint`, errorId: `${id}-error` });

/** The aria attributes of a control: invalid while it has an error, described by its hint and error. */
export function fieldAria(ids: FieldIds, hint: ReactNode | undefined, error: string | null | undefined) {
  const describedBy = [hint ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

type HelpProps = { ids: FieldIds; hint?: ReactNode; error?: string | null; announce?: boolean };

/** The hint under a control and its error, announced (role alert) unless a form summary announces it. */
export function FieldHelp({ ids, hint, error, announce = true }: HelpProps) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <p id={ids.errorId} className="form-field__error" role={error && announce ? 'alert' : undefined} hidden={!error}>
        {error}
      </p>
    </>
  );
}

type FrameProps = HelpProps & { label: ReactNode; required?: boolean; children: ReactNode };

/** A visible <label> over its control, then the hint and the error. */
export function FieldFrame({ ids, label, required, hint, error, announce, children }: FrameProps) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={ids.id}>
        {label}
        {required ? <span className="form-field__required" aria-hidden="true"> *</span> : null}
      </label>
      {children}
      <FieldHelp ids={ids} hint={hint} error={error} announce={announce} />
    </div>
  );
}

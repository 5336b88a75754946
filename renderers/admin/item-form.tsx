import type { ErrorSchema } from '@rjsf/utils';
import { useState } from 'react';
import { ThemedForm } from '../forms/form-theme';
import { formValidator } from '../forms/form-validator';
import { transformErrors } from '../forms/transform-errors';
import { translateString } from '../forms/translate-string';
import '../forms/dynamic-form.css';

type Data = Record<string, unknown>;

type Props = {
  schema: Data;
  uiSchema: Data;
  initialData: Data;
  submitLabel: string;
  /** Errors the caller found (e.g. JSON that does not parse), by field. */
  fieldErrors: Record<string, string>;
  onSubmit(data: Data): void;
  /** The person typed, picked or ticked something (not RJSF filling in defaults). */
  onEdit?(): void;
};

/**
 * One item's form, drawn from its kind's JSON Schema with our RJSF theme (renderers/forms). A chunk of its own,
 * loaded only on the admin's item screen: never in the login or dashboard bundles.
 */
export default function ItemForm({ schema, uiSchema, initialData, submitLabel, fieldErrors, onSubmit, onEdit }: Props) {
  const [data, setData] = useState<Data>(initialData);
  const extraErrors = Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field, { __errors: [message] }])) as ErrorSchema;
  return (
    <div className="dynamic-form" onInput={onEdit} onChange={onEdit}>
      <ThemedForm
        schema={schema}
        uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { submitText: submitLabel } }}
        formData={data}
        validator={formValidator}
        transformErrors={transformErrors}
        translateString={translateString}
        formContext={{ touched: [], submitted: true }}
        extraErrors={extraErrors}
        noHtml5Validate
        showErrorList={false}
        onChange={(event) => setData((event.formData ?? {}) as Data)}
        onSubmit={(event) => onSubmit((event.formData ?? {}) as Data)}
      />
    </div>
  );
}
